import { createIntl, type IntlShape } from 'react-intl';

/**
 * What the surveys' plain modules (rules, checks, toasts' words) say things with: the app's intl
 * in the chosen language (`useAppIntl()`), passed in by the screen; English when none is given.
 */
export type SurveyIntl = Pick<
  IntlShape,
  'formatMessage' | 'formatNumber' | 'formatDate' | 'formatList' | 'locale'
>;

let english: SurveyIntl | undefined;
/** English, the messages' defaults: what the rules say when no language is given. */
export function englishIntl(): SurveyIntl {
  english ??= createIntl({
    locale: 'en-US',
    defaultLocale: 'en',
    messages: {},
    // English is every message's default: no catalog is missing.
    onError: (error) => {
      if (error.code !== 'MISSING_TRANSLATION') console.error(error);
    },
  });
  return english;
}
