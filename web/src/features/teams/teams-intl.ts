import { createIntl, type IntlShape } from 'react-intl';

/** What the Teams rules say things with: the app's intl in the chosen language (useAppIntl). */
export type TeamsIntl = Pick<IntlShape, 'formatMessage' | 'formatNumber' | 'formatDate'>;

let english: TeamsIntl | undefined;
/** English, the messages' defaults: what the rules say when no language is given. */
export function englishIntl(): TeamsIntl {
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
