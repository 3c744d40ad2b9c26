import type { Analytics } from '../api/analytics';
import { formatDay } from './day-format';

/**
 * The daily responses in words (issue #27), the same on the page and in the PDF: a line of zeros
 * tells nothing, so the chart is drawn only when answers were released on at least this many
 * days of the range; otherwise the sentence says it all.
 */
export const MIN_CHART_DAYS = 3;

/** Whether the daily chart shows anything words would not. */
export function dailyChartInforms(days: Analytics['trends']['dailyResponses']): boolean {
  return days.filter((d) => d.value > 0).length >= MIN_CHART_DAYS;
}

const responses = (n: number) => `${n} ${n === 1 ? 'response' : 'responses'}`;

/** The daily responses of a range as a sentence, dates in the locale's style. */
export function dailyInWords(
  a: Pick<Analytics, 'from' | 'to' | 'trends'>,
  locale?: string,
): string {
  const day = (d: string) => formatDay(d, locale);
  const days = a.trends.dailyResponses;
  const active = days.filter((d) => d.value > 0);
  const total = active.reduce((n, d) => n + d.value, 0);
  if (active.length === 0) {
    return `No released responses from ${day(a.from)} to ${day(a.to)}.`;
  }
  if (active.length < MIN_CHART_DAYS) {
    const list = active.map((d) => `${responses(d.value)} on ${day(d.date)}`).join(' and ');
    const when = active.length === 1 ? 'one day' : 'two days';
    return `Answers were released on ${when} only between ${day(a.from)} and ${day(a.to)}: ${list}. A chart shows once answers are released on at least ${MIN_CHART_DAYS} days.`;
  }
  const peak = active.reduce((p, d) => (d.value > p.value ? d : p));
  return `${responses(total)} from ${day(a.from)} to ${day(a.to)}, on ${active.length} of ${days.length} days; the most on ${day(peak.date)} (${peak.value}).`;
}
