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
  method: 'GET' | 'HEAD';
  timeoutMs: number;
}

/**
 * A SigV4-signed call for cheap liveness checks. Health probes use it instead of a full SDK
 * client so the health function stays small; data calls always go through the SDK clients.
 */
export async function signedFetch(request: SignedRequest): Promise<Response> {
  const signer = new SignatureV4({
    service: request.service,
    region: request.region,
    credentials: fromEnv(),
    sha256: NodeSha256,
  });
  const { url } = request;
  const signed = await signer.sign({
    method: request.method,
    protocol: url.protocol,
    hostname: url.hostname,
    ...(url.port ? { port: Number(url.port) } : {}),
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: { host: url.host },
  });
  return fetch(url, {
    method: request.method,
    headers: signed.headers,
    signal: AbortSignal.timeout(request.timeoutMs),
  });
}
