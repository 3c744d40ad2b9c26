import type { Dashboard } from '#shared/api/dashboard';
import { normaliseSentiment, sentimentClass, type SentimentClass } from '#shared/domain/sentiment';

/** What the dashboard says when loading fails and the server gave no message (spec 1 §8). */
export const DASHBOARD_FAILED_MESSAGE = 'Failed to fetch dashboard data';

/** The spec's 5 items of recent activity (spec 1 §9). */
export const RECENT_ACTIVITY_LIMIT = 5;

/** How long 'Email sent!' stays on the banner's resend button (spec 1 §9). */
export const RESEND_CONFIRMATION_MS = 3_000;

export const SENTIMENT_LABELS: Record<SentimentClass, string> = {
  positive: 'Positive',
  neutral: 'Neutral',
  negative: 'Negative',
};

export const SENTIMENT_PALETTES: Record<SentimentClass, string> = {
  positive: 'green',
  neutral: 'gray',
  negative: 'red',
};

/** An average sentiment (0-1, or a percentage) as a whole percentage with its class. */
export function sentimentSummary(value: number): {
  percent: number;
  kind: SentimentClass;
  label: string;
} {
  const kind = sentimentClass(value);
  return {
    percent: Math.round(normaliseSentiment(value) * 100),
    kind,
    label: SENTIMENT_LABELS[kind],
  };
}

/** Nothing to show yet: no teams, no surveys and no responses. */
export function isEmptyDashboard(data: Dashboard): boolean {
  return (
    data.totalTeams === 0 &&
    data.activeSurveys === 0 &&
    data.totalResponses === 0 &&
    data.recentActiveSurveys.length === 0 &&
    data.recentResponses.length === 0
  );
}

/**
 * 'Mar 5, 2026' for a day (`YYYY-MM-DD`) in the app's language (else the browser's), read as a
 * calendar day in every time zone.
 */
export function formatDay(day: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  const [year = 0, month = 1, date = 1] = match.slice(1).map(Number);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}
