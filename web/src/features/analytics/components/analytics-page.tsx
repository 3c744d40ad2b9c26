import {
  Alert,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Link,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  analyticsRanges,
  DEFAULT_ANALYTICS_RANGE,
  perSurveyChange,
  responsesPerSurvey,
  type Analytics,
  type AnalyticsRange,
  type ExportFormat,
} from '#shared/api/analytics';
import { participationLabel, ratingLabel } from '#shared/domain/metric-labels';
import { formatDay } from '#shared/domain/day-format';
import { notScoredText } from '#shared/domain/sentiment';
import { dailyChartInforms, dailyInWords } from '#shared/domain/daily-responses';
import { LoadFailed } from '../../../components/load-failed';
import { isApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import {
  ANALYTICS_FAILED_MESSAGE,
  EXPORT_FAILED_MESSAGE,
  formatChange,
  isEmptyAnalytics,
  RANGE_LABELS,
} from '../analytics-format';
import { downloadAnalytics, useAnalytics, type AnalyticsView } from '../api/use-analytics';
import { questionCell, roundSpan } from '../round-trend-series';
import { QuestionInsights } from './question-insights';

const charts = () => import('./analytics-charts');
const DailyResponsesChart = lazy(() => charts().then((m) => ({ default: m.DailyResponsesChart })));
const SentimentChart = lazy(() => charts().then((m) => ({ default: m.SentimentChart })));
const TopSurveysChart = lazy(() => charts().then((m) => ({ default: m.TopSurveysChart })));
const RoundTrendCharts = lazy(() => charts().then((m) => ({ default: m.RoundTrendCharts })));

const isRange = (value: string | null): value is AnalyticsRange =>
  analyticsRanges.includes(value as AnalyticsRange);

/**
 * The page's view lives in its address (`?range=7d&team=…&survey=…`), so a view can be shared,
 * bookmarked and reloaded; an unknown range reads as the default one.
 */
function useAnalyticsView() {
  const [search, setSearch] = useSearchParams();
  const rangeParam = search.get('range');
  const view: AnalyticsView = {
    range: isRange(rangeParam) ? rangeParam : DEFAULT_ANALYTICS_RANGE,
    ...(search.get('survey') ? { survey: search.get('survey')! } : {}),
    ...(search.get('team') ? { team: search.get('team')! } : {}),
  };
  const setView = (next: AnalyticsView) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of [
      ['range', next.range === DEFAULT_ANALYTICS_RANGE ? undefined : next.range],
      ['team', next.team],
      ['survey', next.survey],
    ] as const) {
      if (value) params.set(key, value);
      else params.delete(key);
    }
    setSearch(params, { replace: true });
  };
  return [view, setView] as const;
}

/**
 * /analytics, 'Analytics Dashboard': a range (30 days unless chosen), the stat cards, daily
 * responses, sentiment, top surveys, each survey's trend and recent activity, with CSV and PDF
 * exports. Only released answers count (decision 0019); every chart has a table or a summary a
 * screen reader reads instead.
 */
export function AnalyticsPage() {
  const [view, setView] = useAnalyticsView();
  const { data, error, isValidating, isLoading, mutate } = useAnalytics(view);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  // A 400 is a filter in the address that is not one of the manager's (an old link, another
  // account's id): say which, and offer the whole view back.
  const badFilter = isApiError(error) && error.status === 400 ? error : null;
  const filters = data?.filters;
  const teamSurveys = (filters?.surveys ?? []).filter(
    (s) => !view.team || s.teamIds.includes(view.team),
  );

  const exportAs = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await downloadAnalytics(view, format);
      toast.success(`Analytics exported as ${format.toUpperCase()}`);
    } catch (e) {
      // Nothing released in the range: the server says so, in words a manager can act on.
      const message = isApiError(e) && e.status === 409 ? e.message : EXPORT_FAILED_MESSAGE;
      toast.error(message);
    } finally {
      setExporting(null);
    }
  };

  const empty = data !== undefined && isEmptyAnalytics(data);
  const filterSelect = (
    id: string,
    label: string,
    value: string | undefined,
    all: string,
    options: { id: string; name: string }[],
    onChange: (value: string | undefined) => void,
  ) => (
    <Box minW="0" flex={{ base: '1 1 100%', sm: '0 1 auto' }}>
      <Text asChild textStyle="sm" fontWeight="medium">
        <label htmlFor={id}>{label}</label>
      </Text>
      <NativeSelect.Root size="md" width={{ base: 'full', sm: '56' }}>
        <NativeSelect.Field
          id={id}
          value={value ?? ''}
          onChange={(e) => onChange(e.currentTarget.value || undefined)}
        >
          <option value="">{all}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
          {value && !options.some((o) => o.id === value) && (
            <option value={value}>(not one of yours)</option>
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
  return (
    <Stack gap="6">
      <title>Analytics · Candor</title>
      <Stack
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-end' }}
        gap="4"
      >
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Analytics Dashboard
          </Heading>
          <Text color="fg.muted">Trends and sentiment across the surveys you manage.</Text>
        </Stack>
        <HStack gap="3" wrap="wrap" align="flex-end" minW="0">
          <Box flex={{ base: '1 1 100%', sm: '0 1 auto' }}>
            <Text asChild textStyle="sm" fontWeight="medium">
              <label htmlFor="analytics-range">Range</label>
            </Text>
            <NativeSelect.Root size="md" width={{ base: 'full', sm: '40' }}>
              <NativeSelect.Field
                id="analytics-range"
                value={view.range}
                onChange={(e) =>
                  setView({ ...view, range: e.currentTarget.value as AnalyticsRange })
                }
              >
                {analyticsRanges.map((r) => (
                  <option key={r} value={r}>
                    {RANGE_LABELS[r]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          {(filters || view.team || view.survey) &&
            !empty &&
            filterSelect(
              'analytics-team',
              'Team',
              view.team,
              'All teams',
              filters?.teams ?? [],
              (team) => {
                const keep = filters?.surveys.find((s) => s.id === view.survey);
                setView({
                  range: view.range,
                  ...(team ? { team } : {}),
                  ...(view.survey && (!team || keep?.teamIds.includes(team))
                    ? { survey: view.survey }
                    : {}),
                });
              },
            )}
          {(filters || view.team || view.survey) &&
            !empty &&
            filterSelect(
              'analytics-survey',
              'Survey',
              view.survey,
              view.team ? 'All surveys of this team' : 'All surveys',
              teamSurveys.map((s) => ({ id: s.id, name: s.title })),
              (survey) => setView({ ...view, survey }),
            )}
          {!empty && (
            <HStack gap="2">
              <Button
                variant="outline"
                loading={exporting === 'csv'}
                disabled={exporting !== null || !data}
                onClick={() => void exportAs('csv')}
              >
                Export CSV
              </Button>
              <Button
                variant="outline"
                loading={exporting === 'pdf'}
                disabled={exporting !== null || !data}
                onClick={() => void exportAs('pdf')}
              >
                Export PDF
              </Button>
            </HStack>
          )}
        </HStack>
      </Stack>

      {badFilter ? (
        <Alert.Root status="error" alignItems="center" flexWrap="wrap">
          <Alert.Indicator />
          <Alert.Content flex="1" minW="40">
            <Alert.Title as="h2">These filters cannot be shown</Alert.Title>
            <Alert.Description>
              {(badFilter.details ?? badFilter.message).replace(/^(survey|team|range): /, '')}.
            </Alert.Description>
          </Alert.Content>
          <Button size="lg" variant="outline" onClick={() => setView({ range: view.range })}>
            Show all surveys and teams
          </Button>
        </Alert.Root>
      ) : data && !(error && !isValidating) ? (
        empty ? (
          <EmptyAnalytics />
        ) : (
          <Box aria-busy={isLoading || isValidating} minW="0">
            <AnalyticsBody data={data} />
          </Box>
        )
      ) : error ? (
        <LoadFailed
          title={ANALYTICS_FAILED_MESSAGE}
          titleAs="h2"
          error={error}
          retrying={isValidating}
          onRetry={() => void mutate()}
        />
      ) : (
        <AnalyticsSkeleton />
      )}
    </Stack>
  );
}

function AnalyticsBody({ data }: { data: Analytics }) {
  const { insights, trends } = data;
  const stats = [
    {
      label: 'Total Surveys',
      value: String(insights.totalSurveys),
      note:
        insights.surveyGrowth === null
          ? formatChange(null)
          : `${formatChange(insights.surveyGrowth)} new surveys`,
    },
    {
      label: 'Total Responses',
      value: String(insights.totalResponses),
      note: formatChange(insights.responseGrowth),
    },
    {
      label: 'Responses per Survey',
      value: responsesPerSurvey(insights.avgResponseRate),
      note: formatChange(perSurveyChange(insights.responseRateChange), ''),
    },
    {
      label: 'Active Teams',
      value: String(insights.activeTeams),
      note: formatChange(insights.teamGrowth),
    },
  ];
  return (
    <Stack gap="6">
      <SimpleGrid
        as="ul"
        listStyleType="none"
        ps="0"
        columns={{ base: 2, lg: 4 }}
        gap={{ base: '3', md: '5' }}
        aria-label="Totals"
      >
        {stats.map((s) => (
          <Box as="li" key={s.label} display="grid">
            <Card.Root variant="outline" data-testid="stat">
              <Card.Body gap="2" p={{ base: '4', md: '5' }}>
                <Text textStyle="sm" fontWeight="medium" color="fg.muted">
                  {s.label}
                </Text>
                <Text textStyle={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="1.1">
                  {s.value}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {s.note} <VisuallyHidden>compared with the period before</VisuallyHidden>
                </Text>
              </Card.Body>
            </Card.Root>
          </Box>
        ))}
      </SimpleGrid>

      <Alert.Root status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            Anonymous surveys count only answers released in groups of at least their threshold,
            dated by the day of release. Once a survey, round or source reaches its threshold it
            shows in full (every answer, average and eNPS); below it, it shows nothing.
            {insights.surveysBelowThreshold > 0 &&
              ` ${insights.surveysBelowThreshold} ${insights.surveysBelowThreshold === 1 ? 'survey is' : 'surveys are'} still below the threshold and not counted.`}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>

      <Section title="Daily Responses" id="daily-heading">
        <Text textStyle="sm" color="fg.muted" mb="3" data-testid="daily-summary">
          {dailyInWords(data)}
        </Text>
        {/* A line of zeros tells nothing: drawn only with answers on enough days. */}
        {dailyChartInforms(trends.dailyResponses) && (
          <>
            <Suspense fallback={<Skeleton h="280px" />}>
              <DailyResponsesChart days={trends.dailyResponses} />
            </Suspense>
            <DataTable
              caption="Daily responses"
              head={['Date', 'Responses']}
              rows={trends.dailyResponses
                .filter((d) => d.value > 0)
                .map((d) => [formatDay(d.date), d.value])}
            />
          </>
        )}
      </Section>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Section title="Sentiment" id="sentiment-heading">
          {insights.totalResponses === 0 ? (
            <Text color="fg.muted">No released responses in this range.</Text>
          ) : (
            <>
              <Text textStyle="sm" mb="2">
                Positive {insights.sentiment.positive}%, neutral {insights.sentiment.neutral}%,
                negative {insights.sentiment.negative}%
                {insights.avgSentiment !== null &&
                  ` (average sentiment ${Math.round(insights.avgSentiment * 100)}%)`}
                .
              </Text>
              {insights.notScored > 0 && (
                <Text textStyle="sm" color="fg.muted" mb="2" data-testid="not-scored">
                  {notScoredText(insights.notScored)}
                </Text>
              )}
              <Suspense fallback={<Skeleton h="220px" />}>
                <SentimentChart sentiment={insights.sentiment} />
              </Suspense>
            </>
          )}
        </Section>
        <Section title="Top Surveys" id="top-heading">
          {insights.topSurveys.length === 0 ? (
            <Text color="fg.muted">No released responses in this range.</Text>
          ) : (
            <>
              <Suspense fallback={<Skeleton h="160px" />}>
                <TopSurveysChart surveys={insights.topSurveys} />
              </Suspense>
              <DataTable
                caption="Top surveys"
                head={['Survey', 'Team', 'Responses', 'Share']}
                rows={insights.topSurveys.map((s) => [
                  s.title,
                  s.team ?? '—',
                  s.responses,
                  `${s.responseRate}%`,
                ])}
              />
            </>
          )}
        </Section>
      </SimpleGrid>

      <Section title="Question Insights" id="questions-heading">
        <QuestionInsights questions={insights.questionInsights} />
      </Section>

      {(trends.rounds ?? []).length > 0 && (
        <Section title="Round Trends" id="round-trends-heading">
          <Text textStyle="sm" color="fg.muted">
            Each rating question’s average on its own scale, and eNPS for a 0-10 question, round by
            round. A round shows only once its released answers reach the survey’s anonymity
            threshold; a hidden round is a gap in the line.
          </Text>
          <Stack gap="8" mt="2">
            {(trends.rounds ?? []).map((t) => (
              <RoundTrend key={t.surveyId} trend={t} />
            ))}
          </Stack>
        </Section>
      )}

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Section title="Survey Trends" id="trends-heading">
          {trends.trends.length === 0 ? (
            <Text color="fg.muted">No released responses in this range or the one before.</Text>
          ) : (
            <DataTable
              open
              caption="Responses per survey against the period before"
              head={['Survey', 'Responses', 'Change']}
              rows={trends.trends.map((t) => [t.survey, t.responses, formatChange(t.change)])}
            />
          )}
        </Section>
        <Section title="Recent Activity" id="activity-heading">
          {data.recentActivity.length === 0 ? (
            <Text color="fg.muted">Nothing in this range yet.</Text>
          ) : (
            <Stack as="ul" listStyleType="none" ps="0" gap="2">
              {data.recentActivity.map((a, i) => (
                <HStack as="li" key={i} justify="space-between" gap="3" minW="0">
                  <Text minW="0" wordBreak="break-word">
                    {a.message}
                  </Text>
                  <Text color="fg.muted" textStyle="sm" flexShrink="0">
                    {formatDay(a.timestamp)}
                  </Text>
                </HStack>
              ))}
            </Stack>
          )}
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

type RoundTrendData = NonNullable<Analytics['trends']['rounds']>[number];

/** A survey's rounds: the chart when two or more rounds show, the words and the table always. */
function RoundTrend({ trend }: { trend: RoundTrendData }) {
  const byRound = new Map(trend.points.map((p) => [p.round, p]));
  const questions = trend.questions ?? [];
  const rows = roundSpan(trend).map((round) => {
    const p = byRound.get(round);
    if (!p) {
      return [
        `Round ${round}`,
        'Hidden: below the anonymity threshold',
        '—',
        '—',
        '—',
        ...questions.map(() => '—'),
      ];
    }
    return [
      `Round ${p.round}`,
      formatDay(p.openedOn),
      `${p.responded} of ${p.invited}`,
      participationLabel(p.responseRate),
      ratingLabel(p.average, p.scale ?? 5),
      ...questions.map((q) => questionCell(trend, p, q.questionId)),
    ];
  });
  const hidden = trend.hiddenRounds;
  return (
    <Stack as="article" gap="3" minW="0" aria-labelledby={`round-trend-${trend.surveyId}`}>
      <Heading as="h3" size="md" id={`round-trend-${trend.surveyId}`} wordBreak="break-word">
        {trend.survey}
      </Heading>
      {trend.points.length >= 2 ? (
        <Suspense fallback={<Skeleton h="240px" />}>
          <RoundTrendCharts trend={trend} />
        </Suspense>
      ) : (
        <Text textStyle="sm" data-testid="round-trend-words">
          {trend.points.length === 1
            ? `Only round ${trend.points[0]!.round} shows so far: a line is drawn once two rounds reach the threshold.`
            : 'No round shows yet: none has reached the survey’s anonymity threshold.'}
        </Text>
      )}
      {hidden > 0 && (
        <Text color="fg.muted" textStyle="sm" data-testid="hidden-rounds">
          {hidden === 1
            ? '1 round is hidden: fewer answers were released in it than the survey’s anonymity threshold.'
            : `${hidden} rounds are hidden: fewer answers were released in them than the survey’s anonymity threshold.`}
        </Text>
      )}
      {rows.length > 0 && (
        <DataTable
          caption={`${trend.survey}: every round`}
          head={[
            'Round',
            'Opened',
            'Responded',
            'Participation',
            'Average rating',
            ...questions.map((q) => q.question),
          ]}
          rows={rows}
        />
      )}
    </Stack>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card.Root as="section" variant="outline" aria-labelledby={id} minW="0">
      <Card.Body gap="2" p={{ base: '4', md: '6' }}>
        <Heading as="h2" size="lg" id={id} mb="2">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** A chart's figures as a table; folded away under 'Show data' unless `open`. */
function DataTable({
  caption,
  head,
  rows,
  open = false,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
  open?: boolean;
}) {
  const table = (
    <Box overflowX="auto">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {head.map((h, i) => (
              <Table.ColumnHeader key={h} textAlign={i > 0 ? 'end' : 'start'}>
                {h}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={head.length}>No released responses in this range.</Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row, r) => (
              <Table.Row key={r}>
                {row.map((cell, i) => (
                  <Table.Cell key={i} textAlign={i > 0 ? 'end' : 'start'}>
                    {cell}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
  if (open) return table;
  return (
    <Box as="details" mt="3">
      <Box as="summary" cursor="pointer" color="blue.fg" textStyle="sm" fontWeight="medium">
        Show data as a table
      </Box>
      {table}
    </Box>
  );
}

function EmptyAnalytics() {
  return (
    <Card.Root variant="outline">
      <Card.Body alignItems="center" textAlign="center" gap="3" py="12">
        <Heading as="h2" size="xl">
          No Analytics Yet
        </Heading>
        <Text color="fg.muted" maxW="md">
          Analytics show here once you manage a survey and people answer it. Create a survey and
          assign it to a team to get started.
        </Text>
        <HStack gap="3" wrap="wrap" justify="center" mt="2">
          <Button asChild size="lg" colorPalette="blue">
            <RouterLink to={paths.surveys.getHref()}>Go to Surveys</RouterLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <RouterLink to={paths.teams.getHref()}>Go to Teams</RouterLink>
          </Button>
        </HStack>
        <Link asChild color="blue.fg" textStyle="sm">
          <RouterLink to={paths.support.getHref()}>How analytics work</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

function AnalyticsSkeleton() {
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">Loading analytics</VisuallyHidden>
      <Stack gap="6" aria-hidden="true" data-testid="analytics-skeleton">
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '5' }}>
          {[0, 1, 2, 3].map((n) => (
            <Card.Root key={n} variant="outline">
              <Card.Body gap="3">
                <Skeleton height="4" width="60%" />
                <Skeleton height="8" width="40%" />
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Card.Root variant="outline">
          <Card.Body gap="4">
            <Skeleton height="6" width="30%" />
            <Skeleton height="260px" />
          </Card.Body>
        </Card.Root>
        <SkeletonText noOfLines={4} />
      </Stack>
    </Box>
  );
}
