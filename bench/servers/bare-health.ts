// Baseline for GET /api/health: the least a Node HTTP server can do to send the same answer.
// BENCH_HEADERS carries the app's own response headers (security headers included), so both
// servers put the same bytes on the wire and the ratio measures our stack, not header size.
import http from 'node:http';
import { reportReady } from './ready.js';

const body = JSON.stringify({ status: 'ok' });
const headers = {
  ...(JSON.parse(process.env.BENCH_HEADERS ?? '{}') as Record<string, string>),
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(Buffer.byteLength(body)),
};
const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () =>
  reportReady(server.address(), () => new Promise((resolve) => server.close(resolve))),
);
