import { randomUUID } from 'node:crypto';
import type { AvatarStore } from '../../domain/accounts/ports';
import type { S3FileStore } from './file-store';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Avatars under `avatars/<userId>/<random>.<ext>`: keys are made here, never taken from input. */
export class S3AvatarStore implements AvatarStore {
  constructor(private readonly files: S3FileStore) {}

  async put(userId: string, bytes: Uint8Array, contentType: string): Promise<string> {
    const key = `avatars/${userId}/${randomUUID()}.${EXTENSIONS[contentType] ?? 'img'}`;
    await this.files.put(key, bytes, contentType);
    return key;
  }

  url(key: string): Promise<string> {
    return this.files.signedUrl(key);
  }
}
