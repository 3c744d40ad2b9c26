import { createHash, createHmac } from 'node:crypto';
import { fromEnv } from '@aws-sdk/credential-provider-env';
import { SignatureV4 } from '@smithy/signature-v4';

/** SHA-256 (or HMAC-SHA-256 with a secret) in the shape SigV4 expects, on node:crypto. */
class NodeSha256 {
  private hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret ? createHmac('sha256', toBytes(secret)) : createHash('sha256');
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(toBytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset(): void {
    throw new Error('not used');
  }
}

function toBytes(data: string | ArrayBuffer | ArrayBufferView): string | Uint8Array {
  if (typeof data === 'string') return data;
  if (ArrayBuffer.isView(data))
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return new Uint8Array(data);
}

export interface SignedRequest {
  service: string;
  region: string;
  url: URL;
  method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';
  timeoutMs: number;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
}

function signer(service: string, region: string) {
  return new SignatureV4({ service, region, credentials: fromEnv(), sha256: NodeSha256 });
}

function toHttpRequest(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body?: Uint8Array | string,
) {
  return {
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: { host: url.host, ...headers },
    ...(body === undefined ? {} : { body }),
  };
}

/** A presigned GET URL (SigV4 query signing), valid for `expiresIn` seconds. */
export async function presignGet(options: {
  service: string;
  region: string;
  url: URL;
  expiresIn: number;
}): Promise<string> {
  const presigned = await signer(options.service, options.region).presign(
    toHttpRequest(options.url, 'GET', {}),
    { expiresIn: options.expiresIn },
  );
  const url = new URL(options.url);
  url.search = '';
  for (const [key, value] of Object.entries(presigned.query ?? {})) {
    url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * A SigV4-signed call without a full SDK client. Health probes, avatar/logo files and the
 * session key use it so those functions stay within the bundle budget (decision 0004).
 */
export async function signedFetch(request: SignedRequest): Promise<Response> {
  const { url } = request;
  const headers: Record<string, string> = { ...request.headers };
  if (request.body !== undefined && request.service === 's3') {
    headers['x-amz-content-sha256'] = createHash('sha256').update(request.body).digest('hex');
  }
  const signed = await signer(request.service, request.region).sign(
    toHttpRequest(url, request.method, headers, request.body),
  );
  return fetch(url, {
    method: request.method,
    headers: signed.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
    signal: AbortSignal.timeout(request.timeoutMs),
  });
}
