import http from 'node:http';
import type { AddressInfo } from 'node:net';

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title>
<meta name="description" content="A static page with no JavaScript."></head>
<body><main><h1>Baseline</h1><p>A static page with no JavaScript, the best case on this machine.</p></main></body></html>`;

/** The Lighthouse baseline: a tiny static page, so the score shows what this machine allows. */
export function startStaticPage(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        stop: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}
