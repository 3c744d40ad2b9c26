import type { StoredImages } from './stored-images';

/**
 * One hourly run of a clean-up of deleted things (teams, accounts): each one still pending, in
 * turn, within its bounded share. Returns how many are now removed completely; the others are
 * taken up again by the next run.
 */
export async function purgeEach<T>(
  pending: T[],
  purge: (deleted: T) => Promise<boolean>,
): Promise<number> {
  let done = 0;
  for (const deleted of pending) {
    if (await purge(deleted)) done += 1;
  }
  return done;
}

/**
 * Deletes the image a deleted thing had (its avatar, its logo), if any. A failure is logged and
 * the clean-up goes on: the image is no longer linked from anything.
 */
export async function removeImageOf(
  images: Pick<StoredImages, 'remove'>,
  key: string | null,
  failed: (error: unknown) => void,
): Promise<void> {
  if (key) await images.remove(key).catch(failed);
}
