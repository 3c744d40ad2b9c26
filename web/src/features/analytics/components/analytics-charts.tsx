import { Box } from '@chakra-ui/react';
import { ResponsiveBar } from '@nivo/bar';
import { ResponsiveLine } from '@nivo/line';
import { ResponsivePie } from '@nivo/pie';
import { useTheme } from 'next-themes';
import type { Analytics } from '../../../../../shared/src/api/analytics';
import { effectiveAccessibility, useAccessibility } from '../../../lib/accessibility';
import { shortDay, tickDays } from '../analytics-format';

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
    line: dark ? '#60a5fa' : highContrast ? '#1e3a8a' : '#2563eb',
    sentiment: dark
      ? ['#34d399', '#fbbf24', '#f87171']
      : highContrast
        ? ['#065f46', '#92400e', '#991b1b']
        : ['#059669', '#d97706', '#dc2626'],
    width: highContrast ? 3 : 2,
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
  const ticks = tickDays(days);
  // Whole numbers only: a count of responses has no quarters.
  const top = Math.max(1, ...days.map((d) => d.value));
  const step = Math.max(1, Math.ceil(top / 4));
  const yTicks = Array.from({ length: Math.ceil(top / step) + 1 }, (_, i) => i * step);
  return (
    <Box h={{ base: '220px', md: '280px' }} aria-hidden="true" data-testid="daily-chart">
      <ResponsiveLine
        data={[{ id: 'Responses', data: days.map((d) => ({ x: d.date, y: d.value })) }]}
        theme={c.theme}
        colors={[c.line]}
        lineWidth={c.width}
        margin={{ top: 12, right: 28, bottom: 36, left: 40 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: yTicks[yTicks.length - 1] ?? 1 }}
        gridYValues={yTicks}
        axisBottom={{
          tickValues: ticks,
          format: (v) => shortDay(String(v)),
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
  const data = [
    { id: 'Positive', label: 'Positive', value: sentiment.positive, color: c.sentiment[0] },
    { id: 'Neutral', label: 'Neutral', value: sentiment.neutral, color: c.sentiment[1] },
    { id: 'Negative', label: 'Negative', value: sentiment.negative, color: c.sentiment[2] },
  ].filter((d) => d.value > 0);
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
        arcLabel={(d) => `${d.value}%`}
        arcLabelsTextColor={c.onFill}
        animate={false}
      />
    </Box>
  );
}

export function TopSurveysChart({ surveys }: { surveys: Analytics['insights']['topSurveys'] }) {
  const c = useChartTheme();
  const data = surveys
    .map((s) => ({
      survey: s.title.length > 24 ? `${s.title.slice(0, 23)}…` : s.title,
      responses: s.responses,
    }))
    .reverse();
  return (
    <Box
      h={`${Math.max(120, surveys.length * 44 + 40)}px`}
      aria-hidden="true"
      data-testid="top-surveys-chart"
    >
      <ResponsiveBar
        data={data}
        keys={['responses']}
        indexBy="survey"
        layout="horizontal"
        theme={c.theme}
        colors={[c.line]}
        margin={{ top: 8, right: 24, bottom: 28, left: 120 }}
        padding={0.35}
        axisBottom={{ tickValues: 4, tickSize: 0 }}
        axisLeft={{ tickSize: 0, tickPadding: 8 }}
        labelTextColor={c.onFill}
        enableGridY={false}
        animate={false}
      />
    </Box>
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
  const c = useChartTheme();
  const data = answers
    .map((a) => ({
      answer: a.answer.length > 22 ? `${a.answer.slice(0, 21)}…` : a.answer,
      count: a.count,
    }))
    .reverse();
  return (
    <Box
      h={`${Math.max(96, answers.length * 36 + 36)}px`}
      aria-hidden="true"
      data-testid="question-chart"
      data-question={label}
    >
      <ResponsiveBar
        data={data}
        keys={['count']}
        indexBy="answer"
        layout="horizontal"
        theme={c.theme}
        colors={[c.line]}
        margin={{ top: 4, right: 20, bottom: 28, left: 110 }}
        padding={0.3}
        axisBottom={{ tickValues: 3, tickSize: 0 }}
        axisLeft={{ tickSize: 0, tickPadding: 8 }}
        labelTextColor={c.onFill}
        enableGridY={false}
        animate={false}
      />
    </Box>
  );
}
