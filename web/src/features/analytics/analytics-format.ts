import type { IntlShape } from 'react-intl';
import type { Analytics, AnalyticsRange } from '#shared/api/analytics';
import { analyticsMessages as m } from './messages';

export const RANGE_LABELS = {
  '7d': m.range7d,
  '30d': m.range30d,
  '90d': m.range90d,
  '1y': m.range1y,
} as const satisfies Record<AnalyticsRange, unknown>;

/** '+12.5%', '−3%', or what to say when there is nothing earlier to compare with. */
export function formatChange(intl: IntlShape, change: number | null, unit = '%'): string {
  if (change === null) return intl.formatMessage(m.noEarlierData);
  if (change === 0) return intl.formatMessage(m.noChange);
  const sign = change > 0 ? '+' : '−';
  const value = intl.formatNumber(Math.abs(change), { maximumFractionDigits: 2 });
  return unit === '%' ? intl.formatMessage(m.changePercent, { sign, value }) : `${sign}${value}`;
}

/** A share in percent ("83%"; "83 %" in German). */
export const percentText = (intl: IntlShape, percent: number) =>
  intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 1 });

/** A mean rating on its own scale: "3.0/5" ("3,0/5" in German); a dash with none. */
export function ratingText(intl: IntlShape, mean: number | null, max: number): string {
  if (mean === null) return '—';
  const value = intl.formatNumber(mean, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${value}/${max}`;
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
