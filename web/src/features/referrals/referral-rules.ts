import { createIntl, type IntlShape } from 'react-intl';
import { referralTerms } from '#shared/domain/referral-terms';
import { referralsMessages as m } from './messages';

/** What the rules say things with: the app's intl in the chosen language (useAppIntl). */
export type ReferralIntl = Pick<IntlShape, 'formatMessage' | 'formatNumber' | 'formatDate'>;

let english: ReferralIntl | undefined;
/** English, the messages' defaults: what the rules say when no language is given. */
function englishIntl(): ReferralIntl {
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

/** How long the Share button says 'Copied!' (spec 2 §2). */
export const COPIED_MS = 2000;

/** A commission month ('2026-11') by name: 'November 2026'. */
export function formatMonth(month: string, intl: ReferralIntl = englishIntl()): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return intl.formatDate(Date.UTC(year, monthNumber - 1, 1), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const payoutRequested = (month: string, intl: ReferralIntl = englishIntl()) =>
  intl.formatMessage(m.payoutRequested, { month: formatMonth(month, intl) });

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

interface ShareCapable {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

/**
 * Shares the link with the device's own share sheet where there is one; otherwise copies it.
 * Closing the share sheet is not a failure (nothing is said). `words` are the share sheet's title
 * and text, in the page's language.
 */
export async function shareLink(
  link: string,
  nav: ShareCapable,
  words: { title: string; text: string } = shareWords(englishIntl()),
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ ...words, url: link });
      return 'shared';
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') return 'cancelled';
      // A share sheet that fails (not allowed here, say): copy instead.
    }
  }
  try {
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(link);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The share sheet's title and text. */
export function shareWords(intl: ReferralIntl): { title: string; text: string } {
  return {
    title: intl.formatMessage(m.shareTitle),
    text: intl.formatMessage(m.shareText, {
      discount: formatPercent(referralTerms.referredDiscountPercent / 100, intl),
    }),
  };
}

export const formatDollars = (amount: number, intl: ReferralIntl = englishIntl()) =>
  intl.formatNumber(amount, { style: 'currency', currency: 'USD' });

/** A rate (0.2) as a percentage in the language's way: '20%', '20 %'. */
export const formatPercent = (rate: number, intl: ReferralIntl = englishIntl()) =>
  intl.formatNumber(rate, { style: 'percent', maximumFractionDigits: 0 });

export function formatDay(iso: string, intl: ReferralIntl = englishIntl()): string {
  return intl.formatDate(iso, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
