import { createParser } from 'eventsource-parser';

export interface OpenAiCompatibleOptions {
  /** e.g. https://api.openai.com/v1; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long a whole completion may take. */
  timeoutMs: number;
  /** How long a stream may go quiet between two pieces before it counts as failed. */
  idleMs: number;
}

export class AiError extends Error {}

/** Mirrors the request types in index.ts (kept apart so the adapter does not import its port). */
type Message = { role: 'system' | 'user' | 'assistant'; content: string };
interface ChatRequest {
  messages: Message[];
  maxTokens: number;
  signal?: AbortSignal;
}

/** The slices of a chat-completions answer (whole, or one streamed chunk) that we read. */
interface ChatCompletion {
  choices?: Array<{ message?: { content?: unknown }; delta?: { content?: unknown } }>;
  /** Some providers report a failure part-way through a stream as an event of its own. */
  error?: unknown;
}

const parseJson = (text: string): ChatCompletion | null => {
  try {
    return JSON.parse(text) as ChatCompletion;
  } catch {
    return null;
  }
};

/**
 * Chat completions over plain fetch, whole or streamed (server-sent events, parsed by
 * eventsource-parser). The `openai` SDK is not used: its maintained line needs Node 22
 * (decision 0020). Every failure becomes an AiError; the key never appears in its message.
 */
export function createOpenAiCompatible({
  baseUrl,
  apiKey,
  model,
  timeoutMs,
  idleMs,
}: OpenAiCompatibleOptions) {
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function post({ messages, maxTokens, signal }: ChatRequest, stream: boolean) {
    const deadline = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ model, messages, max_tokens: maxTokens, temperature: 0.7, stream }),
        signal: signal ? AbortSignal.any([deadline, signal]) : deadline,
      });
    } catch {
      throw new AiError(
        deadline.aborted
          ? `The model did not answer within ${timeoutMs} ms`
          : 'The model could not be reached',
      );
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new AiError(`The model answered HTTP ${response.status}`);
    }
    return { response, deadline };
  }

  /** Waits for the next chunk, failing when the stream goes quiet for too long. */
  async function nextChunk(reader: ReadableStreamDefaultReader<Uint8Array>) {
    let idle: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_, reject) => {
      idle = setTimeout(() => reject(new AiError(`The model went quiet for ${idleMs} ms`)), idleMs);
    });
    return Promise.race([reader.read(), stalled]).finally(() => clearTimeout(idle));
  }

  /** The text pieces of a streamed answer, failing when it stalls, errs or runs past the deadline. */
  async function* pieces(body: ReadableStream<Uint8Array>, deadline: AbortSignal) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const events: string[] = [];
    const parser = createParser({ onEvent: (event) => events.push(event.data) });
    try {
      for (let chunk = await nextChunk(reader); !chunk.done; chunk = await nextChunk(reader)) {
        parser.feed(decoder.decode(chunk.value, { stream: true }));
        for (const data of events.splice(0)) {
          if (data === '[DONE]') return;
          const chunk = parseJson(data);
          if (chunk?.error) throw new AiError('The model reported an error part-way');
          const text = chunk?.choices?.[0]?.delta?.content;
          if (typeof text === 'string' && text) yield text;
        }
      }
    } catch (err) {
      if (err instanceof AiError) throw err;
      throw new AiError(
        deadline.aborted
          ? `The model did not answer within ${timeoutMs} ms`
          : 'The model stopped answering',
      );
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  }

  return {
    model,
    async complete(request: ChatRequest): Promise<string> {
      const { response } = await post(request, false);
      const json = parseJson(await response.text().catch(() => ''));
      const content = json?.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim())
        throw new AiError('The model sent no text');
      return content.trim();
    },
    async *stream(request: ChatRequest): AsyncGenerator<string> {
      const { response, deadline } = await post(request, true);
      if (!response.body) throw new AiError('The model sent no text');
      let any = false;
      for await (const piece of pieces(response.body, deadline)) {
        any = true;
        yield piece;
      }
      if (!any) throw new AiError('The model sent no text');
    },
  };
}
