import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Dashboard } from '#shared/api/dashboard';
import { sentimentClass, type SentimentClass } from '#shared/domain/sentiment';
import type { AppMessage } from '../../../i18n/define-messages';
import { useAppIntl } from '../../../i18n/intl';
import { paths } from '../../../lib/paths';
import { dashboardMessages as m } from '../messages';
import {
  formatDay,
  RECENT_ACTIVITY_LIMIT,
  SENTIMENT_PALETTES,
  sentimentSummary,
} from '../dashboard-format';

const SENTIMENT_LABELS: Record<SentimentClass, AppMessage> = {
  positive: m.positive,
  neutral: m.neutral,
  negative: m.negative,
};

// ---- the four totals ----

interface Stat {
  label: string;
  value: string;
  /** A second line under the value. */
  note?: string;
  to?: string;
  icon: ReactNode;
}

/** Total Teams, Active Surveys, Total Responses and Avg Sentiment; three of them are links. */
export function StatCards({ data }: { data: Dashboard }) {
  const { formatMessage, formatNumber } = useAppIntl();
  const sentiment = data.avgSentiment === null ? null : sentimentSummary(data.avgSentiment);
  const stats: Stat[] = [
    {
      label: formatMessage(m.totalTeams),
      value: formatNumber(data.totalTeams),
      to: paths.teams.getHref(),
      icon: <TeamsIcon />,
    },
    {
      label: formatMessage(m.activeSurveys),
      value: formatNumber(data.activeSurveys),
      to: paths.surveys.getHref(),
      icon: <SurveysIcon />,
    },
    {
      label: formatMessage(m.totalResponses),
      value: formatNumber(data.totalResponses),
      icon: <ResponsesIcon />,
    },
    {
      label: formatMessage(m.avgSentiment),
      value: sentiment ? formatNumber(sentiment.percent / 100, { style: 'percent' }) : '—',
      note: formatMessage(sentiment ? SENTIMENT_LABELS[sentiment.kind] : m.noResponsesYet),
      to: paths.analytics.getHref(),
      icon: <SentimentIcon />,
    },
  ];
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      ps="0"
      columns={{ base: 2, lg: 4 }}
      gap={{ base: '3', md: '5' }}
      aria-label={formatMessage(m.totals)}
    >
      {stats.map((stat) => (
        <Box as="li" key={stat.label} display="grid">
          <StatCard stat={stat} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

function StatCard({ stat }: { stat: Stat }) {
  const { formatMessage } = useAppIntl();
  const body = (
    <Card.Body gap="2" p={{ base: '4', md: '5' }}>
      <HStack justify="space-between" align="flex-start" gap="2">
        <Text textStyle="sm" fontWeight="medium" color="fg.muted">
          {stat.label}
        </Text>
        <Box
          color="blue.fg"
          aria-hidden="true"
          flexShrink="0"
          display={{ base: 'none', sm: 'block' }}
        >
          {stat.icon}
        </Box>
      </HStack>
      <Text textStyle={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="1.1">
        {stat.value === '—' ? (
          <>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>{formatMessage(m.none)}</VisuallyHidden>
          </>
        ) : (
          stat.value
        )}
      </Text>
      {stat.note && (
        <Text textStyle="sm" color="fg.muted">
          {stat.note}
        </Text>
      )}
    </Card.Body>
  );
  if (!stat.to) {
    return (
      <Card.Root variant="outline" data-testid="stat">
        {body}
      </Card.Root>
    );
  }
  return (
    <Card.Root
      asChild
      variant="outline"
      data-testid="stat"
      transition="border-color 150ms, background 150ms"
      _hover={{ borderColor: 'blue.muted', bg: 'bg.subtle' }}
      _motionReduce={{ transition: 'none' }}
    >
      <RouterLink to={stat.to}>{body}</RouterLink>
    </Card.Root>
  );
}

// ---- quick actions ----

export function QuickActionsCard() {
  const { formatMessage } = useAppIntl();
  const actions = [
    { label: formatMessage(m.manageTeams), to: paths.teams.getHref() },
    { label: formatMessage(m.createSurvey), to: paths.newSurvey.getHref() },
    { label: formatMessage(m.viewAnalytics), to: paths.analytics.getHref() },
    { label: formatMessage(m.viewResponses), to: paths.surveys.getHref() },
  ];
  return (
    <Section title={formatMessage(m.quickActions)} id="quick-actions-heading">
      <Stack gap="2">
        {actions.map((action, index) => (
          <Button
            key={action.label}
            asChild
            size="lg"
            variant={index === 1 ? 'solid' : 'outline'}
            colorPalette={index === 1 ? 'blue' : undefined}
            justifyContent="flex-start"
          >
            <RouterLink to={action.to}>{action.label}</RouterLink>
          </Button>
        ))}
      </Stack>
    </Section>
  );
}

// ---- recent activity ----

export function RecentActivityCard({ responses }: { responses: Dashboard['recentResponses'] }) {
  const { formatMessage, locale } = useAppIntl();
  const recent = responses.slice(0, RECENT_ACTIVITY_LIMIT);
  return (
    <Section title={formatMessage(m.recentActivity)} id="recent-activity-heading">
      {recent.length === 0 ? (
        <Stack gap="3" py="2">
          <Text color="fg.muted">{formatMessage(m.recentEmpty)}</Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild size="lg" colorPalette="blue">
              <RouterLink to={paths.newSurvey.getHref()}>
                {formatMessage(m.createSurvey)}
              </RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <RouterLink to={paths.teams.getHref()}>{formatMessage(m.createTeam)}</RouterLink>
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Box as="ul" listStyleType="none" ps="0">
          {recent.map((response) => {
            const kind = response.sentiment === null ? null : sentimentClass(response.sentiment);
            // An anonymous survey's row is one release: answers made visible together that day.
            const group = response.count > 1;
            return (
              <Flex
                as="li"
                key={response.id}
                data-testid="recent-response"
                gap="3"
                py="3"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: '0' }}
                align="center"
                justify="space-between"
              >
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="medium" wordBreak="break-word">
                    {group
                      ? formatMessage(m.responsesTo, { count: response.count })
                      : formatMessage(m.newResponseTo)}{' '}
                    <Link asChild color="blue.fg">
                      <RouterLink to={paths.surveyResponses.getHref(response.surveyId)}>
                        {response.surveyTitle}
                      </RouterLink>
                    </Link>
                  </Text>
                  <Text textStyle="sm" color="fg.muted">
                    {response.teamName ?? formatMessage(m.noTeam)} ·{' '}
                    {group
                      ? formatMessage(m.releasedTogether, {
                          day: formatDay(response.createdAt, locale),
                        })
                      : formatDay(response.createdAt, locale)}
                  </Text>
                </Stack>
                <Badge
                  colorPalette={kind ? SENTIMENT_PALETTES[kind] : 'purple'}
                  variant="subtle"
                  size="lg"
                >
                  <VisuallyHidden>
                    {formatMessage(group ? m.averageSentimentLabel : m.sentimentLabel)}
                  </VisuallyHidden>{' '}
                  {formatMessage(kind ? SENTIMENT_LABELS[kind] : m.notScored)}
                </Badge>
              </Flex>
            );
          })}
        </Box>
      )}
    </Section>
  );
}

// ---- active surveys ----

export function ActiveSurveysCard({ surveys }: { surveys: Dashboard['recentActiveSurveys'] }) {
  const { formatMessage } = useAppIntl();
  return (
    <Section title={formatMessage(m.activeSurveys)} id="active-surveys-heading">
      {surveys.length === 0 ? (
        <Stack gap="3" py="2">
          <Text color="fg.muted">{formatMessage(m.activeEmpty)}</Text>
          <Box>
            <Button asChild size="lg" variant="outline">
              <RouterLink to={paths.newSurvey.getHref()}>
                {formatMessage(m.createSurvey)}
              </RouterLink>
            </Button>
          </Box>
        </Stack>
      ) : (
        <Box as="ul" listStyleType="none" ps="0">
          {surveys.map((survey) => (
            <Flex
              as="li"
              key={survey.id}
              data-testid="active-survey"
              gap="3"
              py="2"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: '0' }}
              align="center"
              justify="space-between"
            >
              <Stack gap="0.5" minW="0">
                <Text fontWeight="medium" wordBreak="break-word">
                  {survey.title}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {survey.team_name ?? formatMessage(m.noTeam)} ·{' '}
                  {formatMessage(m.responseCount, { count: survey.response_count })}
                </Text>
              </Stack>
              <Button asChild size="lg" variant="outline" flexShrink="0">
                <RouterLink to={paths.surveyResponses.getHref(survey.id)}>
                  {formatMessage(m.view)} <VisuallyHidden>{survey.title}</VisuallyHidden>
                </RouterLink>
              </Button>
            </Flex>
          ))}
        </Box>
      )}
    </Section>
  );
}

// ---- sentiment overview ----

const OVERVIEW_ROWS = [
  { key: 'positive', bar: 'green.solid' },
  { key: 'neutral', bar: 'gray.solid' },
  { key: 'negative', bar: 'red.solid' },
] as const;

export function SentimentOverviewCard({
  overview,
  notScored,
}: {
  overview: Dashboard['sentimentOverview'];
  notScored: number;
}) {
  const { formatMessage, formatNumber } = useAppIntl();
  return (
    <Section title={formatMessage(m.sentimentOverview)} id="sentiment-overview-heading">
      {overview ? (
        <Stack as="ul" listStyleType="none" ps="0" gap="4" py="1">
          {OVERVIEW_ROWS.map((row) => {
            const percent = Math.max(0, Math.min(100, Math.round(overview[row.key])));
            return (
              <Stack as="li" key={row.key} gap="1.5" data-testid={`sentiment-${row.key}`}>
                <Flex justify="space-between" gap="2">
                  <Text fontWeight="medium">{formatMessage(SENTIMENT_LABELS[row.key])}</Text>
                  <Text fontWeight="semibold">
                    {formatNumber(percent / 100, { style: 'percent' })}
                  </Text>
                </Flex>
                <Box
                  aria-hidden="true"
                  height="2.5"
                  borderRadius="full"
                  bg="bg.emphasized"
                  overflow="hidden"
                >
                  <Box height="full" width={`${percent}%`} bg={row.bar} borderRadius="full" />
                </Box>
              </Stack>
            );
          })}
        </Stack>
      ) : (
        <Text color="fg.muted" py="2">
          {formatMessage(m.sentimentEmpty)}
        </Text>
      )}
      {notScored > 0 && (
        <Text textStyle="sm" color="fg.muted" data-testid="not-scored">
          {formatMessage(m.notScoredCount, { count: notScored })}
        </Text>
      )}
    </Section>
  );
}

// ---- shared pieces ----

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" as="section" aria-labelledby={id} height="full">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.5em"
      height="1.5em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const TeamsIcon = () => (
  <Svg>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75" />
  </Svg>
);

const SurveysIcon = () => (
  <Svg>
    <rect x="8" y="2" width="8" height="4" rx="1" />
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />
    <path d="M9 12h6M9 16h6" />
  </Svg>
);

const ResponsesIcon = () => (
  <Svg>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </Svg>
);

const SentimentIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="10" />
    <path d="M8 14s1.5 2 4 2 4-2 4-2" />
    <path d="M9 9h.01M15 9h.01" />
  </Svg>
);
