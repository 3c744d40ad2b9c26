/**
 * react-intl, loaded beside the app's first page rather than in its entry (docs/decisions/0061):
 * the signed-in shell's initial JavaScript has a budget of 170 KB gzip that it nearly fills.
 * Only web/src/i18n/intl.tsx imports this, dynamically.
 */
export { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
