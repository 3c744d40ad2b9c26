import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3ClientSettings, type S3Location } from './s3-client-settings';

export type FileStoreOptions = S3Location;

/** One call, all its tries included: a route function has 10 s in all. */
const CALL_TIMEOUT_MS = 9000;

/**
 * The private files bucket (logos, avatars) through the S3 client and its standard retry
 * strategy (three tries when throttled, failing or not answering): PutObject, DeleteObject,
 * GetObject (a logo for a report) and presigned GET URLs.
 */
export class S3FileStore {
  private readonly client: S3Client;

  constructor(private readonly options: FileStoreOptions) {
    this.client = new S3Client({
      ...s3ClientSettings(options),
      maxAttempts: 3,
      requestHandler: {
        connectionTimeout: 2000,
        requestTimeout: 5000,
        throwOnRequestTimeout: true,
      },
    });
  }

  /** PutObject; `cacheControl` is what the object is served with (private for a day unless said). */
  put(
    key: string,
    bytes: Uint8Array,
    contentType: string,
    cacheControl = 'private, max-age=86400',
  ): Promise<void> {
    return call((abortSignal) =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: cacheControl,
        }),
        { abortSignal },
      ),
    );
  }

  /** DeleteObject; S3 answers 204 whether or not the key existed. */
  delete(key: string): Promise<void> {
    return call((abortSignal) =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }), {
        abortSignal,
      }),
    );
  }

  /**
   * The object's bytes (one GetObject), or undefined when there is no such object or it is
   * larger than `maxBytes`. Other failures throw.
   */
  async bytes(key: string, maxBytes: number): Promise<Uint8Array | undefined> {
    const result = await this.read(key, maxBytes);
    return typeof result === 'string' ? undefined : result;
  }

  /** The object's bytes, or why there are none ('missing', or 'too-large' past `maxBytes`). */
  private async read(key: string, maxBytes: number): Promise<Uint8Array | 'missing' | 'too-large'> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
        { abortSignal: AbortSignal.timeout(CALL_TIMEOUT_MS) },
      );
      if ((out.ContentLength ?? 0) > maxBytes) {
        // Not read: the rest of a body too large is not downloaded.
        out.Body?.transformToWebStream()
          .cancel()
          .catch(() => undefined);
        return 'too-large';
      }
      const bytes = await out.Body?.transformToByteArray();
      return !bytes ? 'missing' : bytes.length > maxBytes ? 'too-large' : bytes;
    } catch (error) {
      if ((error as Error).name === 'NoSuchKey') return 'missing';
      throw error;
    }
  }

  /**
   * A URL that stores exactly `size` bytes of `contentType` at `key` with one PUT, for
   * `expiresIn` seconds: both headers are signed, so S3 refuses any other length or type.
   * The headers are what the PUT must send (a browser sends the length itself).
   */
  async presignedPut(
    key: string,
    contentType: string,
    size: number,
    expiresIn: number,
  ): Promise<{ url: string; headers: Record<string, string> }> {
    const command = new PutObjectCommand({
      Bucket: this.options.bucket,
      Key: key,
      ContentType: contentType,
      ContentLength: size,
    });
    const url = await getSignedUrl(this.client, command, {
      expiresIn,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    return { url, headers: { 'content-type': contentType } };
  }

  /**
   * The object's bytes, or why there are none ('missing', or 'too-large' past `maxBytes`); the
   * object is deleted either way, so it is read at most once.
   */
  async take(key: string, maxBytes: number): Promise<Uint8Array | 'missing' | 'too-large'> {
    const result = await this.read(key, maxBytes);
    if (result !== 'missing') await this.delete(key);
    return result;
  }

  /** A URL that serves the object for `expiresIn` seconds (signed here: no call is made). */
  signedUrl(key: string, expiresIn = 6 * 60 * 60): Promise<string> {
    const command = new GetObjectCommand({ Bucket: this.options.bucket, Key: key });
    return getSignedUrl(this.client, command, { expiresIn });
  }
}

/** A call whose failure, after the client's tries, says whether the store answered at all. */
async function call(send: (abortSignal: AbortSignal) => Promise<unknown>): Promise<void> {
  try {
    await send(AbortSignal.timeout(CALL_TIMEOUT_MS));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    throw new Error(
      status === undefined ? 'The file store did not answer' : `The file store answered ${status}`,
      { cause: error },
    );
  }
}
