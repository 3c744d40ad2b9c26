import * as z from 'zod/mini';
import { IMAGE_MAX_BYTES } from '../domain/brand';

/**
 * Images (avatars, team logos) go from the browser straight to the file store with a presigned
 * PUT, then a save names the upload (decision 0051): a 5 MB image would not fit in a function's
 * 6 MB request once encoded in the event.
 */

/** What a browser may upload: the types the upload check reads (a GIF's first frame). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

export const IMAGE_TYPE_MESSAGE = 'Please select a PNG, JPEG or GIF image';

export const imageUploadBody = z.object({
  contentType: z.enum(UPLOAD_IMAGE_TYPES, IMAGE_TYPE_MESSAGE),
  /** The file's size in bytes: the presigned PUT is signed for exactly this length. */
  size: z
    .int()
    .check(
      z.minimum(1, 'The image is empty'),
      z.maximum(IMAGE_MAX_BYTES, 'Image size must be less than 5MB'),
    ),
});
export type ImageUploadBody = z.infer<typeof imageUploadBody>;

export const imageUploadResponse = z.object({
  /** Named by the save that uses the image (`avatarUpload`, `logoUpload`). */
  uploadId: z.string(),
  /** PUT the file's bytes here, with `headers`, before `expiresAt`. */
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponse>;

/** An upload's id as a save names it: the random UUID the upload route gave. */
export const uploadIdField = z
  .string()
  .check(
    z.regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      'Choose the image again',
    ),
  );

/** How long a presigned upload URL works. */
export const UPLOAD_URL_SECONDS = 300;
