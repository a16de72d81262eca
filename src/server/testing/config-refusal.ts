import { expect } from 'vitest';
import { ConfigError, loadConfig } from '../env.js';

/** The ConfigError message loadConfig throws, or undefined when it accepts the environment. */
export function refusal(env: Record<string, string>): string | undefined {
  try {
    loadConfig(env);
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).message;
  }
}
