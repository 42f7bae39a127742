import { createServer } from 'node:net';

/**
 * A free TCP port on 127.0.0.1. Servers whose issuer URL names their own port must know it before
 * they listen, so the port is taken first and released.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
