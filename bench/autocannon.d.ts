// autocannon ships no types; this declares only what the benchmarks use.
declare module 'autocannon' {
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Requests per second across all connections (a fixed rate instead of as fast as possible). */
    overallRate?: number;
  }
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
