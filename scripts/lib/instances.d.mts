// Types for the benchmarks (TypeScript) that start the journeys' setup (instances.mjs).
export interface Instance {
  name: string;
  port: number;
  url: string;
  pid: number;
  stop(): Promise<void>;
  logTail(lines?: number): string;
}

export interface Instances {
  url: string;
  instances: Instance[];
  stats(): Record<string, { requests: number; sockets: number }> | undefined;
  stop(): Promise<void>;
}

export function startInstances(options: {
  buildDir: string;
  count: number;
  databaseUrl?: string;
  redisUrl?: string;
  proxy: boolean;
  env?: Record<string, string>;
}): Promise<Instances>;
