import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { TEST_PAYMENTS_META } from '../../shared/page-flags.js';

export interface WebAppOptions {
  /** The sandbox takes payments: every page shows a "test payments" banner. */
  testPayments: boolean;
}

/** index.html with the deployment's flags in <head>, or null when it needs none. */
function flaggedIndex(indexFile: string, { testPayments }: WebAppOptions): string | null {
  if (!testPayments) return null;
  const meta = `<meta name="${TEST_PAYMENTS_META}" content="on" />`;
  return readFileSync(indexFile, 'utf8').replace('<head>', `<head>\n    ${meta}`);
}

/**
 * Serves the built React app from dist/client. Hashed assets are cached for a year; every other
 * GET that is not an API or file path gets index.html, and the client router decides (404 page).
 */
export async function registerWebApp(
  app: FastifyInstance,
  clientDir: string,
  options: WebAppOptions,
) {
  const indexFile = path.join(clientDir, 'index.html');
  const built = existsSync(indexFile);
  const flagged = built ? flaggedIndex(indexFile, options) : null;
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
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !path.extname(request.url.split('?')[0]!);
    if (isPage && flagged)
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(flagged);
    if (isPage && built) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    if (isPage)
      return reply
        .type('text/plain')
        .send(
          'The web app is not built yet: run `npm run build`, or `npm run dev` for development.',
        );
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
}
