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
import { monthLabel, referralTerms } from '#shared/domain/referral-terms';
import { LoadFailed } from '../../../components/load-failed';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { useEligiblePayouts, useReferralActions, useReferralStats } from '../api/use-referrals';
import {
  COPIED_MS,
  COPY_FAILED,
  formatDay,
  formatDollars,
  LINK_COPIED,
  PAYOUT_FAILED,
  PAYOUTS_LOAD_FAILED,
  payoutRequested,
  REFERRALS_LOAD_FAILED,
  shareLink,
} from '../referral-rules';

/** Touch targets of at least 44 px. */
const TARGET = '44px';
const minimumPayout = formatDollars(referralTerms.minimumPayoutCents / 100);
const commissionPercent = `${Math.round(referralTerms.commissionRate * 100)}%`;
const discountPercent = `${referralTerms.referredDiscountPercent}%`;

/** /referrals: 'Referral Program' (spec 2 §2). */
export function ReferralsPage() {
  const stats = useReferralStats();
  return (
    <Stack gap="6" maxW="6xl">
      <title>Referral Program · Candor</title>
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Referral Program
        </Heading>
        <Text color="fg.muted">Invite other teams to Candor and earn rewards when they join.</Text>
      </Stack>
      <Alert.Root status="info" variant="surface" data-testid="rewards-banner">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            Give {discountPercent} off, earn {commissionPercent}
          </Alert.Title>
          <Alert.Description>
            Friends get {discountPercent} off their first month. You earn {commissionPercent} of
            their payments for {referralTerms.commissionMonths} months, and a free month when they
            create their first survey.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {stats.error ? (
        <LoadFailed
          title={REFERRALS_LOAD_FAILED}
          error={stats.error}
          retrying={stats.isValidating}
          onRetry={() => void stats.mutate()}
        />
      ) : !stats.data ? (
        <Stack gap="4" role="status" aria-busy="true" aria-label="Loading referral information">
          <Skeleton height="24" />
          <Skeleton height="24" />
          <Skeleton height="40" />
        </Stack>
      ) : (
        <>
          <ReferralLink link={stats.data.referralLink} />
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" data-testid="referral-stats">
            <Stat label="Total referrals" value={stats.data.stats.total} />
            <Stat label="Completed" value={stats.data.stats.completed} />
            <Stat label="Pending" value={stats.data.stats.pending} />
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

  async function share() {
    const outcome = await shareLink(link, navigator);
    if (outcome === 'copied') {
      setCopied(true);
      toast.success(LINK_COPIED);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } else if (outcome === 'failed') {
      toast.error(COPY_FAILED);
    }
  }

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Your referral link
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Input
            readOnly
            value={link}
            aria-label="Your referral link"
            minH={TARGET}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button minH={TARGET} minW="28" onClick={() => void share()} colorPalette="blue">
            {copied ? 'Copied!' : 'Share'}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Card.Root>
      <Card.Body>
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
        <Text fontSize="3xl" fontWeight="bold">
          {value}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function Rewards({ rewards }: { rewards: Reward[] }) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Your rewards
        </Heading>
      </Card.Header>
      <Card.Body>
        {rewards.length === 0 ? (
          <Text color="fg.muted">
            No rewards yet. You earn a free month when a friend you referred creates their first
            survey.
          </Text>
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
                    {reward.value}% off
                    {reward.expires_at ? ` · expires ${formatDay(reward.expires_at)}` : ''}
                  </Text>
                </Stack>
                <Badge colorPalette={reward.used ? 'gray' : 'green'} size="lg">
                  {reward.used ? 'Used' : 'Available'}
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

  async function request(entry: EligibleCommission) {
    setRequesting(entry.month);
    try {
      await actions.requestPayout(entry.month);
      toast.success(payoutRequested(entry.month));
    } catch (error) {
      toast.failure(describeError(error, PAYOUT_FAILED));
    } finally {
      setRequesting(null);
    }
  }

  return (
    <Card.Root data-testid="eligible-payouts">
      <Card.Header>
        <Heading as="h2" size="lg">
          Eligible Payouts
        </Heading>
      </Card.Header>
      <Card.Body>
        {payouts.error ? (
          <LoadFailed
            title={PAYOUTS_LOAD_FAILED}
            error={payouts.error}
            retrying={payouts.isValidating}
            onRetry={() => void payouts.mutate()}
          />
        ) : !payouts.data ? (
          <Skeleton
            height="16"
            role="status"
            aria-busy="true"
            aria-label="Loading eligible payouts"
          />
        ) : payouts.data.eligibleCommissions.length === 0 ? (
          <Text color="fg.muted">
            {`Nothing to pay out yet. A month is paid out once its commissions reach ${minimumPayout} and ${referralTerms.refundWindowDays} days have passed since it ended.`}
          </Text>
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
                  <Text fontWeight="semibold">{monthLabel(entry.month)}</Text>
                  <Text color="fg.muted">{formatDollars(entry.amount)}</Text>
                </Stack>
                <Button
                  minH={TARGET}
                  colorPalette="blue"
                  loading={requesting === entry.month}
                  disabled={requesting !== null}
                  onClick={() => void request(entry)}
                  aria-label={`Request Payout for ${monthLabel(entry.month)}`}
                >
                  Request Payout
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

const statusBadge = (status: Referral['status']) => (
  <Badge colorPalette={status === 'completed' ? 'green' : 'yellow'}>
    {status === 'completed' ? 'Completed' : 'Pending'}
  </Badge>
);

function ReferralList({ referrals }: { referrals: Referral[] }) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Your referrals
        </Heading>
      </Card.Header>
      <Card.Body>
        {referrals.length === 0 ? (
          <Text color="fg.muted">
            No referrals yet. Share your link: people who register with it appear here.
          </Text>
        ) : (
          <>
            <Table.Root size="sm" hideBelow="md" data-testid="referrals-table">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>Email</Table.ColumnHeader>
                  <Table.ColumnHeader>Joined</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {referrals.map((r) => (
                  <Table.Row key={r.id}>
                    <Table.Cell>
                      {r.first_name} {r.last_name}
                    </Table.Cell>
                    <Table.Cell>{r.email}</Table.Cell>
                    <Table.Cell>{formatDay(r.joined_at)}</Table.Cell>
                    <Table.Cell>{statusBadge(r.status)}</Table.Cell>
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
                    {statusBadge(r.status)}
                  </HStack>
                  <Text color="fg.muted" wordBreak="break-all">
                    {r.email}
                  </Text>
                  <Text color="fg.muted" fontSize="sm">
                    Joined {formatDay(r.joined_at)}
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
  const steps = [
    ['Share your link', 'Send your referral link to other teams, or share it from your phone.'],
    [
      'Your friend joins',
      `They register with your link and get ${discountPercent} off their first paid month.`,
    ],
    ['They create a survey', 'You get a free month when they create their first survey.'],
    [
      'You earn',
      `You earn ${commissionPercent} of their payments for ${referralTerms.commissionMonths} months, paid out monthly.`,
    ],
  ] as const;
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          How It Works
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid as="ol" columns={{ base: 1, md: 4 }} gap="4" listStyleType="none">
          {steps.map(([title, text], index) => (
            <Stack as="li" key={title} gap="1">
              <Text fontWeight="bold" color="blue.fg">
                Step {index + 1}
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
  const faq = [
    [
      'How much do I earn?',
      `${commissionPercent} of what each friend you referred pays (tax excluded) for ${referralTerms.commissionMonths} months from their first payment. Refunded payments are taken back.`,
    ],
    [
      'What does my friend get?',
      `${discountPercent} off their first paid month. A free trial does not use it up: it applies when the trial ends.`,
    ],
    [
      'When am I paid?',
      `Payouts are monthly. A month can be requested once its commissions reach at least ${minimumPayout} and ${referralTerms.refundWindowDays} days have passed since it ended; smaller months roll over into the next.`,
    ],
    [
      'Can I refer myself?',
      'No. Self-referral is not allowed: a sign-up with your own account or e-mail address does not count.',
    ],
    [
      'Is there a limit on free months?',
      `You earn one free month per friend, when they create their first survey, and at most ${referralTerms.freeMonthsPerMonth} a month.`,
    ],
  ] as const;
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Terms
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
