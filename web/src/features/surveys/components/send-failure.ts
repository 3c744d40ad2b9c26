import { isApiError } from '../../../lib/api-error';
import { describeError, type ErrorToast } from '../../../lib/error-catalogue';
import { englishIntl, type SurveyIntl } from '../survey-intl';
import { retryInWords, SURVEY_MESSAGES } from '../survey-messages';

/**
 * What a failed send says, in the dialog and the toast alike. A daily cap or a resend cap (429)
 * says which limit and when to try again, from Retry-After in words; an unverified sender (403
 * email_not_verified) is told to verify first; anything else is the catalogue's failure.
 */
export function sendFailure(
  failure: unknown,
  intl: SurveyIntl = englishIntl(),
): ErrorToast & { title: string } {
  const say = intl.formatMessage;
  const content = describeError(failure, say(SURVEY_MESSAGES.sendEmailFailed));
  if (isApiError(failure) && failure.status === 429) {
    // The server's sentence says which cap; its own 'Try again in N hours.' gives way to ours.
    const cut = failure.message.indexOf(' Try again in ');
    const which = cut >= 0 ? failure.message.slice(0, cut) : failure.message;
    const when = failure.retryAfterSeconds ? retryInWords(failure.retryAfterSeconds, intl) : '';
    return {
      ...content,
      title: say(SURVEY_MESSAGES.sendLimitReached),
      message: [which, when].filter(Boolean).join(' '),
    };
  }
  if (isApiError(failure) && failure.errorType === 'email_not_verified') {
    return {
      ...content,
      title: say(SURVEY_MESSAGES.verifyBeforeSending),
      message: failure.message || say(SURVEY_MESSAGES.verifyBeforeSending),
    };
  }
  return { ...content, title: say(SURVEY_MESSAGES.sendEmailFailed) };
}
