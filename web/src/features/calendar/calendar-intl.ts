import { createIntl, type IntlShape } from 'react-intl';

/** What the calendar's rules say things with: the app's intl in the chosen language. */
export type CalendarIntl = Pick<
  IntlShape,
  'locale' | 'formatMessage' | 'formatDate' | 'formatTime'
>;

let english: CalendarIntl | undefined;
/** English, the messages' defaults: what the rules say when no language is given. */
export function englishIntl(): CalendarIntl {
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
