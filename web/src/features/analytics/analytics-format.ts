import type { Analytics } from '../../../../shared/src/api/analytics';

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

/** Nothing to show yet: no survey at all. */
export const isEmptyAnalytics = (a: Analytics) => a.insights.totalSurveys === 0;

/** 2026-11-25 -> 'Nov 25' (UTC: the days are UTC days). */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The chart's axis labels: every day for a week, one a week beyond (7 points per week). */
export function tickDays(days: readonly { date: string }[]): string[] {
  if (days.length <= 7) return days.map((d) => d.date);
  const step = days.length <= 31 ? 7 : days.length <= 90 ? 14 : 61;
  return days.filter((_, i) => (days.length - 1 - i) % step === 0).map((d) => d.date);
}

/** A sentence a screen reader reads in place of the daily chart. */
export function dailySummary(a: Analytics): string {
  const days = a.trends.dailyResponses;
  const active = days.filter((d) => d.value > 0);
  if (active.length === 0) return `No released responses from ${a.from} to ${a.to}.`;
  const peak = active.reduce((p, d) => (d.value > p.value ? d : p));
  return `${a.insights.totalResponses} responses from ${a.from} to ${a.to}, on ${active.length} of ${days.length} days; the most on ${peak.date} (${peak.value}).`;
}
