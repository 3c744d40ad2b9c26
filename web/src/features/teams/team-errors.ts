import type { AppMessage } from '../../i18n/define-messages';
import { isApiError } from '../../lib/api-error';
import { describeError, type ErrorToast } from '../../lib/error-catalogue';
import { teamRulesMessages as m } from './messages';
import { englishIntl, type TeamsIntl } from './teams-intl';

/**
 * A failed invitation (spec 1 §8): 404, 403 and 409 in the catalogue's words, otherwise the
 * server's message or 'Failed to send invitation. Please try again.'
 */
export function inviteFailure(error: unknown, intl: TeamsIntl = englishIntl()): ErrorToast {
  const described = describeError(error, intl.formatMessage(m.inviteFailed));
  if (!isApiError(error)) return described;
  const known: Record<number, AppMessage> = {
    404: m.inviteNotFound,
    403: m.inviteForbidden,
    409: m.alreadyMember,
  };
  const knownMessage = known[error.status];
  const message = knownMessage ? intl.formatMessage(knownMessage) : undefined;
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
