import net from 'node:net';

/**
 * A TCP port on 127.0.0.1 that nobody listens on right now. The caller starts its server on it just after, so another
 * process may take it in between: a caller that cannot afford that retries.
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
