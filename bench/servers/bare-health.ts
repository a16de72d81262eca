// Baseline for GET /api/health: the least a Node HTTP server can do to answer the same JSON.
import http from 'node:http';
import { reportReady } from './ready.js';

const body = JSON.stringify({ status: 'ok' });
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () =>
  reportReady(server.address(), () => new Promise((resolve) => server.close(resolve))),
);
