import { isApiError } from '../../lib/api-error';
import { describeError, type ErrorToast } from '../../lib/error-catalogue';
import { teamMessages } from './team-rules';

/**
 * A failed invitation (spec 1 §8): 404, 403 and 409 in the catalogue's words, otherwise the
 * server's message or 'Failed to send invitation. Please try again.'
 */
export function inviteFailure(error: unknown): ErrorToast {
  const described = describeError(error, teamMessages.inviteFailed);
  if (!isApiError(error)) return described;
  const known: Record<number, string> = {
    404: teamMessages.inviteNotFound,
    403: teamMessages.inviteForbidden,
    409: teamMessages.alreadyMember,
  };
  const message = known[error.status];
  return message ? { ...described, title: undefined, message } : described;
}

/** Whether a team read failed because there is no such team for this user (404, or a malformed id). */
export function isMissingTeam(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

/** The field messages the server sent with a 400, if any. */
export function fieldErrors(error: unknown): Record<string, string> {
  return isApiError(error) && error.fields ? error.fields : {};
}
