import { createServer, connect, type Socket } from 'node:net';

/**
 * A TCP relay in front of a real S3 server that the test can take down: while down, every
 * connection is cut and new ones are refused at once, as when the store's machine is gone.
 * `downAfterPuts(n)` lets n PUT requests through, then goes down as the next one starts: the
 * store failing in the middle of an upload of several objects.
 */
export async function storeProxy(target: string) {
  const { hostname, port } = new URL(target);
  const open = new Set<Socket>();
  let isDown = false;
  let putsLeft = Infinity;

  const cutAll = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };
  const server = createServer((client) => {
    if (isDown) return client.destroy();
    const upstream = connect(Number(port), hostname);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('error', () => undefined).on('close', () => {
        open.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      // A request line starts its own chunk; the bodies here are images, never "PUT ...".
      if (chunk.subarray(0, 4).toString('latin1') === 'PUT ' && --putsLeft < 0) {
        isDown = true;
        return cutAll();
      }
      if (!isDown) upstream.write(chunk);
    });
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    down() {
      isDown = true;
      cutAll();
    },
    up() {
      isDown = false;
      putsLeft = Infinity;
    },
    downAfterPuts(n: number) {
      putsLeft = n;
    },
    close: () => {
      cutAll();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
