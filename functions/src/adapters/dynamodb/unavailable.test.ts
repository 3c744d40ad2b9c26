import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataStoreUnavailableError } from '../../domain/errors';
import { errorResult } from '../../lib/route';
import { createDocumentClient, createDynamoClient } from './client';
import { toDataStoreError } from './unavailable';

/**
 * A DynamoDB failure at the adapter boundary: real SDK clients against an endpoint that refuses
 * connections, and against a stand-in that answers as DynamoDB does when it fails.
 */
vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');

let reply: { status: number; type: string } = { status: 500, type: 'InternalServerError' };
let calls = 0;
let server: Server;
let standIn: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    calls += 1;
    req.resume();
    req.on('end', () => {
      res.writeHead(reply.status, {
        'content-type': 'application/x-amz-json-1.0',
        'x-amzn-errortype': reply.type,
      });
      res.end(
        JSON.stringify({
          __type: `com.amazonaws.dynamodb.v20120810#${reply.type}`,
          message: 'internal detail: partition 7',
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const get = (endpoint: string) =>
  createDocumentClient(createDynamoClient({ region: 'us-east-1', endpoint })).send(
    new GetCommand({ TableName: 't', Key: { PK: 'a', SK: 'b' } }),
  );

async function closedPort(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

// The SDK's own retries back off (with jitter, up to seconds for throttling) before failing.
describe('a data store that fails', { timeout: 30_000 }, () => {
  it('is a 503 with the catalogue words when the endpoint refuses connections', async () => {
    const error = await get(await closedPort()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataStoreUnavailableError);
    const result = errorResult(error, 'req-1');
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(String(result.body))).toEqual({
      message: 'Server temporarily unavailable',
      errorType: 'server_error',
      details: 'Stored data cannot be reached right now. Please try again in a few minutes.',
    });
  });

  it('is a 503 for a service error and for throttling that outlasts the retries', async () => {
    for (const type of ['InternalServerError', 'ProvisionedThroughputExceededException']) {
      reply = { status: type === 'InternalServerError' ? 500 : 400, type };
      calls = 0;
      const error = await get(standIn).catch((e: unknown) => e);
      expect(error, type).toBeInstanceOf(DataStoreUnavailableError);
      // The client's own retries ran first (3 attempts).
      expect(calls, type).toBe(3);
      expect(String(errorResult(error, 'r').body)).not.toContain('partition');
    }
  });

  it('passes what callers act on unchanged: a failed condition, a cancelled transaction', async () => {
    reply = { status: 400, type: 'ConditionalCheckFailedException' };
    const error = await get(standIn).catch((e: unknown) => e);
    expect((error as Error).name).toBe('ConditionalCheckFailedException');
    expect(errorResult(error, 'r').statusCode).toBe(500);

    const cancelled = (codes: string[]) =>
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: codes.map((Code) => ({ Code })),
      });
    const conditional = cancelled(['None', 'ConditionalCheckFailed']);
    expect(toDataStoreError(conditional)).toBe(conditional);
    const conflict = cancelled(['TransactionConflict', 'None']);
    expect(toDataStoreError(conflict)).toBe(conflict);
    expect(toDataStoreError(cancelled(['ThrottlingError', 'None']))).toBeInstanceOf(
      DataStoreUnavailableError,
    );
    const ours = new Error('a bug of ours');
    expect(toDataStoreError(ours)).toBe(ours);
  });
});
