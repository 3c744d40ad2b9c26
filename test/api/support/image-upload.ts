import { expect } from 'vitest';
import { imageUploadResponse, type ImageUploadResponse } from '#shared/api/uploads';
import { call, type ApiResponse } from './auth-api';

/** Where an image upload is asked for: the caller's avatar, or a team's logo. */
export type UploadTarget = { avatar: true } | { teamId: string };

export function askUpload(
  token: string,
  target: UploadTarget,
  body: { contentType: string; size: number },
): Promise<ApiResponse> {
  const path =
    'teamId' in target
      ? `/api/teams/${target.teamId}/logo-upload`
      : '/api/auth/profile/avatar-upload';
  return call('POST', path, { token, json: body });
}

/**
 * An image put into the file store the way the web app does it (decision 0051): ask for a URL,
 * PUT the bytes to it with its headers; the id to save with. `bytes` may differ from `size` to
 * play a client that sends more than it said.
 */
export async function uploadImage(
  token: string,
  target: UploadTarget,
  bytes: Uint8Array,
  contentType: string,
  size = bytes.length,
): Promise<ImageUploadResponse> {
  const asked = await askUpload(token, target, { contentType, size });
  expect(asked.status, asked.text).toBe(200);
  const upload = imageUploadResponse.parse(asked.body);
  const put = await fetch(upload.url, {
    method: upload.method,
    headers: upload.headers,
    body: new Uint8Array(bytes),
  });
  expect(put.status, await put.text()).toBe(200);
  return upload;
}
