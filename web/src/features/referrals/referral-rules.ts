import { monthLabel } from '#shared/domain/referral-terms';

export const REFERRALS_LOAD_FAILED = 'Failed to load referral information';
export const PAYOUTS_LOAD_FAILED = 'Failed to load eligible payouts';
export const PAYOUT_FAILED = 'Failed to request payout';
export const COPY_FAILED = 'Failed to copy link';
export const LINK_COPIED = 'Referral link copied to clipboard!';
/** How long the Share button says 'Copied!' (spec 2 §2). */
export const COPIED_MS = 2000;

export const payoutRequested = (month: string) => `Payout for ${monthLabel(month)} requested!`;

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

interface ShareCapable {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText(text: string): Promise<void> };
}

/**
 * Shares the link with the device's own share sheet where there is one; otherwise copies it.
 * Closing the share sheet is not a failure (nothing is said).
 */
export async function shareLink(link: string, nav: ShareCapable): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({
        title: 'Join me on Candor',
        text: 'Get 50% off your first month of Candor with my referral link.',
        url: link,
      });
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

export const formatDollars = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
