import type { ProfileBody, User } from '#shared/api/auth';
import type { ImageUploadBody, ImageUploadResponse } from '#shared/api/uploads';
import { StaleVersionError, ValidationError } from '../errors';
import { now } from '../../lib/clock';
import { ImageUploads, type UploadStaging } from '../image-uploads';
import { ownDetails } from './own-details';
import type { AvatarStore, RateLimiter, UserRecord, UserRepository } from './ports';

export interface ProfileServiceDeps {
  users: Pick<UserRepository, 'update'>;
  avatars: AvatarStore;
  limiter: RateLimiter;
  /** Avatars uploaded straight to the file store (decision 0051). */
  staging?: UploadStaging;
  log?: (message: string, data: Record<string, unknown>) => void;
}

/** A user as the API shows them: the avatar as a link that can be read for a while. */
export async function presentUser(
  user: UserRecord,
  avatars: Pick<AvatarStore, 'url'>,
): Promise<User> {
  return {
    ...ownDetails(user),
    avatarUrl: user.avatarKey ? await avatars.url(user.avatarKey) : null,
    emailVerified: user.emailVerified,
    email_verified: user.emailVerified,
    authProvider: user.passwordHash ? 'password' : 'google',
    createdAt: user.createdAt,
    version: user.profileVersion ?? 0,
    timezone: user.timezone ?? null,
    // Absent (an account older than the flag) counts as done: only null is a tour still to come.
    tourDone: user.tourDoneAt !== null,
  };
}

/**
 * The signed-in user's own profile: reading it and changing names, contact details and the
 * avatar. Apart from the account service, so the profile functions carry none of sign-in's
 * weight (the common-password list, mail, Google's verifier).
 */
export class ProfileService {
  private readonly uploads: ImageUploads;

  constructor(private readonly deps: ProfileServiceDeps) {
    this.uploads = new ImageUploads({
      limiter: deps.limiter,
      ...(deps.staging ? { staging: deps.staging } : {}),
    });
  }

  /** A URL to upload an avatar to; `updateProfile` then names it (decision 0051). */
  startAvatarUpload(user: UserRecord, body: ImageUploadBody): Promise<ImageUploadResponse> {
    return this.uploads.startUpload(user.id, 'avatar', user.id, body);
  }

  async me(user: UserRecord): Promise<{ user: User }> {
    return { user: await presentUser(user, this.deps.avatars) };
  }

  /**
   * A profile save. With `version`, only over that version (decision 0025): checked on the
   * signed-in user's own record first, before any image is stored, then by the write itself.
   */
  async updateProfile(
    user: UserRecord,
    body: ProfileBody,
  ): Promise<{ success: boolean; user: User }> {
    const expected = body.version;
    if (expected !== undefined && expected !== (user.profileVersion ?? 0)) {
      throw new StaleVersionError();
    }
    const optional = (value: string | undefined) => (value && value.trim() ? value.trim() : null);
    let avatarKey = user.avatarKey;
    if (body.avatar && body.avatarUpload) {
      throw new ValidationError('Please check your information', {
        details: 'Send the avatar as a file or as an upload, not both.',
      });
    }
    const image = body.avatar
      ? await this.uploads.accept(user.id, body.avatar.content, 'avatar')
      : body.avatarUpload
        ? await this.uploads.acceptUploaded(user.id, 'avatar', user.id, body.avatarUpload)
        : undefined;
    if (image) avatarKey = await this.deps.avatars.put(user.id, image.bytes, image.type);
    let updated: UserRecord;
    try {
      updated = await this.deps.users.update(
        user.id,
        {
          firstName: body.firstName,
          lastName: body.lastName,
          phone: optional(body.phone),
          company: optional(body.company),
          bio: optional(body.bio),
          avatarKey,
        },
        { profileVersion: { expected } },
      );
    } catch (error) {
      // Another save won the race: the image stored for this one is nobody's.
      if (avatarKey && avatarKey !== user.avatarKey) await this.forget(avatarKey);
      throw error;
    }
    // Only now that the account points at the new image is the old one unreachable.
    if (user.avatarKey && user.avatarKey !== avatarKey) await this.forget(user.avatarKey);
    return { success: true, user: await presentUser(updated, this.deps.avatars) };
  }

  /** The time zone schedules and sends default to (validated by the route's schema). */
  async setTimeZone(user: UserRecord, timezone: string): Promise<{ user: User }> {
    const updated = await this.deps.users.update(user.id, { timezone });
    return { user: await presentUser(updated, this.deps.avatars) };
  }

  /**
   * The first-visit tour is behind this person: it stops starting by itself, on every device.
   * Once done it stays done, with the first moment kept.
   */
  async markTourDone(user: UserRecord, at = now()): Promise<{ user: User }> {
    if (user.tourDoneAt !== null) return this.me(user);
    const updated = await this.deps.users.update(user.id, { tourDoneAt: at.toISOString() });
    return { user: await presentUser(updated, this.deps.avatars) };
  }

  /** Deletes a replaced image; a failure leaves an orphan file, never a failed update. */
  private async forget(key: string): Promise<void> {
    try {
      await this.deps.avatars.remove(key);
    } catch (error) {
      this.deps.log?.('A replaced avatar could not be deleted', { key, error: String(error) });
    }
  }
}
