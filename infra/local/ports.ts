import { createServer } from 'node:net';

/** A port nothing listens on right now, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** Resolves once something accepts HTTP requests at `url` (any status), or rejects at the deadline. */
export async function waitForHttp(url: string, timeoutMs: number, isAlive?: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (isAlive && !isAlive()) throw new Error('process exited');
    try {
      await fetch(url, { method: 'GET', signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`nothing answered at ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}
