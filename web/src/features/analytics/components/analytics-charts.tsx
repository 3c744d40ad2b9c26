import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { AxisTickProps } from '@nivo/axes';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine, type LineCustomSvgLayer } from '@nivo/line';
import { ResponsivePie } from '@nivo/pie';
import { useTheme } from 'next-themes';
import { useLayoutEffect, useRef, useState } from 'react';
import type { Analytics } from '#shared/api/analytics';
import { formatDay, formatTickDay } from '#shared/domain/day-format';
import { effectiveAccessibility, useAccessibility } from '../../../lib/accessibility';
import { tickDays, truncate } from '../analytics-format';
import { trendChartsOf, type TrendChart } from '../round-trend-series';
import { iris } from '../../../lib/brand';
import { useAppIntl } from '../../../i18n/intl';
import { analyticsMessages as m } from '../messages';

/**
 * The nivo charts of /analytics, in a chunk of their own (loaded with the page's data, never with
 * the shell). Each is drawn for the colour mode and the high-contrast setting and hidden from
 * screen readers: the page puts a summary and a table beside it.
 */
function useChartTheme() {
  const { resolvedTheme } = useTheme();
  const { highContrast } = effectiveAccessibility(useAccessibility());
  const dark = resolvedTheme === 'dark';
  const text = dark ? (highContrast ? '#ffffff' : '#d4d4d8') : highContrast ? '#000000' : '#3f3f46';
  const grid = dark ? '#3f3f46' : '#e4e4e7';
  return {
    /** Labels drawn on filled shapes: dark on the light fills dark mode uses. */
    onFill: dark ? '#18181b' : '#ffffff',
    line: dark ? iris[300] : highContrast ? iris[900] : iris[600],
    sentiment: dark
      ? ['#34d399', '#fbbf24', '#f87171']
      : highContrast
        ? ['#065f46', '#92400e', '#991b1b']
        : ['#059669', '#d97706', '#dc2626'],
    width: highContrast ? 3 : 2,
    text,
    /** One colour a line of the round trends, told apart by a dash pattern and a marker too. */
    series: dark
      ? [iris[300], '#fbbf24', '#34d399', '#f472b6', '#60a5fa', '#f87171']
      : highContrast
        ? [iris[900], '#92400e', '#065f46', '#9d174d', '#1e3a8a', '#991b1b']
        : [iris[600], '#d97706', '#059669', '#db2777', '#2563eb', '#dc2626'],
    theme: {
      text: { fill: text, fontSize: 12 },
      axis: { ticks: { text: { fill: text } }, legend: { text: { fill: text } } },
      grid: { line: { stroke: grid } },
      tooltip: {
        container: { background: dark ? '#18181b' : '#ffffff', color: text, fontSize: 12 },
      },
    },
  };
}

export function DailyResponsesChart({ days }: { days: Analytics['trends']['dailyResponses'] }) {
  const c = useChartTheme();
  const intl = useAppIntl();
  const ticks = tickDays(days);
  // Whole numbers only: a count of responses has no quarters.
  const top = Math.max(1, ...days.map((d) => d.value));
  const step = Math.max(1, Math.ceil(top / 4));
  const yTicks = Array.from({ length: Math.ceil(top / step) + 1 }, (_, i) => i * step);
  return (
    <Box h={{ base: '220px', md: '280px' }} aria-hidden="true" data-testid="daily-chart">
      <ResponsiveLine
        data={[
          {
            id: intl.formatMessage(m.responses),
            data: days.map((d) => ({ x: d.date, y: d.value })),
          },
        ]}
        theme={c.theme}
        colors={[c.line]}
        lineWidth={c.width}
        margin={{ top: 12, right: 28, bottom: 36, left: 40 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: yTicks[yTicks.length - 1] ?? 1 }}
        gridYValues={yTicks}
        axisBottom={{
          tickValues: ticks,
          format: (v) => formatTickDay(String(v), intl.locale),
          tickSize: 0,
          tickPadding: 10,
        }}
        axisLeft={{ tickValues: yTicks, tickSize: 0, tickPadding: 8 }}
        enableArea
        areaOpacity={0.12}
        pointSize={days.length <= 31 ? 6 : 0}
        useMesh
        enableGridX={false}
        animate={false}
      />
    </Box>
  );
}

export function SentimentChart({ sentiment }: { sentiment: Analytics['insights']['sentiment'] }) {
  const c = useChartTheme();
  const intl = useAppIntl();
  const data = [
    { id: 'positive', label: m.positive, value: sentiment.positive, color: c.sentiment[0] },
    { id: 'neutral', label: m.neutral, value: sentiment.neutral, color: c.sentiment[1] },
    { id: 'negative', label: m.negative, value: sentiment.negative, color: c.sentiment[2] },
  ]
    .filter((d) => d.value > 0)
    .map((d) => ({ ...d, label: intl.formatMessage(d.label) }));
  return (
    <Box h="220px" aria-hidden="true" data-testid="sentiment-chart">
      <ResponsivePie
        data={data}
        theme={c.theme}
        colors={{ datum: 'data.color' }}
        margin={{ top: 16, right: 16, bottom: 16, left: 16 }}
        innerRadius={0.6}
        padAngle={1}
        enableArcLinkLabels={false}
        arcLabel={(d) => intl.formatNumber(d.value / 100, { style: 'percent' })}
        arcLabelsTextColor={c.onFill}
        animate={false}
      />
    </Box>
  );
}

/** The width a box is drawn at (0 until laid out), to fit labels to it. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

let measureContext: CanvasRenderingContext2D | null | undefined;
/** How wide a 12 px label is drawn (an estimate where the browser cannot measure, as in tests). */
export function labelWidth(text: string): number {
  if (measureContext === undefined) {
    try {
      measureContext = document.createElement('canvas').getContext('2d');
    } catch {
      measureContext = null;
    }
    if (measureContext) measureContext.font = '12px sans-serif';
  }
  return measureContext ? measureContext.measureText(text).width : text.length * 6.6;
}

/**
 * Labels fitted to a chart's width: the margin is the longest label's width, at most 40 % of the
 * chart (never under 48 px), and every label longer than that is cut with an ellipsis. Each
 * label keeps its whole text as an SVG title, and the table under the chart has it too.
 */
export function fitLabels(labels: readonly string[], width: number) {
  const room = Math.max(48, Math.floor((width > 0 ? width : 320) * 0.4));
  const longest = Math.max(0, ...labels.map(labelWidth));
  const margin = Math.min(room, Math.ceil(longest) + 12);
  const fitted = labels.map((label) => {
    let chars = label.length;
    let text = label;
    while (chars > 1 && labelWidth(text) > margin - 12) {
      chars -= 1;
      text = truncate(label, chars);
    }
    return text;
  });
  return { margin, fitted };
}

/** A left-axis tick drawing its fitted label, with the whole text as its title. */
function labelTick(labels: readonly { short: string; full: string }[], fill: string) {
  return function LabelTick({ x, y, value }: AxisTickProps<string | number>) {
    const label = labels[Number(value)];
    return (
      <g transform={`translate(${x},${y})`}>
        <text
          x={-8}
          textAnchor="end"
          dominantBaseline="central"
          style={{ fill, fontSize: 12 }}
          data-testid="axis-label"
          data-full={label?.full}
        >
          <title>{label?.full}</title>
          {label?.short}
        </text>
      </g>
    );
  };
}

/** Horizontal bars whose labels never clip: fitted to the width, whole in their title. */
function HorizontalBars({
  items,
  testId,
  rowHeight,
  ticks,
  extra,
}: {
  items: { label: string; value: number }[];
  testId: string;
  rowHeight: number;
  ticks: number;
  extra?: Record<string, string>;
}) {
  const c = useChartTheme();
  const [ref, width] = useWidth<HTMLDivElement>();
  const { margin, fitted } = fitLabels(
    items.map((i) => i.label),
    width,
  );
  const labels = items.map((item, i) => ({ short: fitted[i] ?? item.label, full: item.label }));
  // Bars in order from the top; the index is the row, so two equal titles stay two bars.
  const data = items.map((item, i) => ({ row: String(i), value: item.value })).reverse();
  const top = Math.max(1, ...items.map((i) => i.value));
  return (
    <Box
      ref={ref}
      h={`${Math.max(96, items.length * rowHeight + 36)}px`}
      aria-hidden="true"
      data-testid={testId}
      {...extra}
    >
      <ResponsiveBar
        data={data}
        keys={['value']}
        indexBy="row"
        layout="horizontal"
        theme={c.theme}
        colors={[c.line]}
        margin={{ top: 4, right: 24, bottom: 28, left: margin }}
        padding={0.3}
        valueScale={{ type: 'linear', min: 0, max: top }}
        axisBottom={{ tickValues: Math.min(ticks, top), tickSize: 0, format: (v) => String(v) }}
        axisLeft={{ tickSize: 0, renderTick: labelTick(labels, c.text) }}
        tooltip={({ indexValue, value }) => (
          <Box bg="bg.panel" color="fg" px="2" py="1" borderRadius="sm" boxShadow="md" maxW="64">
            <Text textStyle="xs">
              {labels[Number(indexValue)]?.full}: {value}
            </Text>
          </Box>
        )}
        labelTextColor={c.onFill}
        enableGridY={false}
        animate={false}
      />
    </Box>
  );
}

export function TopSurveysChart({ surveys }: { surveys: Analytics['insights']['topSurveys'] }) {
  return (
    <HorizontalBars
      items={surveys.map((s) => ({ label: s.title, value: s.responses }))}
      testId="top-surveys-chart"
      rowHeight={44}
      ticks={4}
    />
  );
}

/** One question's answers as horizontal bars (choices in order, ratings low to high). */
export function QuestionBarsChart({
  answers,
  label,
}: {
  answers: { answer: string; count: number }[];
  label: string;
}) {
  return (
    <HorizontalBars
      items={answers.map((a) => ({ label: a.answer, value: a.count }))}
      testId="question-chart"
      rowHeight={36}
      ticks={3}
      extra={{ 'data-question': label }}
    />
  );
}

const DASHES = ['', '6 3', '2 3', '8 3 2 3', '4 4', '1 2'];

/**
 * One survey's round trend (issue #27): a chart per scale (the rating questions' means on theirs,
 * eNPS on -100 to 100), a line per question, a point only for a round that met the threshold;
 * a hidden round is a gap. The legend is HTML under the chart, each name whole in its title.
 */
export function RoundTrendCharts({
  trend,
}: {
  trend: NonNullable<Analytics['trends']['rounds']>[number];
}) {
  const charts = trendChartsOf(trend, useAppIntl());
  return (
    <Stack gap="4">
      {charts.map((chart) => (
        <RoundTrendChart key={chart.id} chart={chart} />
      ))}
    </Stack>
  );
}

function RoundTrendChart({ chart }: { chart: TrendChart }) {
  const c = useChartTheme();
  const intl = useAppIntl();
  const [ref, width] = useWidth<HTMLDivElement>();
  const roundLabel = (round: unknown) =>
    intl.formatMessage(m.roundNumber, { round: String(round) });
  const narrow = width > 0 && width < 480;
  // The legend's names fit its width (about 7 px a character after the key); 60 before layout.
  const maxChars = width > 0 ? Math.max(16, Math.floor((width - 48) / 7)) : 60;
  return (
    <Stack gap="2" data-testid="round-trend-chart" data-chart={chart.title}>
      <Text textStyle="sm" fontWeight="medium">
        {chart.title}
      </Text>
      <Box ref={ref} h={{ base: '200px', md: '240px' }} aria-hidden="true">
        <ResponsiveLine
          data={chart.series.map((s): TrendLine => ({
            id: s.id,
            data: s.points.map((p) => ({ x: String(p.round), y: p.value })),
          }))}
          theme={c.theme}
          colors={chart.series.map((_, i) => c.series[i % c.series.length]!)}
          lineWidth={c.width}
          // The first and last rounds sit on the chart's edges: room for half their label.
          margin={{ top: 12, right: narrow ? 24 : 40, bottom: 40, left: narrow ? 44 : 52 }}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: chart.min, max: chart.max }}
          gridYValues={chart.ticks}
          axisLeft={{ tickValues: chart.ticks, tickSize: 0, tickPadding: 8 }}
          axisBottom={{
            tickSize: 0,
            tickPadding: 10,
            format: (v) =>
              narrow ? intl.formatMessage(m.roundShort, { round: String(v) }) : roundLabel(v),
          }}
          pointSize={8}
          pointBorderWidth={2}
          pointBorderColor={{ from: 'seriesColor' }}
          pointColor={c.onFill}
          enableGridX={false}
          useMesh
          animate={false}
          layers={['grid', 'axes', DashedLines, 'points', 'mesh']}
          tooltip={({ point }) => {
            const series = chart.series.find((s) => s.id === point.seriesId);
            const at = series?.points.find((p) => String(p.round) === point.data.x);
            return (
              <Box
                bg="bg.panel"
                color="fg"
                px="2"
                py="1"
                borderRadius="sm"
                boxShadow="md"
                maxW="64"
              >
                <Text textStyle="xs">
                  {series?.name} · {roundLabel(point.data.x)}
                  {at?.openedOn ? ` (${formatDay(at.openedOn, intl.locale)})` : ''}:{' '}
                  {series?.label(Number(point.data.y))}
                </Text>
              </Box>
            );
          }}
        />
      </Box>
      <Stack as="ul" listStyleType="none" ps="0" gap="1" aria-hidden="true">
        {chart.series.map((s, i) => (
          <HStack as="li" key={s.id} gap="2" minW="0" title={s.name}>
            <svg width="28" height="10" style={{ flexShrink: 0 }}>
              <line
                x1="0"
                y1="5"
                x2="28"
                y2="5"
                stroke={c.series[i % c.series.length]}
                strokeWidth={c.width + 1}
                strokeDasharray={DASHES[i % DASHES.length]}
              />
            </svg>
            <Text textStyle="sm" minW="0" truncate data-testid="legend-label">
              {truncate(s.name, maxChars)}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

type TrendLine = { id: string; data: { x: string; y: number | null }[] };

/**
 * nivo's lines, each with its own dash pattern so they differ without colour too; a hidden round
 * (y null) is a gap, as nivo's own line generator leaves it.
 */
const DashedLines: LineCustomSvgLayer<TrendLine> = ({ series, lineGenerator, lineWidth }) => (
  <g>
    {series.map((s, i) => (
      <path
        key={s.id}
        d={lineGenerator(s.data.map((d) => d.position)) ?? ''}
        fill="none"
        stroke={s.color}
        strokeWidth={lineWidth}
        strokeDasharray={DASHES[i % DASHES.length]}
      />
    ))}
  </g>
);
