import { randomUUID } from 'node:crypto';
import type { TeamFileStore } from '../../domain/teams/ports';
import type { S3FileStore } from './file-store';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Team logos under `logos/<teamId>/<random>.<ext>`: keys are made here, never from input. */
export class S3TeamFileStore implements TeamFileStore {
  constructor(private readonly files: S3FileStore) {}

  async putLogo(teamId: string, bytes: Uint8Array, contentType: string): Promise<string> {
    const key = `logos/${teamId}/${randomUUID()}.${EXTENSIONS[contentType] ?? 'img'}`;
    await this.files.put(key, bytes, contentType);
    return key;
  }

  url(key: string): Promise<string> {
    return this.files.signedUrl(key);
  }
}
