import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One answer: a status, a JSON body, and the AWS error type header when it is an error. */
export interface Answer {
  status: number;
  body?: unknown;
  errorType?: string;
  headers?: Record<string, string>;
}

export interface AnsweringServer {
  endpoint: string;
  /** Every request since the last `reset`. */
  readonly seen: SeenRequest[];
  /** Answers to give, first in first out; a 200 with `{}` when none is left. */
  readonly answers: Answer[];
  reset(): void;
  close(): Promise<void>;
}

/**
 * A local HTTP server that stands in for an AWS JSON API in adapter tests: the AWS client under
 * test talks to it over real HTTP (signing, retries and all), it records each request and answers
 * from a queue.
 */
export async function startAnsweringServer(): Promise<AnsweringServer> {
  const seen: SeenRequest[] = [];
  const answers: Answer[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      });
      const answer = answers.shift() ?? { status: 200, body: {} };
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        ...(answer.errorType ? { 'x-amzn-errortype': answer.errorType } : {}),
        ...answer.headers,
      });
      res.end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    answers,
    reset() {
      seen.length = 0;
      answers.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
