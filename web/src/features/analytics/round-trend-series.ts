import type { IntlShape } from 'react-intl';
import type { Analytics } from '#shared/api/analytics';
import { enpsLabel } from '#shared/domain/metric-labels';
import { percentText, ratingText } from './analytics-format';
import { analyticsMessages as m } from './messages';

type RoundTrend = NonNullable<Analytics['trends']['rounds']>[number];

/** One line of a round trend chart: a value per round, null for a gap. */
export interface TrendSeries {
  id: string;
  /** The whole question (or metric) name; the chart's legend cuts it, its title keeps it. */
  name: string;
  points: { round: number; openedOn: string | null; value: number | null }[];
  label: (value: number) => string;
}

/** One chart of a survey's round trend: lines that share a scale. */
export interface TrendChart {
  id: string;
  title: string;
  min: number;
  max: number;
  ticks: number[];
  series: TrendSeries[];
}

/** Every round from the first shown to the last shown; the ones between that are hidden are gaps. */
export function roundSpan(trend: RoundTrend): number[] {
  const rounds = trend.points.map((p) => p.round);
  if (rounds.length === 0) return [];
  const first = Math.min(...rounds);
  const last = Math.max(...rounds);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

function ticksOf(min: number, max: number): number[] {
  const step = Math.max(1, Math.ceil((max - min) / 5));
  const ticks: number[] = [];
  for (let v = min; v < max; v += step) ticks.push(v);
  ticks.push(max);
  return ticks;
}

function seriesOf(
  trend: RoundTrend,
  id: string,
  name: string,
  valueOf: (point: RoundTrend['points'][number]) => number | null,
  label: (value: number) => string,
): TrendSeries {
  const byRound = new Map(trend.points.map((p) => [p.round, p]));
  return {
    id,
    name,
    label,
    points: roundSpan(trend).map((round) => {
      const point = byRound.get(round);
      return { round, openedOn: point?.openedOn ?? null, value: point ? valueOf(point) : null };
    }),
  };
}

const figureOf = (point: RoundTrend['points'][number], questionId: string) =>
  point.questions?.find((q) => q.questionId === questionId);

/**
 * A survey's round trend as charts (issue #27): the rating questions' means, one chart per
 * scale (1-5 apart from 1-10), a 0-10 question's eNPS on its own -100 to 100 chart, and without
 * rating questions the participation. Only shown rounds have values; hidden ones are gaps.
 */
export function trendChartsOf(trend: RoundTrend, intl: IntlShape): TrendChart[] {
  const questions = trend.questions;
  if (!questions || questions.length === 0) {
    const scored = trend.points.some((p) => p.average !== null);
    if (scored) {
      const max = trend.points.find((p) => p.scale)?.scale ?? 5;
      return [
        {
          id: 'score',
          title: intl.formatMessage(m.averageRatingScale, { min: 1, max }),
          min: 1,
          max,
          ticks: ticksOf(1, max),
          series: [
            seriesOf(
              trend,
              'score',
              intl.formatMessage(m.averageRating),
              (p) => p.average,
              (v) => ratingText(intl, v, max),
            ),
          ],
        },
      ];
    }
    return [
      {
        id: 'participation',
        title: intl.formatMessage(m.participationChart),
        min: 0,
        max: 100,
        ticks: [0, 25, 50, 75, 100],
        series: [
          seriesOf(
            trend,
            'participation',
            intl.formatMessage(m.participation),
            (p) => p.responseRate,
            (v) => percentText(intl, v),
          ),
        ],
      },
    ];
  }
  const charts = new Map<string, TrendChart>();
  for (const q of questions) {
    const key = q.enps ? 'enps' : `rating-${q.min}-${q.max}`;
    let chart = charts.get(key);
    if (!chart) {
      chart = q.enps
        ? {
            id: key,
            title: intl.formatMessage(m.enpsChart),
            min: -100,
            max: 100,
            ticks: [-100, -50, 0, 50, 100],
            series: [],
          }
        : {
            id: key,
            title: intl.formatMessage(m.averageRatingScale, { min: q.min, max: q.max }),
            min: q.min,
            max: q.max,
            ticks: ticksOf(q.min, q.max),
            series: [],
          };
      charts.set(key, chart);
    }
    chart.series.push(
      q.enps
        ? seriesOf(
            trend,
            q.questionId,
            q.question,
            (p) => figureOf(p, q.questionId)?.enps ?? null,
            enpsLabel,
          )
        : seriesOf(
            trend,
            q.questionId,
            q.question,
            (p) => figureOf(p, q.questionId)?.average ?? null,
            (v) => ratingText(intl, v, q.max),
          ),
    );
  }
  return [...charts.values()];
}

/** A round trend's table cell for one question in one round: "3.0/5", "8.3/10, eNPS +33". */
export function questionCell(
  intl: IntlShape,
  trend: RoundTrend,
  point: RoundTrend['points'][number],
  questionId: string,
): string {
  const q = trend.questions?.find((x) => x.questionId === questionId);
  const f = figureOf(point, questionId);
  if (!q || !f || f.average === null) return '—';
  const mean = ratingText(intl, f.average, q.max);
  return q.enps && f.enps !== null
    ? intl.formatMessage(m.enpsCell, { mean, enps: enpsLabel(f.enps) })
    : mean;
}
