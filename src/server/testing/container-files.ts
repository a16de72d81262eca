import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/**
 * The container recipe at the repository's root (Dockerfile, compose.yaml, Caddyfile, .env.example)
 * read the way Docker and Compose read it, for containers.test.ts: no engine runs on CI machines,
 * so the files are checked instead of an image being built (decision 0046).
 */
export const readRootFile = (name: string) =>
  readFileSync(new URL(`../../../${name}`, import.meta.url), 'utf8');

export type Env = Record<string, string>;

/** KEY=value lines, as Compose reads .env; comments and blank lines skipped. */
export function parseDotenv(text: string): Env {
  const env: Env = {};
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const at = line.indexOf('=');
    if (at < 1) throw new Error(`not a KEY=value line: ${line}`);
    const value = line.slice(at + 1);
    // Compose strips quotes; the project's files use none, so a quote here would be a mistake.
    if (/^["']/.test(value)) throw new Error(`quoted value in: ${line}`);
    env[line.slice(0, at)] = value;
  }
  return env;
}

const VARIABLE = /\$\$|\$\{(\w+)(?:(:-|:\?)([^}]*))?\}|\$(\w+)/g;

/** Compose's interpolation: $$, $VAR, ${VAR}, ${VAR:-default}, and ${VAR:?error}, which refuses. */
export function interpolate(value: string, env: Env): string {
  return value.replace(
    VARIABLE,
    (whole, braced?: string, op?: string, arg?: string, bare?: string) => {
      if (whole === '$$') return '$';
      const name = (braced ?? bare)!;
      const set = env[name] ?? '';
      if (op === ':-') return set || arg!;
      if (op === ':?' && !set) throw new Error(`required variable ${name} is missing: ${arg}`);
      return set;
    },
  );
}

export interface ComposeService {
  image?: string;
  build?: string;
  ports?: string[];
  volumes?: string[];
  /** A null value is passed on from .env or the shell when set there, else left unset. */
  environment?: Record<string, string | null>;
}

/** compose.yaml as Compose reads it (YAML merge keys included), before interpolation. */
export function readCompose(): { services: Record<string, ComposeService> } {
  return parse(readRootFile('compose.yaml'), { merge: true }) as {
    services: Record<string, ComposeService>;
  };
}

/** The environment a service's container starts with: the image's ENV, under compose's. */
export function containerEnv(service: ComposeService, dotenv: Env, imageEnv: Env = {}): Env {
  const env = { ...imageEnv };
  for (const [name, value] of Object.entries(service.environment ?? {})) {
    if (value !== null) env[name] = interpolate(String(value), dotenv);
    else if (dotenv[name] !== undefined) env[name] = dotenv[name];
  }
  return env;
}

export interface DockerStage {
  from: string;
  name: string | undefined;
  /** Each instruction on one line (continuations joined), keyword upper-cased. */
  instructions: { keyword: string; args: string }[];
}

/** The Dockerfile's stages, each with its instructions, comments dropped. */
export function readDockerfile(): DockerStage[] {
  const lines = readRootFile('Dockerfile')
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages: DockerStage[] = [];
  for (const line of lines) {
    const [, keyword, args] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    if (!keyword || args === undefined) throw new Error(`unreadable Dockerfile line: ${line}`);
    if (keyword.toUpperCase() === 'FROM') {
      const [from, as, name] = args.split(/\s+/);
      stages.push({
        from: from!,
        name: as?.toUpperCase() === 'AS' ? name : undefined,
        instructions: [],
      });
    } else stages.at(-1)!.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

/** The arguments of a stage's instructions with this keyword. */
export const argsOf = (stage: DockerStage, keyword: string) =>
  stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

/** A stage's ENV, from the KEY=value form the Dockerfile uses. */
export function stageEnv(stage: DockerStage): Env {
  const pairs = argsOf(stage, 'ENV').flatMap((args) => args.split(/\s+/));
  return Object.fromEntries(
    pairs.map((pair) => [pair.split('=', 1)[0]!, pair.slice(pair.indexOf('=') + 1)]),
  );
}
