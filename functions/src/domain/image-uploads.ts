import { IMAGE_MAX_BYTES } from '../../../shared/src/domain/brand';
import type { RateLimiter, RateLimitRule } from './accounts/ports';
import { RateLimitError, ValidationError } from './errors';
import { normalizeImage, type StoredImage } from './image-normalize';
import { ImageRefusedError, inspectImage } from './images';

/**
 * The one gate every uploaded image (avatars, team logos) passes before it is stored: the size,
 * the account's hourly number of uploads (refused ones count: checking a file costs CPU), and the
 * file's whole structure. Errors use the spec's words; `details` says what was wrong.
 */

export const uploadLimits = {
  imagesPerAccount: { scope: 'image-uploads', limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export const SELECT_AN_IMAGE = 'Please select an image file';
export const IMAGE_TOO_LARGE = 'Image size must be less than 5MB';

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export class ImageUploads {
  constructor(private readonly deps: { limiter: RateLimiter }) {}

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
