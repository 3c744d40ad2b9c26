import { presignGet, signedFetch } from '../aws-http/signed-request';

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export interface FileStoreOptions {
  bucket: string;
  region: string;
  /** Path-style endpoint of an S3-compatible store (local); AWS's virtual-hosted one otherwise. */
  endpoint?: string;
}

/**
 * The private files bucket (logos, avatars) through signed HTTP calls: PutObject and presigned
 * GET URLs. The full S3 client would double the size of every function that touches a file.
 */
export class S3FileStore {
  constructor(private readonly options: FileStoreOptions) {}

  private url(key: string): URL {
    const path = key.split('/').map(encodeURIComponent).join('/');
    return this.options.endpoint
      ? new URL(`${this.options.endpoint.replace(/\/$/, '')}/${this.options.bucket}/${path}`)
      : new URL(`https://${this.options.bucket}.s3.${this.options.region}.amazonaws.com/${path}`);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const response = await signedFetch({
      service: 's3',
      region: this.options.region,
      url: this.url(key),
      method: 'PUT',
      headers: { 'content-type': contentType, 'cache-control': 'private, max-age=86400' },
      body: bytes,
      timeoutMs: 10_000,
    });
    if (!response.ok) throw new Error(`The file store answered ${response.status}`);
  }

  /** DeleteObject; S3 answers 204 whether or not the key existed. */
  async delete(key: string): Promise<void> {
    const response = await signedFetch({
      service: 's3',
      region: this.options.region,
      url: this.url(key),
      method: 'DELETE',
      // S3 wants the payload hash on every signed call; this one has no payload.
      headers: { 'x-amz-content-sha256': EMPTY_SHA256 },
      timeoutMs: 10_000,
    });
    if (!response.ok) throw new Error(`The file store answered ${response.status}`);
  }

  /** A URL that serves the object for `expiresIn` seconds. */
  signedUrl(key: string, expiresIn = 6 * 60 * 60): Promise<string> {
    return presignGet({
      service: 's3',
      region: this.options.region,
      url: this.url(key),
      expiresIn,
    });
  }
}
