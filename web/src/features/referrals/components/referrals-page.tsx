import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { EligibleCommission, Referral, Reward } from '#shared/api/referrals';
import { referralTerms } from '#shared/domain/referral-terms';
import { LoadFailed } from '../../../components/load-failed';
import { useAppIntl } from '../../../i18n/intl';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { useEligiblePayouts, useReferralActions, useReferralStats } from '../api/use-referrals';
import { referralsMessages as m } from '../messages';
import {
  COPIED_MS,
  formatDay,
  formatDollars,
  formatMonth,
  formatPercent,
  payoutRequested,
  shareLink,
  shareWords,
  type ReferralIntl,
} from '../referral-rules';

/** Touch targets of at least 44 px. */
const TARGET = '44px';

/** The programme's terms as the page says them: amounts and percentages in its language. */
function termValues(intl: ReferralIntl) {
  return {
    minimum: formatDollars(referralTerms.minimumPayoutCents / 100, intl),
    commission: formatPercent(referralTerms.commissionRate, intl),
    discount: formatPercent(referralTerms.referredDiscountPercent / 100, intl),
    months: referralTerms.commissionMonths,
    days: referralTerms.refundWindowDays,
    perMonth: referralTerms.freeMonthsPerMonth,
  };
}

/** /referrals: 'Referral Program' (spec 2 §2). */
export function ReferralsPage() {
  const stats = useReferralStats();
  const intl = useAppIntl();
  const { formatMessage } = intl;
  const terms = termValues(intl);
  return (
    <Stack gap="6" maxW="6xl">
      <title>{formatMessage(m.title)}</title>
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {formatMessage(m.heading)}
        </Heading>
        <Text color="fg.muted">{formatMessage(m.intro)}</Text>
      </Stack>
      <Alert.Root status="info" variant="surface" data-testid="rewards-banner">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{formatMessage(m.bannerTitle, terms)}</Alert.Title>
          <Alert.Description>{formatMessage(m.bannerText, terms)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {stats.error ? (
        <LoadFailed
          title={formatMessage(m.loadFailed)}
          error={stats.error}
          retrying={stats.isValidating}
          onRetry={() => void stats.mutate()}
        />
      ) : !stats.data ? (
        <Stack gap="4" role="status" aria-busy="true" aria-label={formatMessage(m.loading)}>
          <Skeleton height="24" />
          <Skeleton height="24" />
          <Skeleton height="40" />
        </Stack>
      ) : (
        <>
          <ReferralLink link={stats.data.referralLink} />
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" data-testid="referral-stats">
            <Stat label={formatMessage(m.totalReferrals)} value={stats.data.stats.total} />
            <Stat label={formatMessage(m.completed)} value={stats.data.stats.completed} />
            <Stat label={formatMessage(m.pending)} value={stats.data.stats.pending} />
          </SimpleGrid>
          <Rewards rewards={stats.data.rewards} />
          <EligiblePayouts />
          <ReferralList referrals={stats.data.referrals} />
        </>
      )}
      <HowItWorks />
      <Terms />
    </Stack>
  );
}

function ReferralLink({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const intl = useAppIntl();
  const { formatMessage } = intl;

  async function share() {
    const outcome = await shareLink(link, navigator, shareWords(intl));
    if (outcome === 'copied') {
      setCopied(true);
      toast.success(formatMessage(m.linkCopied));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } else if (outcome === 'failed') {
      toast.error(formatMessage(m.copyFailed));
    }
  }

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          {formatMessage(m.linkHeading)}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Input
            readOnly
            value={link}
            aria-label={formatMessage(m.linkHeading)}
            minH={TARGET}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button minH={TARGET} minW="28" onClick={() => void share()} colorPalette="blue">
            {formatMessage(copied ? m.copied : m.share)}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  const { formatNumber } = useAppIntl();
  return (
    <Card.Root>
      <Card.Body>
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
        <Text fontSize="3xl" fontWeight="bold">
          {formatNumber(value)}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function Rewards({ rewards }: { rewards: Reward[] }) {
  const intl = useAppIntl();
  const { formatMessage } = intl;
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          {formatMessage(m.rewardsHeading)}
        </Heading>
      </Card.Header>
      <Card.Body>
        {rewards.length === 0 ? (
          <Text color="fg.muted">{formatMessage(m.noRewards)}</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {rewards.map((reward) => (
              <HStack
                as="li"
                key={reward.id}
                justify="space-between"
                gap="3"
                flexWrap="wrap"
                borderWidth="1px"
                borderRadius="md"
                p="3"
              >
                <Stack gap="0">
                  <Text fontWeight="semibold">{reward.description}</Text>
                  <Text color="fg.muted" fontSize="sm">
                    {reward.expires_at
                      ? formatMessage(m.rewardValueExpires, {
                          percent: reward.value,
                          date: formatDay(reward.expires_at, intl),
                        })
                      : formatMessage(m.rewardValue, { percent: reward.value })}
                  </Text>
                </Stack>
                <Badge colorPalette={reward.used ? 'gray' : 'green'} size="lg">
                  {formatMessage(reward.used ? m.used : m.available)}
                </Badge>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function EligiblePayouts() {
  const payouts = useEligiblePayouts();
  const actions = useReferralActions();
  const [requesting, setRequesting] = useState<string | null>(null);
  const intl = useAppIntl();
  const { formatMessage } = intl;
  const terms = termValues(intl);

  async function request(entry: EligibleCommission) {
    setRequesting(entry.month);
    try {
      await actions.requestPayout(entry.month);
      toast.success(payoutRequested(entry.month, intl));
    } catch (error) {
      toast.failure(describeError(error, formatMessage(m.payoutFailed)));
    } finally {
      setRequesting(null);
    }
  }

  return (
    <Card.Root data-testid="eligible-payouts">
      <Card.Header>
        <Heading as="h2" size="lg">
          {formatMessage(m.payoutsHeading)}
        </Heading>
      </Card.Header>
      <Card.Body>
        {payouts.error ? (
          <LoadFailed
            title={formatMessage(m.payoutsLoadFailed)}
            error={payouts.error}
            retrying={payouts.isValidating}
            onRetry={() => void payouts.mutate()}
          />
        ) : !payouts.data ? (
          <Skeleton
            height="16"
            role="status"
            aria-busy="true"
            aria-label={formatMessage(m.payoutsLoading)}
          />
        ) : payouts.data.eligibleCommissions.length === 0 ? (
          <Text color="fg.muted">{formatMessage(m.noPayouts, terms)}</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {payouts.data.eligibleCommissions.map((entry) => (
              <HStack
                as="li"
                key={entry.id}
                justify="space-between"
                gap="3"
                flexWrap="wrap"
                borderWidth="1px"
                borderRadius="md"
                p="3"
              >
                <Stack gap="0">
                  <Text fontWeight="semibold">{formatMonth(entry.month, intl)}</Text>
                  <Text color="fg.muted">{formatDollars(entry.amount, intl)}</Text>
                </Stack>
                <Button
                  minH={TARGET}
                  colorPalette="blue"
                  loading={requesting === entry.month}
                  disabled={requesting !== null}
                  onClick={() => void request(entry)}
                  aria-label={formatMessage(m.requestPayoutFor, {
                    month: formatMonth(entry.month, intl),
                  })}
                >
                  {formatMessage(m.requestPayout)}
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function StatusBadge({ status }: { status: Referral['status'] }) {
  const { formatMessage } = useAppIntl();
  return (
    <Badge colorPalette={status === 'completed' ? 'green' : 'yellow'}>
      {formatMessage(status === 'completed' ? m.completed : m.pending)}
    </Badge>
  );
}

function ReferralList({ referrals }: { referrals: Referral[] }) {
  const intl = useAppIntl();
  const { formatMessage } = intl;
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          {formatMessage(m.listHeading)}
        </Heading>
      </Card.Header>
      <Card.Body>
        {referrals.length === 0 ? (
          <Text color="fg.muted">{formatMessage(m.noReferrals)}</Text>
        ) : (
          <>
            <Table.Root size="sm" hideBelow="md" data-testid="referrals-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{formatMessage(m.name)}</Table.ColumnHeader>
                  <Table.ColumnHeader>{formatMessage(m.email)}</Table.ColumnHeader>
                  <Table.ColumnHeader>{formatMessage(m.joined)}</Table.ColumnHeader>
                  <Table.ColumnHeader>{formatMessage(m.status)}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {referrals.map((r) => (
                  <Table.Row key={r.id}>
                    <Table.Cell>
                      {r.first_name} {r.last_name}
                    </Table.Cell>
                    <Table.Cell>{r.email}</Table.Cell>
                    <Table.Cell>{formatDay(r.joined_at, intl)}</Table.Cell>
                    <Table.Cell>
                      <StatusBadge status={r.status} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            <Stack as="ul" gap="3" listStyleType="none" hideFrom="md" data-testid="referral-cards">
              {referrals.map((r) => (
                <Box as="li" key={r.id} borderWidth="1px" borderRadius="md" p="3">
                  <HStack justify="space-between" gap="2">
                    <Text fontWeight="semibold">
                      {r.first_name} {r.last_name}
                    </Text>
                    <StatusBadge status={r.status} />
                  </HStack>
                  <Text color="fg.muted" wordBreak="break-all">
                    {r.email}
                  </Text>
                  <Text color="fg.muted" fontSize="sm">
                    {formatMessage(m.joinedOn, { date: formatDay(r.joined_at, intl) })}
                  </Text>
                </Box>
              ))}
            </Stack>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function HowItWorks() {
  const intl = useAppIntl();
  const { formatMessage } = intl;
  const terms = termValues(intl);
  const steps = [
    [m.step1Title, m.step1Text],
    [m.step2Title, m.step2Text],
    [m.step3Title, m.step3Text],
    [m.step4Title, m.step4Text],
  ].map(([title, text]) => [formatMessage(title!), formatMessage(text!, terms)] as const);
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          {formatMessage(m.howHeading)}
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid as="ol" columns={{ base: 1, md: 4 }} gap="4" listStyleType="none">
          {steps.map(([title, text], index) => (
            <Stack as="li" key={title} gap="1">
              <Text fontWeight="bold" color="blue.fg">
                {formatMessage(m.step, { number: index + 1 })}
              </Text>
              <Text fontWeight="semibold">{title}</Text>
              <Text color="fg.muted">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function Terms() {
  const intl = useAppIntl();
  const { formatMessage } = intl;
  const terms = termValues(intl);
  const faq = [
    [m.earnQuestion, m.earnAnswer],
    [m.friendQuestion, m.friendAnswer],
    [m.paidQuestion, m.paidAnswer],
    [m.selfQuestion, m.selfAnswer],
    [m.limitQuestion, m.limitAnswer],
  ].map(([question, answer]) => [formatMessage(question!), formatMessage(answer!, terms)] as const);
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          {formatMessage(m.termsHeading)}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          {faq.map(([question, answer]) => (
            <Box as="details" key={question} borderWidth="1px" borderRadius="md" px="3">
              <Box
                as="summary"
                minH={TARGET}
                display="flex"
                alignItems="center"
                cursor="pointer"
                fontWeight="semibold"
              >
                {question}
              </Box>
              <Text pb="3" color="fg.muted">
                {answer}
              </Text>
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
