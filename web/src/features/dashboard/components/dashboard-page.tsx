import {
  Box,
  Card,
  Heading,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { User } from '#shared/api/auth';
import type { IntlShape } from 'react-intl';
import { useAppIntl } from '../../../i18n/intl';
import { useAuth } from '../../../lib/auth';
import { dashboardMessages as m } from '../messages';
import { forgetDashboard, useDashboard } from '../api/use-dashboard';
import { isEmptyDashboard } from '../dashboard-format';
import {
  ActiveSurveysCard,
  QuickActionsCard,
  RecentActivityCard,
  SentimentOverviewCard,
  StatCards,
} from './dashboard-sections';
import { VerificationBanner } from './verification-banner';
import { AttentionCard } from './attention-card';
import { GettingStartedCard } from './getting-started';
import { isChecklistComplete } from '../checklist';
import { LoadFailed } from '../../../components/load-failed';

/**
 * /dashboard, most pressing first (decision 0048): a greeting, the e-mail verification reminder,
 * the getting-started checklist until its five steps are done, what needs attention, then the
 * four totals, recent responses, quick actions, active surveys and the sentiment overview, with
 * loading, error and empty states.
 */

/** An account this young is new: it is greeted, not welcomed back. */
const NEW_ACCOUNT_MS = 60 * 60 * 1000;

/** 'Welcome, Ada!' for an account made in the last hour, 'Welcome back, Ada!' after. */
export function greeting(
  { formatMessage }: Pick<IntlShape, 'formatMessage'>,
  user: Pick<User, 'firstName' | 'createdAt'> | null | undefined,
  now = Date.now(),
): string {
  const name = user?.firstName;
  const created = user ? Date.parse(user.createdAt) : Number.NaN;
  const isNew = Number.isFinite(created) && now - created < NEW_ACCOUNT_MS;
  if (isNew) return name ? formatMessage(m.welcomeNewName, { name }) : formatMessage(m.welcomeNew);
  return name ? formatMessage(m.welcomeBackName, { name }) : formatMessage(m.welcomeBack);
}

export function DashboardPage() {
  const { user } = useAuth();
  const intl = useAppIntl();
  const { formatMessage } = intl;
  const { data, error, isValidating, mutate } = useDashboard(user?.id);

  const retry = () => {
    forgetDashboard();
    void mutate();
  };

  return (
    <Stack gap="6">
      <title>{formatMessage(m.title)}</title>
      <VerificationBanner />
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {greeting(intl, user)}
        </Heading>
        <Text color="fg.muted" textStyle="lg">
          {formatMessage(m.tagline)}
        </Text>
      </Stack>

      {data ? (
        <Stack gap="6">
          {!isChecklistComplete(data.gettingStarted) && (
            <GettingStartedCard state={data.gettingStarted} />
          )}
          {data.attention.length > 0 && <AttentionCard items={data.attention} />}
          {isEmptyDashboard(data) ? (
            <EmptyDashboard />
          ) : (
            <>
              <StatCards data={data} />
              <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
                <Box gridColumn={{ lg: 'span 2' }} display="grid">
                  <RecentActivityCard responses={data.recentResponses} />
                </Box>
                <QuickActionsCard />
              </SimpleGrid>
              <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
                <ActiveSurveysCard surveys={data.recentActiveSurveys} />
                <SentimentOverviewCard
                  overview={data.sentimentOverview}
                  notScored={data.notScored}
                />
              </SimpleGrid>
            </>
          )}
        </Stack>
      ) : error ? (
        <LoadFailed
          title={formatMessage(m.loadFailedTitle)}
          titleAs="h2"
          error={error}
          fallback={formatMessage(m.loadFailedFallback)}
          retrying={isValidating}
          onRetry={retry}
        />
      ) : (
        <DashboardSkeleton />
      )}
    </Stack>
  );
}

/** Nothing to total yet: the checklist above has every action, so this only says what comes. */
function EmptyDashboard() {
  const { formatMessage } = useAppIntl();
  return (
    <Card.Root variant="subtle">
      <Card.Body gap="1" py="6">
        <Heading as="h2" size="md">
          {formatMessage(m.emptyHeading)}
        </Heading>
        <Text color="fg.muted">{formatMessage(m.emptyText)}</Text>
      </Card.Body>
    </Card.Root>
  );
}

function DashboardSkeleton() {
  const { formatMessage } = useAppIntl();
  return (
    <Box aria-busy="true">
      <VisuallyHidden role="status">{formatMessage(m.loading)}</VisuallyHidden>
      <Stack gap="6" aria-hidden="true" data-testid="dashboard-skeleton">
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
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          {[0, 1].map((n) => (
            <Card.Root key={n} variant="outline">
              <Card.Body gap="4">
                <Skeleton height="6" width="40%" />
                <SkeletonText noOfLines={4} />
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
