// A second baseline for GET /api/health: Fastify itself, with no plugin of ours, sending the same
// headers (BENCH_HEADERS) and body. It splits the app's cost into the framework's and our own.
import Fastify from 'fastify';
import { reportReady } from './ready.js';

const headers = JSON.parse(process.env.BENCH_HEADERS ?? '{}') as Record<string, string>;
const ok = { status: 'ok' };
const app = Fastify({ logger: false });
app.addHook('onRequest', (_request, reply, done) => {
  reply.headers(headers);
  done();
});
app.get('/api/health', () => ok);
await app.listen({ port: 0, host: '127.0.0.1' });
reportReady(app.server.address(), () => app.close());
