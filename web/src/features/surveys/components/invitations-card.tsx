import {
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
import type { Invitation } from '../../../../../shared/src/api/responses';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { useEmailMutations } from '../api/use-email-mutations';
import { useSurveyInvitations } from '../api/use-invitations';
import { formatWhen } from '../survey-format';
import { SURVEY_MESSAGES } from '../survey-messages';
import { LoadFailed } from '../../../components/load-failed';

const STATUS: Record<Invitation['status'], { label: string; palette: string }> = {
  sent: { label: 'Sent', palette: 'blue' },
  failed: { label: 'Failed', palette: 'red' },
  responded: { label: 'Responded', palette: 'green' },
};

/**
 * The editor's Email Invitations card: who the survey was e-mailed to, each invitation's status,
 * when it was sent and when the recipient responded (days only for anonymous surveys), with a
 * Resend for anyone who has not responded. Loads a page at a time.
 */
export function InvitationsCard({ surveyId, onSend }: { surveyId: string; onSend: () => void }) {
  const { data, error, isLoading, isValidating, size, setSize, mutate } =
    useSurveyInvitations(surveyId);
  const { resendInvitation } = useEmailMutations();
  const [resending, setResending] = useState<string | null>(null);

  const invitations = data?.flatMap((page) => page.invitations) ?? [];
  const nextCursor = data?.[data.length - 1]?.nextCursor ?? null;
  const loadingMore = isValidating && data !== undefined && data.length < size;

  const resend = async (email: string) => {
    setResending(email);
    try {
      await resendInvitation(surveyId, email);
      toast.success(SURVEY_MESSAGES.invitationResent);
    } catch (failure) {
      toast.failure(describeError(failure, SURVEY_MESSAGES.resendFailed));
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
              Everyone this survey was e-mailed to, and whether they have responded.
            </Text>
          </Stack>
          <Button size="lg" variant="outline" onClick={onSend}>
            Send by Email
          </Button>
        </Flex>

        {error && !data ? (
          <LoadFailed
            title={SURVEY_MESSAGES.loadInvitationsFailed}
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
                    <Box asChild display={WIDE_ONLY}>
                      <th scope="col">Responded</th>
                    </Box>
                    <th scope="col">
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </th>
                  </tr>
                </Box>
                <tbody>
                  {invitations.map((invitation) => {
                    const status = STATUS[invitation.status];
                    const sent = invitation.sent_at ? formatWhen(invitation.sent_at) : 'Not sent';
                    const responded = invitation.responded_at
                      ? formatWhen(invitation.responded_at)
                      : 'Not yet';
                    return (
                      <tr key={invitation.id} data-testid="invitation-row">
                        <Box as="td" overflowWrap="anywhere">
                          {invitation.recipient_email}
                          {/* At phone width the two date columns fold in under the address. */}
                          <Text
                            display={NARROW_ONLY}
                            color="fg.muted"
                            textStyle="xs"
                            data-testid="invitation-dates"
                          >
                            Sent: {sent} · Responded: {responded}
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
                        <Box
                          as="td"
                          whiteSpace="nowrap"
                          display={WIDE_ONLY}
                          color={invitation.responded_at ? undefined : 'fg.muted'}
                        >
                          {responded}
                        </Box>
                        <Box as="td" textAlign="end">
                          {invitation.status !== 'responded' && (
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
