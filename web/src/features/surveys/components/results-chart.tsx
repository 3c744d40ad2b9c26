import { Box } from '@chakra-ui/react';
import { ResponsiveBar } from '@nivo/bar';
import { useTheme } from 'next-themes';
import { effectiveAccessibility, useAccessibility } from '../../../lib/accessibility';
import { iris } from '../../../lib/brand';

/** Labels longer than this are cut with "…" (the table beside the chart holds them whole). */
const LABEL_CHARS = 14;

/**
 * One question's distribution as horizontal bars (every value of a rating's scale, or every
 * choice, in order, top to bottom), in a chunk of its own so nivo never loads with the shell.
 * Drawn for the colour mode and the high-contrast setting, and hidden from screen readers: the
 * results card puts a table of the same counts beside it.
 */
export function DistributionChart({
  bars,
  testId,
}: {
  bars: { label: string; count: number }[];
  testId?: string;
}) {
  const { resolvedTheme } = useTheme();
  const { highContrast } = effectiveAccessibility(useAccessibility());
  const dark = resolvedTheme === 'dark';
  const text = dark ? (highContrast ? '#ffffff' : '#d4d4d8') : highContrast ? '#000000' : '#3f3f46';
  const fill = dark ? iris[300] : highContrast ? iris[900] : iris[600];
  const data = bars
    .map((b) => ({
      label: b.label.length > LABEL_CHARS ? `${b.label.slice(0, LABEL_CHARS - 1)}…` : b.label,
      count: b.count,
    }))
    .reverse();
  const top = Math.max(1, ...bars.map((b) => b.count));
  const longest = Math.max(...data.map((d) => d.label.length), 1);
  return (
    <Box
      h={`${Math.max(72, bars.length * 26 + 32)}px`}
      aria-hidden="true"
      data-testid={testId ?? 'distribution-chart'}
    >
      <ResponsiveBar
        data={data}
        keys={['count']}
        indexBy="label"
        layout="horizontal"
        theme={{
          text: { fill: text, fontSize: 12 },
          axis: { ticks: { text: { fill: text } } },
          grid: { line: { stroke: dark ? '#3f3f46' : '#e4e4e7' } },
          tooltip: {
            container: { background: dark ? '#18181b' : '#ffffff', color: text, fontSize: 12 },
          },
        }}
        colors={[fill]}
        margin={{ top: 4, right: 16, bottom: 24, left: Math.min(110, 14 + longest * 7) }}
        padding={0.25}
        valueScale={{ type: 'linear', min: 0, max: top }}
        axisBottom={{ tickValues: Math.min(top, 4), tickSize: 0, format: (v) => String(v) }}
        axisLeft={{ tickSize: 0, tickPadding: 6 }}
        label={(d) => (d.value ? String(d.value) : '')}
        labelTextColor={dark ? '#18181b' : '#ffffff'}
        labelSkipWidth={14}
        enableGridY={false}
        isInteractive={false}
        animate={false}
      />
    </Box>
  );
}
