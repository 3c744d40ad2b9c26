/**
 * Team logos are public at a path of the app's own origin that never expires (decision 0039):
 * `https://<app>/logos/<teamId>/<random>.<ext>` is the object `logos/<teamId>/<random>.<ext>` of
 * the files bucket, served by CloudFront in AWS and by the local runtime from the S3 stand-in.
 * Every upload gets a new random name, so a new logo is a new URL and a URL's bytes never change.
 * Nothing else in the bucket (avatars) is public.
 */

/** The bucket prefix, and the app path, that is public. */
export const PUBLIC_LOGO_PREFIX = 'logos/';

/** What browsers, mail clients and CloudFront may do with a logo: keep it for a year. */
export const PUBLIC_LOGO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A logo key as the image store makes it: the team's id, then a random name per upload. */
const LOGO_KEY = /^logos\/[A-Za-z0-9-]{1,64}\/[A-Za-z0-9-]{16,64}\.(png|jpg|gif|webp|img)$/;

export function isPublicLogoKey(key: string): boolean {
  return LOGO_KEY.test(key);
}

/**
 * The logo's public URL on the app's origin. The same for every recipient of every mail: it
 * carries nothing about who reads it. Throws for a key that is not a logo's.
 */
export function publicLogoUrl(appOrigin: string, key: string): string {
  if (!isPublicLogoKey(key)) throw new Error('Not a public logo key');
  return `${appOrigin.replace(/\/$/, '')}/${key}`;
}
