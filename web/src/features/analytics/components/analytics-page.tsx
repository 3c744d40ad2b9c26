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
import type { IntlShape } from 'react-intl';
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
import { formatDay } from '#shared/domain/day-format';
import { dailyChartInforms, MIN_CHART_DAYS } from '#shared/domain/daily-responses';
import { LoadFailed } from '../../../components/load-failed';
import { useAppIntl } from '../../../i18n/intl';
import { isApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import {
  formatChange,
  isEmptyAnalytics,
  percentText,
  RANGE_LABELS,
  ratingText,
} from '../analytics-format';
import { analyticsMessages as m } from '../messages';
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
  const intl = useAppIntl();
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
      toast.success(intl.formatMessage(m.exported, { format: format.toUpperCase() }));
    } catch (e) {
      // Nothing released in the range: the server says so, in words a manager can act on.
      const message =
        isApiError(e) && e.status === 409 ? e.message : intl.formatMessage(m.exportFailed);
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
            <option value={value}>{intl.formatMessage(m.notYours)}</option>
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
  return (
    <Stack gap="6">
      <title>{intl.formatMessage(m.title)}</title>
      <Stack
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-end' }}
        gap="4"
      >
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {intl.formatMessage(m.heading)}
          </Heading>
          <Text color="fg.muted">{intl.formatMessage(m.intro)}</Text>
        </Stack>
        <HStack gap="3" wrap="wrap" align="flex-end" minW="0">
          <Box flex={{ base: '1 1 100%', sm: '0 1 auto' }}>
            <Text asChild textStyle="sm" fontWeight="medium">
              <label htmlFor="analytics-range">{intl.formatMessage(m.range)}</label>
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
                    {intl.formatMessage(RANGE_LABELS[r])}
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
              intl.formatMessage(m.team),
              view.team,
              intl.formatMessage(m.allTeams),
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
              intl.formatMessage(m.survey),
              view.survey,
              intl.formatMessage(view.team ? m.allSurveysOfTeam : m.allSurveys),
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
                {intl.formatMessage(m.exportCsv)}
              </Button>
              <Button
                variant="outline"
                loading={exporting === 'pdf'}
                disabled={exporting !== null || !data}
                onClick={() => void exportAs('pdf')}
              >
                {intl.formatMessage(m.exportPdf)}
              </Button>
            </HStack>
          )}
        </HStack>
      </Stack>

      {badFilter ? (
        <Alert.Root status="error" alignItems="center" flexWrap="wrap">
          <Alert.Indicator />
          <Alert.Content flex="1" minW="40">
            <Alert.Title as="h2">{intl.formatMessage(m.badFilterTitle)}</Alert.Title>
            <Alert.Description>
              {(badFilter.details ?? badFilter.message).replace(/^(survey|team|range): /, '')}.
            </Alert.Description>
          </Alert.Content>
          <Button size="lg" variant="outline" onClick={() => setView({ range: view.range })}>
            {intl.formatMessage(m.badFilterReset)}
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
          title={intl.formatMessage(m.loadFailed)}
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

/** The daily responses of a range as a sentence (the PDF's `dailyInWords`, in the app's language). */
function dailyInWords(intl: IntlShape, a: Pick<Analytics, 'from' | 'to' | 'trends'>): string {
  const day = (d: string) => formatDay(d, intl.locale);
  const days = a.trends.dailyResponses;
  const active = days.filter((d) => d.value > 0);
  const total = active.reduce((n, d) => n + d.value, 0);
  const range = { from: day(a.from), to: day(a.to) };
  if (active.length === 0) return intl.formatMessage(m.dailyNone, range);
  if (active.length < MIN_CHART_DAYS) {
    const list = intl.formatList(
      active.map((d) => intl.formatMessage(m.dailyOn, { count: d.value, day: day(d.date) })),
      { type: 'conjunction' },
    );
    return intl.formatMessage(m.dailyFew, {
      ...range,
      days: active.length,
      list,
      min: MIN_CHART_DAYS,
    });
  }
  const peak = active.reduce((p, d) => (d.value > p.value ? d : p));
  return intl.formatMessage(m.dailyMany, {
    ...range,
    total,
    active: active.length,
    days: days.length,
    peak: day(peak.date),
    peakValue: peak.value,
  });
}

function AnalyticsBody({ data }: { data: Analytics }) {
  const intl = useAppIntl();
  const { insights, trends } = data;
  const count = (n: number) => intl.formatNumber(n);
  const stats = [
    {
      key: 'surveys',
      label: intl.formatMessage(m.totalSurveys),
      value: count(insights.totalSurveys),
      note:
        insights.surveyGrowth === null
          ? formatChange(intl, null)
          : intl.formatMessage(m.newSurveys, {
              change: formatChange(intl, insights.surveyGrowth),
            }),
    },
    {
      key: 'responses',
      label: intl.formatMessage(m.totalResponses),
      value: count(insights.totalResponses),
      note: formatChange(intl, insights.responseGrowth),
    },
    {
      key: 'perSurvey',
      label: intl.formatMessage(m.responsesPerSurvey),
      value: intl.formatNumber(Number(responsesPerSurvey(insights.avgResponseRate)), {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
      note: formatChange(intl, perSurveyChange(insights.responseRateChange), ''),
    },
    {
      key: 'teams',
      label: intl.formatMessage(m.activeTeams),
      value: count(insights.activeTeams),
      note: formatChange(intl, insights.teamGrowth),
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
        aria-label={intl.formatMessage(m.totals)}
      >
        {stats.map((s) => (
          <Box as="li" key={s.key} display="grid">
            <Card.Root variant="outline" data-testid="stat">
              <Card.Body gap="2" p={{ base: '4', md: '5' }}>
                <Text textStyle="sm" fontWeight="medium" color="fg.muted">
                  {s.label}
                </Text>
                <Text textStyle={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="1.1">
                  {s.value}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {s.note}{' '}
                  <VisuallyHidden>{intl.formatMessage(m.comparedWithBefore)}</VisuallyHidden>
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
            {intl.formatMessage(m.thresholdNote)}
            {insights.surveysBelowThreshold > 0 &&
              ` ${intl.formatMessage(m.belowThreshold, { count: insights.surveysBelowThreshold })}`}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>

      <Section title={intl.formatMessage(m.dailyHeading)} id="daily-heading">
        <Text textStyle="sm" color="fg.muted" mb="3" data-testid="daily-summary">
          {dailyInWords(intl, data)}
        </Text>
        {/* A line of zeros tells nothing: drawn only with answers on enough days. */}
        {dailyChartInforms(trends.dailyResponses) && (
          <>
            <Suspense fallback={<Skeleton h="280px" />}>
              <DailyResponsesChart days={trends.dailyResponses} />
            </Suspense>
            <DataTable
              caption={intl.formatMessage(m.dailyCaption)}
              head={[intl.formatMessage(m.date), intl.formatMessage(m.responses)]}
              rows={trends.dailyResponses
                .filter((d) => d.value > 0)
                .map((d) => [formatDay(d.date, intl.locale), count(d.value)])}
            />
          </>
        )}
      </Section>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Section title={intl.formatMessage(m.sentimentHeading)} id="sentiment-heading">
          {insights.totalResponses === 0 ? (
            <Text color="fg.muted">{intl.formatMessage(m.noReleased)}</Text>
          ) : (
            <>
              <Text textStyle="sm" mb="2">
                {intl.formatMessage(
                  insights.avgSentiment === null ? m.sentimentShares : m.sentimentSharesAverage,
                  {
                    positive: percentText(intl, insights.sentiment.positive),
                    neutral: percentText(intl, insights.sentiment.neutral),
                    negative: percentText(intl, insights.sentiment.negative),
                    average: percentText(intl, Math.round((insights.avgSentiment ?? 0) * 100)),
                  },
                )}
              </Text>
              {insights.notScored > 0 && (
                <Text textStyle="sm" color="fg.muted" mb="2" data-testid="not-scored">
                  {intl.formatMessage(m.notScored, { count: insights.notScored })}
                </Text>
              )}
              <Suspense fallback={<Skeleton h="220px" />}>
                <SentimentChart sentiment={insights.sentiment} />
              </Suspense>
            </>
          )}
        </Section>
        <Section title={intl.formatMessage(m.topHeading)} id="top-heading">
          {insights.topSurveys.length === 0 ? (
            <Text color="fg.muted">{intl.formatMessage(m.noReleased)}</Text>
          ) : (
            <>
              <Suspense fallback={<Skeleton h="160px" />}>
                <TopSurveysChart surveys={insights.topSurveys} />
              </Suspense>
              <DataTable
                caption={intl.formatMessage(m.topCaption)}
                head={[
                  intl.formatMessage(m.survey),
                  intl.formatMessage(m.team),
                  intl.formatMessage(m.responses),
                  intl.formatMessage(m.share),
                ]}
                rows={insights.topSurveys.map((s) => [
                  s.title,
                  s.team ?? '—',
                  count(s.responses),
                  percentText(intl, s.responseRate),
                ])}
              />
            </>
          )}
        </Section>
      </SimpleGrid>

      <Section title={intl.formatMessage(m.questionsHeading)} id="questions-heading">
        <QuestionInsights questions={insights.questionInsights} />
      </Section>

      {(trends.rounds ?? []).length > 0 && (
        <Section title={intl.formatMessage(m.roundsHeading)} id="round-trends-heading">
          <Text textStyle="sm" color="fg.muted">
            {intl.formatMessage(m.roundsIntro)}
          </Text>
          <Stack gap="8" mt="2">
            {(trends.rounds ?? []).map((t) => (
              <RoundTrend key={t.surveyId} trend={t} />
            ))}
          </Stack>
        </Section>
      )}

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Section title={intl.formatMessage(m.trendsHeading)} id="trends-heading">
          {trends.trends.length === 0 ? (
            <Text color="fg.muted">{intl.formatMessage(m.trendsNone)}</Text>
          ) : (
            <DataTable
              open
              caption={intl.formatMessage(m.trendsCaption)}
              head={[
                intl.formatMessage(m.survey),
                intl.formatMessage(m.responses),
                intl.formatMessage(m.change),
              ]}
              rows={trends.trends.map((t) => [
                t.survey,
                count(t.responses),
                formatChange(intl, t.change),
              ])}
            />
          )}
        </Section>
        <Section title={intl.formatMessage(m.activityHeading)} id="activity-heading">
          {data.recentActivity.length === 0 ? (
            <Text color="fg.muted">{intl.formatMessage(m.activityNone)}</Text>
          ) : (
            <Stack as="ul" listStyleType="none" ps="0" gap="2">
              {data.recentActivity.map((a, i) => (
                <HStack as="li" key={i} justify="space-between" gap="3" minW="0">
                  <Text minW="0" wordBreak="break-word">
                    {a.message}
                  </Text>
                  <Text color="fg.muted" textStyle="sm" flexShrink="0">
                    {formatDay(a.timestamp, intl.locale)}
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
  const intl = useAppIntl();
  const byRound = new Map(trend.points.map((p) => [p.round, p]));
  const questions = trend.questions ?? [];
  const rows = roundSpan(trend).map((round) => {
    const p = byRound.get(round);
    if (!p) {
      return [
        intl.formatMessage(m.roundNumber, { round }),
        intl.formatMessage(m.roundHidden),
        '—',
        '—',
        '—',
        ...questions.map(() => '—'),
      ];
    }
    return [
      intl.formatMessage(m.roundNumber, { round: p.round }),
      formatDay(p.openedOn, intl.locale),
      intl.formatMessage(m.respondedOf, { responded: p.responded, invited: p.invited }),
      p.responseRate === null ? '—' : percentText(intl, p.responseRate),
      ratingText(intl, p.average, p.scale ?? 5),
      ...questions.map((q) => questionCell(intl, trend, p, q.questionId)),
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
            ? intl.formatMessage(m.onlyRound, { round: trend.points[0]!.round })
            : intl.formatMessage(m.noRound)}
        </Text>
      )}
      {hidden > 0 && (
        <Text color="fg.muted" textStyle="sm" data-testid="hidden-rounds">
          {intl.formatMessage(m.hiddenRounds, { count: hidden })}
        </Text>
      )}
      {rows.length > 0 && (
        <DataTable
          caption={intl.formatMessage(m.everyRound, { survey: trend.survey })}
          head={[
            intl.formatMessage(m.round),
            intl.formatMessage(m.opened),
            intl.formatMessage(m.responded),
            intl.formatMessage(m.participation),
            intl.formatMessage(m.averageRating),
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
  const intl = useAppIntl();
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
              <Table.Cell colSpan={head.length}>{intl.formatMessage(m.noReleased)}</Table.Cell>
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
        {intl.formatMessage(m.showTable)}
      </Box>
      {table}
    </Box>
  );
}

function EmptyAnalytics() {
  const intl = useAppIntl();
  return (
    <Card.Root variant="outline">
      <Card.Body alignItems="center" textAlign="center" gap="3" py="12">
        <Heading as="h2" size="xl">
          {intl.formatMessage(m.emptyHeading)}
        </Heading>
        <Text color="fg.muted" maxW="md">
          {intl.formatMessage(m.emptyText)}
        </Text>
        <HStack gap="3" wrap="wrap" justify="center" mt="2">
          <Button asChild size="lg" colorPalette="blue">
            <RouterLink to={paths.surveys.getHref()}>
              {intl.formatMessage(m.goToSurveys)}
            </RouterLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <RouterLink to={paths.teams.getHref()}>{intl.formatMessage(m.goToTeams)}</RouterLink>
          </Button>
        </HStack>
        <Link asChild color="blue.fg" textStyle="sm">
          <RouterLink to={paths.support.getHref()}>{intl.formatMessage(m.howItWorks)}</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

function AnalyticsSkeleton() {
  const intl = useAppIntl();
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">{intl.formatMessage(m.loading)}</VisuallyHidden>
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
