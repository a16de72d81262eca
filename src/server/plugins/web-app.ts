import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TEST_PAYMENTS_META } from '#shared/page-flags.js';

export interface WebAppOptions {
  /** The sandbox takes payments: every page shows a "test payments" banner. */
  testPayments: boolean;
}

/** A page rewritten at start-up, kept in memory with its compressed copies. */
interface HeldPage {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The page with the deployment's flags in <head>: every page knows them at first paint. */
function flaggedPage(file: string): HeldPage {
  const meta = `<meta name="${TEST_PAYMENTS_META}" content="on" />`;
  const raw = Buffer.from(readFileSync(file, 'utf8').replace('<head>', `<head>\n    ${meta}`));
  return { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw) };
}

function sendHeld(request: FastifyRequest, reply: FastifyReply, page: HeldPage) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8')
    .send(encoding ? page[encoding] : page.raw);
}

/**
 * Serves the built React app from dist/client. Hashed assets are cached for a year; every other
 * GET that is not an API or file path gets index.html, and the client router decides (404 page).
 * "/" gets the landing page prerendered into it instead (scripts/prerender.mjs, a variant with
 * the test-payments bar when that applies), so a first visit paints before any JavaScript loads.
 */
export async function registerWebApp(
  app: FastifyInstance,
  clientDir: string,
  options: WebAppOptions,
) {
  const built = existsSync(path.join(clientDir, 'index.html'));
  const landingFile = options.testPayments ? 'landing.test-payments.html' : 'landing.html';
  const landing = existsSync(path.join(clientDir, landingFile));
  const pageFor = (pathname: string) => (landing && pathname === '/' ? landingFile : 'index.html');
  const held = new Map<string, HeldPage>();
  if (built && options.testPayments)
    for (const file of ['index.html', ...(landing ? [landingFile] : [])])
      held.set(file, flaggedPage(path.join(clientDir, file)));
  // The service worker keeps the app's shell from its own URL (/index.html): that too must be the
  // page with the deployment's flags, not the file as built.
  const heldIndex = held.get('index.html');
  if (heldIndex)
    app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'GET' && request.url.split('?')[0] === '/index.html')
        return sendHeld(request, reply.header('cache-control', 'no-cache'), heldIndex);
    });
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // scripts/compress-client.mjs writes .br and .gz copies at build time.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPage =
      request.method === 'GET' && !pathname.startsWith('/api/') && !path.extname(pathname);
    const file = pageFor(pathname);
    const page = held.get(file);
    if (isPage && page) return sendHeld(request, reply.header('cache-control', 'no-cache'), page);
    if (isPage && built) return reply.header('cache-control', 'no-cache').sendFile(file);
    if (isPage)
      return reply
        .type('text/plain')
        .send(
          'The web app is not built yet: run `npm run build`, or `npm run dev` for development.',
        );
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
}
