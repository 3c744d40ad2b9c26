import { randomUUID } from 'node:crypto';
import type { AvatarStore } from '../../domain/accounts/ports';
import type { TeamFileStore } from '../../domain/teams/ports';
import type { UploadStaging } from '../../domain/image-uploads';
import { PUBLIC_LOGO_CACHE_CONTROL } from '#shared/domain/public-logos';
import type { S3FileStore } from './file-store';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * Avatars (`avatars/<userId>/...`) and team logos (`logos/<teamId>/...`) in the files bucket.
 * Keys are made here from the owner's id and a random name, never from anything sent. Logos are
 * public at their key's path on the app's origin (decision 0039): a new upload is a new name, so
 * each is stored to be kept for a year; avatars stay private. Uploads on their way in wait under
 * `uploads/` (decision 0051).
 */
export class S3ImageStore implements AvatarStore, TeamFileStore, UploadStaging {
  constructor(private readonly files: S3FileStore) {}

  private async putImage(
    prefix: string,
    ownerId: string,
    bytes: Uint8Array,
    contentType: string,
    cacheControl?: string,
  ) {
    const key = `${prefix}/${ownerId}/${randomUUID()}.${EXTENSIONS[contentType] ?? 'img'}`;
    await this.files.put(key, bytes, contentType, cacheControl);
    return key;
  }

  put(userId: string, bytes: Uint8Array, contentType: string): Promise<string> {
    return this.putImage('avatars', userId, bytes, contentType);
  }

  putLogo(teamId: string, bytes: Uint8Array, contentType: string): Promise<string> {
    return this.putImage('logos', teamId, bytes, contentType, PUBLIC_LOGO_CACHE_CONTROL);
  }

  url(key: string): Promise<string> {
    return this.files.signedUrl(key);
  }

  remove(key: string): Promise<void> {
    return this.files.delete(key);
  }

  presignPut(key: string, contentType: string, size: number, expiresIn: number) {
    return this.files.presignedPut(key, contentType, size, expiresIn);
  }

  take(key: string, maxBytes: number): Promise<Uint8Array | 'missing' | 'too-large'> {
    return this.files.take(key, maxBytes);
  }
}
