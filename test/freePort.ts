// A free loopback port, so several checkouts (and several servers in one test) can run at once. Shared by the unit
// tests that start scripts/serve.mjs, the browser tests' global setup and the sync tests.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
