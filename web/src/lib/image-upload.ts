import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { appText } from './app-text';
import { libMessages } from './messages';

/** The failure's English (tests read it); shown in the app's language. */
export const IMAGE_UPLOAD_FAILED = libMessages.uploadFailed.defaultMessage;

/** Whose image it is: the signed-in user's avatar, or a team's logo. */
export type ImageTarget = { avatar: true } | { teamId: string };

/**
 * Puts a chosen image straight into the file store (decision 0051) and returns the id a save
 * names it by (`avatarUpload`, `logoUpload`): the file never passes through a function, whose
 * request could not hold 5 MB. Throws an {@link ApiError} with words a person can read.
 */
export async function uploadImageFile(
  target: ImageTarget,
  file: File,
  signal?: AbortSignal,
): Promise<string> {
  const body = { contentType: file.type as 'image/png', size: file.size };
  const upload =
    'teamId' in target
      ? await apiRequest('CreateTeamLogoUpload', { params: { teamId: target.teamId }, body })
      : await apiRequest('CreateAvatarUpload', { body });
  let response: Response;
  try {
    response = await fetch(upload.url, {
      method: upload.method,
      headers: upload.headers,
      body: file,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'upload_failed', appText(libMessages.uploadFailed));
  }
  if (!response.ok) {
    throw new ApiError(response.status, 'upload_failed', appText(libMessages.uploadFailed), {
      details: appText(libMessages.uploadAnswered, { status: response.status }),
    });
  }
  return upload.uploadId;
}
