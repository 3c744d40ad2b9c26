import { randomUUID } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '#shared/domain/brand';
import {
  UPLOAD_URL_SECONDS,
  type ImageUploadBody,
  type ImageUploadResponse,
} from '#shared/api/uploads';
import { now } from '../lib/clock';
import type { RateLimiter, RateLimitRule } from './accounts/ports';
import { RateLimitError, ValidationError } from './errors';
import { normalizeImage, type StoredImage } from '../formats/images/image-normalize';
import { ImageRefusedError, inspectImage } from '../formats/images/images';

/**
 * The one gate every uploaded image (avatars, team logos) passes before it is stored: the size,
 * the account's hourly number of uploads (refused ones count: checking a file costs CPU), and the
 * file's whole structure. Errors use the spec's words; `details` says what was wrong.
 */

export const uploadLimits = {
  imagesPerAccount: { scope: 'image-uploads', limit: 20, windowSeconds: 60 * 60 },
  /** Upload URLs: each may leave a file in the store for a day, so they are counted too. */
  uploadUrlsPerAccount: { scope: 'image-upload-urls', limit: 40, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * Images on their way in (decision 0051): a browser PUTs the file to a presigned URL under
 * `uploads/`, then a save names it. The store deletes what is left there after a day.
 */
export interface UploadStaging {
  /** A URL that accepts exactly `size` bytes of `contentType` at `key` for `expiresIn` seconds. */
  presignPut(
    key: string,
    contentType: string,
    size: number,
    expiresIn: number,
  ): Promise<{ url: string; headers: Record<string, string> }>;
  /** The file's bytes, or why there are none; the file is gone from the store afterwards. */
  take(key: string, maxBytes: number): Promise<Uint8Array | 'missing' | 'too-large'>;
}

export const UPLOAD_MISSING =
  'The uploaded image was not found or has expired: please choose it again';

/** Where an upload waits: per kind and owner, so a save can only name its own owner's uploads. */
export function stagedUploadKey(field: 'avatar' | 'logo', ownerId: string, uploadId: string) {
  return `uploads/${field}/${ownerId}/${uploadId}`;
}

export const SELECT_AN_IMAGE = 'Please select an image file';
export const IMAGE_TOO_LARGE = 'Image size must be less than 5MB';

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export class ImageUploads {
  constructor(private readonly deps: { limiter: RateLimiter; staging?: UploadStaging }) {}

  private staging(): UploadStaging {
    if (!this.deps.staging) throw new Error('Image uploads need the file store');
    return this.deps.staging;
  }

  /**
   * A URL to upload one image to, for `ownerId` (the account for an avatar, the team for a
   * logo). The size and type were checked by the route's schema; the store holds the PUT to the
   * signed length, and the save checks the file again.
   */
  async startUpload(
    accountId: string,
    field: 'avatar' | 'logo',
    ownerId: string,
    body: ImageUploadBody,
  ): Promise<ImageUploadResponse> {
    const rule = uploadLimits.uploadUrlsPerAccount;
    const state = await this.deps.limiter.hit(rule, accountId);
    if (state.count > rule.limit) {
      throw new RateLimitError(
        `You can upload at most ${uploadLimits.imagesPerAccount.limit} images an hour. Try again in ${minutes(state.resetsIn)} minutes.`,
        state.resetsIn,
      );
    }
    const uploadId = randomUUID();
    const { url, headers } = await this.staging().presignPut(
      stagedUploadKey(field, ownerId, uploadId),
      body.contentType,
      body.size,
      UPLOAD_URL_SECONDS,
    );
    const expiresAt = new Date(now().getTime() + UPLOAD_URL_SECONDS * 1000).toISOString();
    return { uploadId, url, method: 'PUT', headers, expiresAt };
  }

  /** The image uploaded as `uploadId` for `ownerId`, through the same gate as a file part. */
  async acceptUploaded(
    accountId: string,
    field: 'avatar' | 'logo',
    ownerId: string,
    uploadId: string,
  ): Promise<StoredImage> {
    const bytes = await this.staging().take(
      stagedUploadKey(field, ownerId, uploadId),
      IMAGE_MAX_BYTES,
    );
    const uploadField = field === 'avatar' ? 'avatarUpload' : 'logoUpload';
    if (bytes === 'missing') {
      throw new ValidationError(UPLOAD_MISSING, { fields: { [uploadField]: UPLOAD_MISSING } });
    }
    if (bytes === 'too-large') {
      throw new ValidationError(IMAGE_TOO_LARGE, { fields: { [uploadField]: IMAGE_TOO_LARGE } });
    }
    return this.accept(accountId, bytes, field);
  }

  /**
   * The image to store for `bytes`: re-encoded from its pixels, without its metadata and at most
   * 1024 pixels a side (decision 0037); or the 400/429 that says why it is not stored.
   */
  async accept(
    accountId: string,
    bytes: Uint8Array,
    field: 'avatar' | 'logo',
  ): Promise<StoredImage> {
    if (bytes.length > IMAGE_MAX_BYTES) {
      throw new ValidationError(IMAGE_TOO_LARGE, { fields: { [field]: IMAGE_TOO_LARGE } });
    }
    const rule = uploadLimits.imagesPerAccount;
    const state = await this.deps.limiter.hit(rule, accountId);
    if (state.count > rule.limit) {
      throw new RateLimitError(
        `You can upload at most ${rule.limit} images an hour. Try again in ${minutes(state.resetsIn)} minutes.`,
        state.resetsIn,
      );
    }
    try {
      return normalizeImage(bytes, await inspectImage(bytes));
    } catch (error) {
      if (!(error instanceof ImageRefusedError)) throw error;
      throw new ValidationError(SELECT_AN_IMAGE, {
        details: error.reason,
        fields: { [field]: SELECT_AN_IMAGE },
      });
    }
  }
}
