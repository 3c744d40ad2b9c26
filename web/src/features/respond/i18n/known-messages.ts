import type { RespondPageId } from '#shared/i18n/respond/en';
import { englishText } from './english-text';
import { LINK_NOT_VALID, SUBMIT_FAILED, SURVEY_UNAVAILABLE } from '../api/public-survey-api';
import { useRespondText } from './respond-intl';

/**
 * The page's own messages that reach it as English text (from the api client): said in the
 * respondent's language. A message the server wrote itself is shown as it came.
 */
const KNOWN_MESSAGES: Record<string, RespondPageId> = {
  [LINK_NOT_VALID]: 'respond.error.linkNotValid',
  [SURVEY_UNAVAILABLE]: 'respond.error.unavailable',
  [SUBMIT_FAILED]: 'respond.error.submitFailed',
  [englishText('respond.error.checkFailed')]: 'respond.error.checkFailed',
  [englishText('respond.error.conversationFailed')]: 'respond.error.conversationFailed',
};

/** A message in the respondent's language when it is one of the page's own. */
export function useKnownMessage() {
  const { text } = useRespondText();
  return (message: string) => {
    const id = KNOWN_MESSAGES[message];
    return id ? text(id) : message;
  };
}
