// The chat benchmarks' baseline: a bare `ws` server on node:http that sends every message back
// (delivery) and holds idle sockets (memory), with no session, database or bus behind it.
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { reportReady } from './ready.js';

const server = createServer((_req, res) => res.writeHead(404).end());
const sockets = new WebSocketServer({ server, path: '/api/realtime', perMessageDeflate: false });
sockets.on('connection', (ws) => {
  ws.send(JSON.stringify({ type: 'hello' }));
  ws.on('message', (data) => ws.send(data));
});
server.listen(0, '127.0.0.1', () =>
  reportReady(server.address(), async () => {
    for (const ws of sockets.clients) ws.terminate();
    server.close();
  }),
);
