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

/**
 * Resolves once something answers HTTP requests at `url` (any status; with `accept`, an answer
 * it accepts, so another program that took the port is not mistaken for the one awaited), or
 * rejects at the deadline or once `isAlive` says the awaited process is gone.
 */
export async function waitForHttp(
  url: string,
  timeoutMs: number,
  isAlive?: () => boolean,
  accept: (response: Response) => boolean = () => true,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (isAlive && !isAlive()) throw new Error('process exited');
    try {
      const response = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(1000) });
      await response.body?.cancel();
      if (!accept(response)) throw new Error('another program answered');
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`nothing answered at ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}
