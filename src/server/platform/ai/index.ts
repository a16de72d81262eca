import type { Config } from '../../env.js';
import { createOpenAiCompatible } from './openai-compatible.js';

/** One request to a language model: a system prompt and the user's message. */
export interface AiRequest {
  system: string;
  user: string;
  /** Upper bound on the answer's length, in model tokens. */
  maxTokens?: number;
}

/**
 * A language model behind an OpenAI-compatible chat-completions API. `complete` answers the
 * model's text, or throws on any failure (network, HTTP status, timeout, empty or malformed
 * answer), so callers always have one place to fall back to their embedded writer.
 */
export interface AiPort {
  readonly model: string;
  complete(request: AiRequest): Promise<string>;
}

export interface AiOptions {
  /** How long one completion may take before it counts as failed. */
  timeoutMs?: number;
}

export const DEFAULT_AI_TIMEOUT_MS = 40_000;

/**
 * The model configured by AI_BASE_URL / AI_API_KEY / AI_MODEL, or undefined when none is: the
 * product then uses its embedded, deterministic writers (no network needed).
 */
export function createAiPort(ai: Config['ai'], options: AiOptions = {}): AiPort | undefined {
  if (!ai) return undefined;
  return createOpenAiCompatible({ ...ai, timeoutMs: options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS });
}
