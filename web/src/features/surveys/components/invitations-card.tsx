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
import { formatDay, formatWhen, responseCountText } from '../survey-format';
import { SURVEY_MESSAGES } from '../survey-messages';
import { breakableEmail } from '../../../components/breakable-email';
import { LoadFailed } from '../../../components/load-failed';
import { useAppIntl } from '../../../i18n/intl';

const STATUS: Record<Invitation['status'], { label: string; palette: string }> = {
  sending: { label: 'Sending', palette: 'gray' },
  sent: { label: 'Sent', palette: 'blue' },
  failed: { label: 'Failed', palette: 'red' },
  responded: { label: 'Responded', palette: 'green' },
  bounced: { label: 'Bounced', palette: 'orange' },
  complained: { label: 'Marked as spam', palette: 'orange' },
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
  const { data, error, isLoading, isValidating, size, setSize, mutate } =
    useSurveyInvitations(surveyId);
  const responded = data?.[0]?.responded ?? null;
  const rounds = data?.[0]?.rounds ?? [];
  const latestSend = data?.[0]?.latestSend ?? null;
  // The server decides: a `responded` summary means the survey is anonymous, whatever was loaded.
  const anonymous = anonymousSurvey || responded !== null;
  const { resendInvitation } = useEmailMutations();
  const { formatMessage } = useAppIntl();
  const [resending, setResending] = useState<string | null>(null);

  const invitations = data?.flatMap((page) => page.invitations) ?? [];
  const nextCursor = data?.[data.length - 1]?.nextCursor ?? null;
  const loadingMore = isValidating && data !== undefined && data.length < size;

  const resend = async (email: string) => {
    setResending(email);
    try {
      await resendInvitation(surveyId, email);
      toast.success(formatMessage(SURVEY_MESSAGES.invitationResent));
    } catch (failure) {
      toast.failure(describeError(failure, formatMessage(SURVEY_MESSAGES.resendFailed)));
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
              Email Invitations
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              {anonymous
                ? 'Everyone this survey was e-mailed to. Who responded is never shown, only how many.'
                : 'Everyone this survey was e-mailed to, and whether they have responded.'}
            </Text>
          </Stack>
          <Button size="lg" variant="outline" onClick={onSend}>
            Send by Email
          </Button>
        </Flex>

        {error && !data ? (
          <LoadFailed
            title={formatMessage(SURVEY_MESSAGES.loadInvitationsFailed)}
            error={error}
            retrying={isValidating}
            onRetry={() => void mutate()}
          />
        ) : isLoading || !data ? (
          <Stack gap="2" aria-busy="true">
            <VisuallyHidden role="status">Loading invitations</VisuallyHidden>
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} height="10" aria-hidden="true" />
            ))}
          </Stack>
        ) : invitations.length === 0 ? (
          <Text color="fg.muted" py="2">
            No invitations yet. Send the survey by e-mail and each recipient shows here with their
            status.
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
              aria-label="Invitations table"
              borderWidth="1px"
              borderRadius="md"
              focusRingOffset="0"
            >
              <Box as="table" width="full" textStyle="sm" css={tableCss}>
                <Box as="thead" bg="bg.muted">
                  <tr>
                    <th scope="col">Recipient</th>
                    <th scope="col">Status</th>
                    <Box asChild display={WIDE_ONLY}>
                      <th scope="col">Sent</th>
                    </Box>
                    {!anonymous && (
                      <Box asChild display={WIDE_ONLY}>
                        <th scope="col">Responded</th>
                      </Box>
                    )}
                    <th scope="col">
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </th>
                  </tr>
                </Box>
                <tbody>
                  {invitations.map((invitation) => {
                    const status =
                      STATUS[anonymous ? ANONYMOUS_STATUS[invitation.status] : invitation.status];
                    const sent = invitation.sent_at ? formatWhen(invitation.sent_at) : 'Not sent';
                    const respondedOn = invitation.responded_at
                      ? formatWhen(invitation.responded_at)
                      : 'Not yet';
                    const canResend =
                      invitation.status !== 'bounced' &&
                      invitation.status !== 'complained' &&
                      (anonymous || invitation.status !== 'responded');
                    return (
                      <tr key={invitation.id} data-testid="invitation-row">
                        {/* Breaks after the @ and dots; mid-word only for a part wider than the cell. */}
                        <Box as="td" overflowWrap="break-word">
                          {breakableEmail(invitation.recipient_email)}
                          {/* At phone width the two date columns fold in under the address. */}
                          <Text
                            display={NARROW_ONLY}
                            color="fg.muted"
                            textStyle="xs"
                            data-testid="invitation-dates"
                          >
                            Sent: {sent}
                            {!anonymous && ` · Responded: ${respondedOn}`}
                          </Text>
                        </Box>
                        <td>
                          <Badge colorPalette={status.palette} variant="subtle" size="md">
                            {status.label}
                          </Badge>
                        </td>
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
                              variant="ghost"
                              colorPalette="blue"
                              loading={resending === invitation.recipient_email}
                              loadingText="Resending..."
                              disabled={resending !== null}
                              onClick={() => void resend(invitation.recipient_email)}
                            >
                              Resend{' '}
                              <VisuallyHidden>to {invitation.recipient_email}</VisuallyHidden>
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
                  loadingText="Loading..."
                  onClick={() => void setSize(size + 1)}
                >
                  Load More Invitations
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
  const live = useSendProgress(send.state === 'done' ? null : { surveyId, sendId: send.sendId });
  const latest = live.data ?? send;
  useDoneOnce(live.data, onDone);
  const { retryFailed } = useEmailMutations();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await retryFailed(surveyId, latest.sendId);
      toast.info('The failed e-mails are going out again. Their progress shows here.', {
        title: 'Retrying the failed ones',
      });
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
  const addresses = latest.failed === 1 ? '1 address' : `${latest.failed} addresses`;
  return (
    // At phone width the action goes under the words instead of squeezing them.
    <Alert.Root status="warning" data-testid="latest-send" alignItems="center" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content flex="1 1 14rem">
        <Alert.Title>The last send could not reach {addresses}</Alert.Title>
        <Alert.Description>
          {sendProgressLine(latest)} Retry sends only to the failed ones, with the same subject and
          message.
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

/** "38 of 40 sent." for a finished send. */
function sendProgressLine(send: SendSurveyEmailResponse): string {
  return `${send.sent} of ${send.total} sent.`;
}

/** '1 group', '3 groups'. */
function groupsText(count: number): string {
  return `${count} ${count === 1 ? 'group' : 'groups'}`;
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
  const total = responded?.total ?? 0;
  const releases = responded?.releases ?? [];
  const group = threshold ? `groups of at least ${threshold}` : 'groups';
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
          ? 'No e-mailed responses released yet'
          : `${total} responded, released in ${groupsText(releases.length)}`}
      </Text>
      <Text textStyle="sm" color="fg.muted">
        E-mailed answers are released in {group}, at most once a day, and no recipient is shown as
        having responded, so no answer can be tied to a person.
      </Text>
      {releases.length > 0 && (
        <Box as="ul" listStyleType="none" ps="0" textStyle="sm" aria-label="Releases">
          {releases.map((release) => (
            <Flex as="li" key={release.day} gap="3" justify="space-between" maxW="xs">
              <span>Released {formatDay(release.day)}</span>
              <Text as="span" fontWeight="medium">
                {responseCountText(release.count)}
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
  return (
    <Box
      as="ul"
      listStyleType="none"
      ps="0"
      textStyle="sm"
      aria-label="Rounds"
      data-testid="rounds"
    >
      {rounds.map((r) => (
        <Flex as="li" key={r.round} gap="3" justify="space-between" wrap="wrap" py="1">
          <span>
            Round {r.round} · {formatDay(r.opened_at.slice(0, 10))}
          </span>
          <Text as="span" fontWeight="medium">
            {r.responded ?? 0} of {r.invited} responded
            {r.response_rate === null || r.response_rate === undefined
              ? ''
              : ` (${r.response_rate}%)`}
            {r.withheld ? ' · late answers too few to show' : ''}
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
