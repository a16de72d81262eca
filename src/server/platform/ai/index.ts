import type { Config } from '#server/env.js';
import { createOpenAiCompatible } from './openai-compatible.js';

export { AiError } from './openai-compatible.js';

/** One request to a language model: a system prompt and the user's message. */
export interface AiRequest {
  system: string;
  user: string;
  /** Upper bound on the answer's length, in model tokens. */
  maxTokens?: number;
}

/** A conversation for a model: its instructions, then the turns so far, the newest last. */
export interface AiChat {
  system: string;
  turns: Array<{ role: 'user' | 'assistant'; content: string }>;
  maxTokens?: number;
  /** Stops the model's work when the listener goes away. */
  signal?: AbortSignal;
}

/**
 * A language model behind an OpenAI-compatible chat-completions API. `complete` answers the
 * model's whole text; `stream` yields it piece by piece as the model writes. Both throw an
 * AiError on any failure (network, HTTP status, timeout, a stalled stream, no text), so callers
 * always have one place to fall back or to tell the member.
 */
export interface AiPort {
  readonly model: string;
  complete(request: AiRequest): Promise<string>;
  stream(chat: AiChat): AsyncIterable<string>;
}

export interface AiOptions {
  /** How long one completion may take before it counts as failed. */
  timeoutMs?: number;
  /** How long a stream may go quiet between two pieces. */
  idleMs?: number;
}

/** AI_TIMEOUT_SECONDS' default: a hosted model writes a whole report well within it. */
export const DEFAULT_AI_TIMEOUT_MS = 40_000;
/** A stream may go quiet for a quarter of the deadline, and at least this long. */
const MIN_AI_IDLE_MS = 15_000;

type AiSettings = Omit<NonNullable<Config['ai']>, 'timeoutMs'> & { timeoutMs?: number };

/**
 * The model configured by AI_BASE_URL / AI_API_KEY / AI_MODEL / AI_TIMEOUT_SECONDS, or undefined
 * when none is: the product then uses its embedded, deterministic writers (no network needed).
 * A local model server is slower to start each answer (it reads the whole prompt first), so the
 * quiet a stream may keep grows with the deadline set for it.
 */
export function createAiPort(
  ai: AiSettings | undefined,
  options: AiOptions = {},
): AiPort | undefined {
  if (!ai) return undefined;
  const timeoutMs = options.timeoutMs ?? ai.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
  const model = createOpenAiCompatible({
    ...ai,
    timeoutMs,
    idleMs: options.idleMs ?? Math.max(MIN_AI_IDLE_MS, timeoutMs / 4),
  });
  return {
    model: model.model,
    complete: ({ system, user, maxTokens = 1800 }) =>
      model.complete({
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        maxTokens,
      }),
    stream: ({ system, turns, maxTokens = 700, signal }) =>
      model.stream({
        messages: [{ role: 'system', content: system }, ...turns],
        maxTokens,
        signal,
      }),
  };
}
