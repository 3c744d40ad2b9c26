import type { Analytics } from '#shared/api/analytics';

export const ANALYTICS_FAILED_MESSAGE = 'Failed to load analytics data';
export const EXPORT_FAILED_MESSAGE = 'Failed to export analytics';

export const RANGE_LABELS = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
} as const;

/** '+12.5%', '−3%', or what to say when there is nothing earlier to compare with. */
export function formatChange(change: number | null, unit = '%'): string {
  if (change === null) return 'No earlier data';
  if (change === 0) return `No change`;
  return `${change > 0 ? '+' : '−'}${Math.abs(change)}${unit}`;
}

/** Nothing to show yet: no survey at all (whatever a filter narrows the figures to). */
export const isEmptyAnalytics = (a: Analytics) =>
  (a.filters ? a.filters.surveys.length : a.insights.totalSurveys) === 0;

/** The chart's axis labels: every day for a week, one a week beyond (7 points per week). */
export function tickDays(days: readonly { date: string }[]): string[] {
  if (days.length <= 7) return days.map((d) => d.date);
  const step = days.length <= 31 ? 7 : days.length <= 90 ? 14 : 61;
  return days.filter((_, i) => (days.length - 1 - i) % step === 0).map((d) => d.date);
}

/**
 * A label cut to `max` characters with an ellipsis (at a word when one ends near the cut); the
 * whole text goes beside it as a title or in the table under the chart.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 1) return '…';
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space >= max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
