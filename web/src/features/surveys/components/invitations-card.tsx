import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { Invitation, Release, Round, SendSurveyEmailResponse } from '#shared/api/responses';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { useEmailMutations } from '../api/use-email-mutations';
import { useSurveyInvitations } from '../api/use-invitations';
import { useSendProgress } from '../api/use-send-progress';
import { sendFailure } from './send-failure';
import { canRetryFailed, RetryFailedButton, SendProgressBar, useDoneOnce } from './send-progress';
import { invitationMessages as m, useRoundIntl } from '../round-messages';
import type { AppMessage } from '../../../i18n/define-messages';
import { breakableEmail } from '../../../components/breakable-email';
import { LoadFailed } from '../../../components/load-failed';

const STATUS: Record<Invitation['status'], { label: AppMessage; palette: string }> = {
  sending: { label: m.statusSending, palette: 'gray' },
  sent: { label: m.statusSent, palette: 'blue' },
  failed: { label: m.statusFailed, palette: 'red' },
  responded: { label: m.statusResponded, palette: 'green' },
  bounced: { label: m.statusBounced, palette: 'orange' },
  complained: { label: m.statusComplained, palette: 'orange' },
};

/** Anonymous surveys never say who responded: a row is sent or failed, whatever happened next. */
const ANONYMOUS_STATUS: Record<Invitation['status'], Invitation['status']> = {
  sending: 'sent',
  sent: 'sent',
  failed: 'failed',
  responded: 'sent',
  bounced: 'bounced',
  complained: 'complained',
};

interface InvitationsCardProps {
  surveyId: string;
  /** The survey is anonymous: responses show only as counts per release, never per recipient. */
  anonymous?: boolean;
  /** The anonymity threshold: the smallest group answers are released in. */
  threshold?: number;
  onSend: () => void;
}

/**
 * The editor's Email Invitations card: who the survey was e-mailed to, each invitation's status
 * and when it was sent, with a Resend. A named survey shows who responded and when (no Resend for
 * them); an anonymous survey never does, only how many responded per release of answers.
 * Loads a page at a time.
 */
export function InvitationsCard({
  surveyId,
  anonymous: anonymousSurvey = false,
  threshold,
  onSend,
}: InvitationsCardProps) {
  const { t, when } = useRoundIntl();
  const { data, error, isLoading, isValidating, size, setSize, mutate } =
    useSurveyInvitations(surveyId);
  const responded = data?.[0]?.responded ?? null;
  const rounds = data?.[0]?.rounds ?? [];
  const latestSend = data?.[0]?.latestSend ?? null;
  // The server decides: a `responded` summary means the survey is anonymous, whatever was loaded.
  const anonymous = anonymousSurvey || responded !== null;
  const { resendInvitation } = useEmailMutations();
  const [resending, setResending] = useState<string | null>(null);

  const invitations = data?.flatMap((page) => page.invitations) ?? [];
  const nextCursor = data?.[data.length - 1]?.nextCursor ?? null;
  const loadingMore = isValidating && data !== undefined && data.length < size;

  const resend = async (email: string) => {
    setResending(email);
    try {
      await resendInvitation(surveyId, email);
      toast.success(t(m.resent));
    } catch (failure) {
      toast.failure(describeError(failure, t(m.resendFailed)));
    } finally {
      setResending(null);
    }
  };

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="survey-invitations-heading">
      <Card.Body gap="4">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h2" size="lg" id="survey-invitations-heading">
              {t(m.heading)}
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              {t(anonymous ? m.introAnonymous : m.introNamed)}
            </Text>
          </Stack>
          <Button size="lg" variant="outline" onClick={onSend}>
            {t(m.sendByEmail)}
          </Button>
        </Flex>

        {error && !data ? (
          <LoadFailed
            title={t(m.loadFailed)}
            error={error}
            retrying={isValidating}
            onRetry={() => void mutate()}
          />
        ) : isLoading || !data ? (
          <Stack gap="2" aria-busy="true">
            <VisuallyHidden role="status">{t(m.loading)}</VisuallyHidden>
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} height="10" aria-hidden="true" />
            ))}
          </Stack>
        ) : invitations.length === 0 ? (
          <Text color="fg.muted" py="2">
            {t(m.empty)}
          </Text>
        ) : (
          <>
            {latestSend && (
              <LatestSend
                key={latestSend.sendId}
                surveyId={surveyId}
                send={latestSend}
                onDone={() => void mutate()}
              />
            )}
            {anonymous && <RespondedSummary responded={responded} threshold={threshold} />}
            {rounds.length > 1 && <RoundsSummary rounds={rounds} />}
            <Box
              // Scrolls sideways on its own at phone width instead of widening the page; relative,
              // so the visually hidden header text is clipped with the rest of the table.
              overflowX="auto"
              position="relative"
              tabIndex={0}
              role="region"
              aria-label={t(m.table)}
              borderWidth="1px"
              borderRadius="md"
              focusRingOffset="0"
            >
              <Box as="table" width="full" textStyle="sm" css={tableCss}>
                <Box as="thead" bg="bg.muted">
                  <tr>
                    <th scope="col">{t(m.recipient)}</th>
                    <Box asChild display={WIDE_ONLY}>
                      <th scope="col">{t(m.status)}</th>
                    </Box>
                    <Box asChild display={WIDE_ONLY}>
                      <th scope="col">{t(m.sent)}</th>
                    </Box>
                    {!anonymous && (
                      <Box asChild display={WIDE_ONLY}>
                        <th scope="col">{t(m.responded)}</th>
                      </Box>
                    )}
                    <th scope="col">
                      <VisuallyHidden>{t(m.actions)}</VisuallyHidden>
                    </th>
                  </tr>
                </Box>
                <tbody>
                  {invitations.map((invitation) => {
                    const status =
                      STATUS[anonymous ? ANONYMOUS_STATUS[invitation.status] : invitation.status];
                    const sent = invitation.sent_at ? when(invitation.sent_at) : t(m.notSent);
                    const respondedOn = invitation.responded_at
                      ? when(invitation.responded_at)
                      : t(m.notYet);
                    const canResend =
                      invitation.status !== 'bounced' &&
                      invitation.status !== 'complained' &&
                      (anonymous || invitation.status !== 'responded');
                    const badge = (
                      <Badge colorPalette={status.palette} variant="subtle" size="md">
                        {t(status.label)}
                      </Badge>
                    );
                    return (
                      <tr key={invitation.id} data-testid="invitation-row">
                        {/* Breaks after the @ and dots; mid-word only for a part wider than the cell
                            (`anywhere`: unlike `break-word`, it lets the table narrow the column). */}
                        <Box as="td" overflowWrap="anywhere">
                          {breakableEmail(invitation.recipient_email)}
                          {/* At phone width the status and the two date columns fold in under
                              the address, so a long status ("Als Spam markiert") fits. */}
                          <Box display={NARROW_ONLY} my="1" data-testid="invitation-status-narrow">
                            {badge}
                          </Box>
                          <Text
                            display={NARROW_ONLY}
                            color="fg.muted"
                            textStyle="xs"
                            data-testid="invitation-dates"
                          >
                            {anonymous
                              ? t(m.datesSent, { sent })
                              : t(m.datesBoth, { sent, responded: respondedOn })}
                          </Text>
                        </Box>
                        <Box as="td" display={WIDE_ONLY}>
                          {badge}
                        </Box>
                        <Box as="td" whiteSpace="nowrap" display={WIDE_ONLY}>
                          {sent}
                        </Box>
                        {!anonymous && (
                          <Box
                            as="td"
                            whiteSpace="nowrap"
                            display={WIDE_ONLY}
                            color={invitation.responded_at ? undefined : 'fg.muted'}
                          >
                            {respondedOn}
                          </Box>
                        )}
                        <Box as="td" textAlign="end">
                          {canResend && (
                            <Button
                              size="md"
                              minH="11"
                              // A two-word label (German's) wraps rather than widen the table.
                              height="auto"
                              whiteSpace="normal"
                              variant="ghost"
                              colorPalette="blue"
                              loading={resending === invitation.recipient_email}
                              loadingText={t(m.resending)}
                              disabled={resending !== null}
                              onClick={() => void resend(invitation.recipient_email)}
                            >
                              {t(m.resend)}{' '}
                              <VisuallyHidden>
                                {t(m.resendTo, { email: invitation.recipient_email })}
                              </VisuallyHidden>
                            </Button>
                          )}
                        </Box>
                      </tr>
                    );
                  })}
                </tbody>
              </Box>
            </Box>
            {nextCursor && (
              <Box>
                <Button
                  size="lg"
                  variant="outline"
                  loading={loadingMore}
                  loadingText={t(m.loadingMore)}
                  onClick={() => void setSize(size + 1)}
                >
                  {t(m.loadMore)}
                </Button>
              </Box>
            )}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The survey's latest send: its progress while it goes out (read every second), and once it is
 * done with recipients it could not reach, how many and a "Retry failed" that queues only them.
 */
function LatestSend({
  surveyId,
  send,
  onDone,
}: {
  surveyId: string;
  send: SendSurveyEmailResponse;
  onDone: () => void;
}) {
  const { t } = useRoundIntl();
  const live = useSendProgress(send.state === 'done' ? null : { surveyId, sendId: send.sendId });
  const latest = live.data ?? send;
  useDoneOnce(live.data, onDone);
  const { retryFailed } = useEmailMutations();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await retryFailed(surveyId, latest.sendId);
      toast.info(t(m.retrying), { title: t(m.retryingTitle) });
    } catch (failure) {
      toast.failure(sendFailure(failure));
    } finally {
      setRetrying(false);
    }
  };
  if (latest.state !== 'done') {
    return (
      <Box borderWidth="1px" borderRadius="md" p="3" data-testid="latest-send">
        <SendProgressBar send={latest} compact />
      </Box>
    );
  }
  if (!canRetryFailed(latest)) return null;
  return (
    // At phone width the action goes under the words instead of squeezing them.
    <Alert.Root status="warning" data-testid="latest-send" alignItems="center" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content flex="1 1 14rem">
        <Alert.Title>{t(m.lastSendTitle, { failed: latest.failed })}</Alert.Title>
        <Alert.Description>
          {t(m.lastSendText, { sent: latest.sent, total: latest.total })}
        </Alert.Description>
      </Alert.Content>
      <RetryFailedButton
        failed={latest.failed}
        busy={retrying}
        size="md"
        onRetry={() => void retry()}
      />
    </Alert.Root>
  );
}

/**
 * How many e-mailed responses an anonymous survey has released, in total and per release: never
 * who. Each release holds at least the threshold, so no count narrows an answer to a person.
 */
function RespondedSummary({
  responded,
  threshold,
}: {
  responded: { total: number; releases: Release[] } | null;
  threshold?: number;
}) {
  const { t, day } = useRoundIntl();
  const total = responded?.total ?? 0;
  const releases = responded?.releases ?? [];
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      bg="bg.subtle"
      data-testid="responded-summary"
    >
      <Text fontWeight="semibold">
        {total === 0
          ? t(m.noneReleased)
          : t(m.respondedReleased, { total, groups: releases.length })}
      </Text>
      <Text textStyle="sm" color="fg.muted">
        {threshold ? t(m.releasedInAtLeast, { threshold }) : t(m.releasedInGroups)}
      </Text>
      {releases.length > 0 && (
        <Box as="ul" listStyleType="none" ps="0" textStyle="sm" aria-label={t(m.releases)}>
          {releases.map((release) => (
            <Flex as="li" key={release.day} gap="3" justify="space-between" maxW="xs">
              <span>{t(m.released, { day: day(release.day) })}</span>
              <Text as="span" fontWeight="medium">
                {t(m.responses, { count: release.count })}
              </Text>
            </Flex>
          ))}
        </Box>
      )}
    </Stack>
  );
}

/**
 * Each round's invited and responded counts with its response rate (decision 0023): responded
 * counts only shown answers, whole released groups for an anonymous survey.
 */
function RoundsSummary({ rounds }: { rounds: Round[] }) {
  const { t, day } = useRoundIntl();
  return (
    <Box
      as="ul"
      listStyleType="none"
      ps="0"
      textStyle="sm"
      aria-label={t(m.rounds)}
      data-testid="rounds"
    >
      {rounds.map((r) => (
        <Flex as="li" key={r.round} gap="3" justify="space-between" wrap="wrap" py="1">
          <span>{t(m.roundLine, { round: r.round, day: day(r.opened_at.slice(0, 10)) })}</span>
          <Text as="span" fontWeight="medium">
            {t(m.roundResponded, {
              responded: r.responded ?? 0,
              invited: r.invited,
              rated: r.response_rate === null || r.response_rate === undefined ? 'no' : 'yes',
              rate: r.response_rate ?? 0,
              withheld: r.withheld ? 'yes' : 'no',
            })}
          </Text>
        </Flex>
      ))}
    </Box>
  );
}

const WIDE_ONLY = { base: 'none', sm: 'table-cell' } as const;
const NARROW_ONLY = { base: 'block', sm: 'none' } as const;

const tableCss = {
  borderCollapse: 'collapse',
  '& th': {
    textAlign: 'start',
    fontWeight: 'semibold',
    px: '3',
    py: '2',
    whiteSpace: 'nowrap',
  },
  '& td': { px: '3', py: '1.5', borderTopWidth: '1px', verticalAlign: 'middle' },
} as const;
