import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { streamedEvents, type Dialect } from './fake-openai-dialects.js';

/** What the fake model does with one request. */
export interface FakeReply {
  status?: number;
  /** The assistant message's text (ignored when `raw` is given). */
  content?: string;
  /** A raw response body instead of a chat completion (for malformed answers). */
  raw?: string;
  /** Wait this long before answering (for timeouts). */
  delayMs?: number;
  /** Streamed answers: send only this many pieces, then go quiet (for a stalled stream). */
  stallAfter?: number;
  /** Streamed answers: after this many pieces, an error event (as providers send when they fail). */
  errorAfter?: number;
  /** Which server's stream shape to speak (fake-openai-dialects.ts); OpenAI's by default. */
  dialect?: Dialect;
  /** A thinking model's thoughts, streamed before the answer in the dialect's own field. */
  thinking?: string;
}

export interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; messages?: Array<{ role: string; content: string }>; stream?: boolean };
}

export interface FakeOpenAi {
  /** The base URL to put in AI_BASE_URL (the server answers on any path ending /chat/completions). */
  baseUrl: string;
  requests: ReceivedRequest[];
  /** Decides each answer; defaults to a long, valid report. */
  reply: (request: ReceivedRequest) => FakeReply;
  close(): Promise<void>;
}

/** A text of `words` words, in Markdown, that reads like a report. */
export const longReport = (title: string, words = 420) =>
  `# ${title}\n\n${Array.from({ length: words }, (_, i) => (i % 12 === 11 ? 'together.' : 'warmth')).join(' ')}`;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => resolve(data));
  });

/** The pieces a streamed answer is sent in: word by word, as models stream tokens. */
export const piecesOf = (content: string) => content.match(/\S+\s*/g) ?? [];

/** A streamed chat completion: one server-sent event per piece, then `[DONE]`. */
function streamAnswer(res: ServerResponse, reply: FakeReply, model: string) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const pieces = piecesOf(reply.content ?? '');
  const cut = reply.stallAfter ?? reply.errorAfter;
  const sent = cut === undefined ? pieces : pieces.slice(0, cut);
  const events = streamedEvents(reply.dialect ?? 'openai', model, sent, reply.thinking);
  // A finished answer's closing event (Ollama's and llama.cpp's) is not sent when it breaks off.
  const closing = reply.dialect && reply.dialect !== 'openai' && cut !== undefined ? 1 : 0;
  for (const event of events.slice(0, events.length - closing)) res.write(event);
  if (reply.errorAfter !== undefined)
    res.end(`data: ${JSON.stringify({ error: { message: 'The server is overloaded' } })}\n\n`);
  else if (reply.stallAfter === undefined) res.end('data: [DONE]\n\n');
}

/** A thinking model's thoughts beside a whole answer, in the field its server puts them. */
const thoughts = ({ dialect, thinking }: FakeReply) =>
  !thinking
    ? {}
    : dialect === 'llama.cpp'
      ? { reasoning_content: thinking }
      : { reasoning: thinking };

/**
 * A loopback HTTP server that speaks the OpenAI chat-completions protocol (whole answers and
 * server-sent-event streams), so the AI adapter is tested over a real socket without any network.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: Omit<FakeOpenAi, 'baseUrl' | 'close'> = {
    requests: [],
    reply: () => ({ content: longReport('Model report') }),
  };
  const server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      const body = (() => {
        try {
          return JSON.parse(text) as ReceivedRequest['body'];
        } catch {
          return {};
        }
      })();
      const received = { path: req.url ?? '', authorization: req.headers.authorization, body };
      fake.requests.push(received);
      if (req.method !== 'POST' || !received.path.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const reply = fake.reply(received);
      if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
      if (res.destroyed) return;
      if (body.stream && !reply.raw && !reply.status) {
        streamAnswer(res, reply, body.model ?? 'fake');
        return;
      }
      const payload =
        reply.raw ??
        JSON.stringify({
          id: `chatcmpl-${fake.requests.length}`,
          object: 'chat.completion',
          model: body.model ?? 'fake',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: reply.content ?? '', ...thoughts(reply) },
              finish_reason: 'stop',
            },
          ],
        });
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(payload);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
