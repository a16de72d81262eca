import { expect, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { RealtimeEvent } from '#shared/contracts/realtime.js';

/** A browser-like realtime client: the `ws` package (Node 20 has no global WebSocket). */
export class RealtimeClient {
  readonly messages: string[] = [];
  readonly closed: Promise<number>;
  private cursor = 0;
  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => this.messages.push(data.toString('utf8')));
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve(code)));
  }
  async next(): Promise<string> {
    await vi.waitFor(() => expect(this.messages.length).toBeGreaterThan(this.cursor), {
      timeout: 3000,
    });
    return this.messages[this.cursor++]!;
  }
  nextEvent = async (): Promise<RealtimeEvent> => JSON.parse(await this.next());
}

/** Opens a socket; resolves once open, rejects with the status when the upgrade is refused. */
export function connectRealtime(url: string, headers: Record<string, string>) {
  const ws = new WebSocket(url, { headers });
  const client = new RealtimeClient(ws);
  return new Promise<RealtimeClient>((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('unexpected-response', (req, res) => {
      req.destroy();
      reject(new Error(`refused ${res.statusCode}`));
    });
    ws.once('error', reject);
  });
}
