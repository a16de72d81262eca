import type { AddressInfo } from 'node:net';

/** Tells the parent benchmark the port (and any sign-in cookie), and stops cleanly on SIGTERM. */
export function reportReady(
  address: AddressInfo | string | null,
  close: () => Promise<unknown>,
  cookie?: string,
) {
  if (!address || typeof address === 'string')
    throw new Error('server is not listening on a TCP port');
  process.on('SIGTERM', () => {
    const timer = setTimeout(() => process.exit(1), 5_000);
    void close().finally(() => {
      clearTimeout(timer);
      process.exit(0);
    });
  });
  process.send!({ port: address.port, cookie });
}
