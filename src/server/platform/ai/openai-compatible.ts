export interface OpenAiCompatibleOptions {
  /** e.g. https://api.openai.com/v1; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export class AiError extends Error {}

/** Mirrors AiRequest in index.ts (kept apart so the adapter does not import its port). */
interface CompletionRequest {
  system: string;
  user: string;
  maxTokens?: number;
}

/** The slice of a chat-completions answer we read. */
interface ChatCompletion {
  choices?: Array<{ message?: { content?: unknown }; finish_reason?: unknown }>;
}

/**
 * Non-streaming chat completions over plain fetch (the `openai` package is not a dependency).
 * Every failure becomes an AiError; the key never appears in an error message.
 */
export function createOpenAiCompatible({
  baseUrl,
  apiKey,
  model,
  timeoutMs,
}: OpenAiCompatibleOptions) {
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    model,
    async complete({ system, user, maxTokens = 1800 }: CompletionRequest): Promise<string> {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
          },
          body: JSON.stringify({
            model,
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: user },
            ],
            max_tokens: maxTokens,
            temperature: 0.7,
            stream: false,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const timedOut =
          err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        throw new AiError(
          timedOut
            ? `The model did not answer within ${timeoutMs} ms`
            : 'The model could not be reached',
        );
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new AiError(`The model answered HTTP ${response.status}`);
      }
      const json = (await response.json().catch(() => null)) as ChatCompletion | null;
      const content = json?.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim())
        throw new AiError('The model sent no text');
      return content.trim();
    },
  };
}
