// A small reverse proxy for the two-instance journey: each request, and each WebSocket upgrade,
// goes to the next instance in turn, as nginx's or Caddy's round-robin does, so the requests of
// one page land on both. Built on node:http and node:net alone (nothing here needs more).
//
// Two test-only pins make the journey's cross-instance claims certain instead of likely:
// - a request with the header `x-e2e-instance: <name>` goes to that instance;
// - a WebSocket upgrade whose cookies hold `e2e-socket-instance=<name>` goes to that instance.
// Every answer says who served it in `x-e2e-instance`. Real proxies need none of this.
import { Agent, createServer, request as forward } from 'node:http';
import { connect } from 'node:net';

const PIN_HEADER = 'x-e2e-instance';
const SOCKET_PIN_COOKIE = 'e2e-socket-instance';
// Hop-by-hop: they describe one connection, never the next one (RFC 9110, section 7.6.1).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te']);

const clientAddress = (req) => req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '';

/** X-Forwarded-For with this hop's client appended, as nginx's $proxy_add_x_forwarded_for. */
const forwardedFor = (req) =>
  [req.headers['x-forwarded-for'], clientAddress(req)].filter(Boolean).join(', ');

/**
 * Listens on 127.0.0.1:`port` in front of `instances` ([{ name, port }]). Answers `stats()`
 * (requests and sockets each instance was given) and `close()`.
 */
export function startRoundRobinProxy(instances, port) {
  const byName = new Map(instances.map((i) => [i.name, i]));
  const stats = Object.fromEntries(instances.map((i) => [i.name, { requests: 0, sockets: 0 }]));
  const open = new Set();
  let turn = 0;

  function pick(req, upgrade) {
    const pinned = req.headers[PIN_HEADER];
    const cookie = upgrade
      ? new RegExp(`(?:^|;\\s*)${SOCKET_PIN_COOKIE}=([a-z]+)`).exec(req.headers.cookie ?? '')?.[1]
      : undefined;
    const target = byName.get(pinned) ?? byName.get(cookie) ?? instances[turn++ % instances.length];
    stats[target.name][upgrade ? 'sockets' : 'requests']++;
    return target;
  }

  const agent = new Agent({ keepAlive: true });
  const server = createServer((req, res) => {
    const target = pick(req, false);
    const headers = { ...req.headers, 'x-forwarded-for': forwardedFor(req) };
    for (const name of [...HOP_BY_HOP, PIN_HEADER]) delete headers[name];
    const upstream = forward(
      { host: '127.0.0.1', port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out = { ...answer.headers, [PIN_HEADER]: target.name };
        for (const name of HOP_BY_HOP) delete out[name];
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('The instance did not answer.');
    });
    req.pipe(upstream);
  });

  server.on('upgrade', (req, socket, head) => {
    const target = pick(req, true);
    const upstream = connect(target.port, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i];
        if (!['x-forwarded-for', PIN_HEADER].includes(name.toLowerCase()))
          lines.push(`${name}: ${req.rawHeaders[i + 1]}`);
      }
      lines.push(`X-Forwarded-For: ${forwardedFor(req)}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    for (const s of [socket, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
    }
    const cut = () => (socket.destroy(), upstream.destroy());
    socket.on('error', cut);
    upstream.on('error', cut);
    upstream.on('close', cut);
    socket.on('close', cut);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        stats: () => JSON.parse(JSON.stringify(stats)),
        close: () =>
          new Promise((done) => {
            for (const s of open) s.destroy();
            agent.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
