import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Flex,
  Heading,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { EmailSendStatus, SendSurveyEmailResponse } from '#shared/api/responses';
import type { Survey } from '#shared/api/surveys';
import { checkRecipients, MAX_RECIPIENTS_PER_SEND } from '#shared/domain/recipients';
import { countIndependent } from '#shared/domain/email-identity';
import { defaultSubject, MAX_SUBJECT_LENGTH } from '#shared/domain/invitation-subject';
import { TextareaField, TextField } from '../../../components/form-field';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { preferredTimeZone } from '../../../lib/time-zone';
import { toast } from '../../../lib/toast';
import { useEmailMutations } from '../api/use-email-mutations';
import { publicSurveyUrl } from '../survey-format';
import { sendCountsText, SURVEY_MESSAGES } from '../survey-messages';
import { CopyLinkField } from './copy-link-field';
import { canRetryFailed, RetryFailedButton, SendProgress } from './send-progress';
import { sendFailure } from './send-failure';
import { addedText, mergeRecipients, rosterAddresses, skippedText } from '../team-recipients';
import { useAppIntl } from '../../../i18n/intl';
import { englishIntl } from '../survey-intl';

interface SendSurveyDialogProps {
  /** The survey to send; the dialog is open while there is one. */
  survey: Survey | null;
  onClose: () => void;
  /** A line above the form (the editor says when unsaved changes are not part of the send). */
  notice?: string;
}

/**
 * Send: the e-mail modal. Recipients (commas or new lines), subject ('Survey: {title}' unless
 * changed) and message; each recipient gets a personal single-use link. The result says how
 * many were sent, failed or skipped (already sent), recipient by recipient. The survey's open
 * link can be copied from here too.
 */
export function SendSurveyDialog({ survey, onClose, notice }: SendSurveyDialogProps) {
  // Kept while the dialog animates closed, so its content does not vanish mid-animation.
  const [shown, setShown] = useState<Survey | null>(survey);
  if (survey && survey !== shown) setShown(survey);

  return (
    <Dialog.Root
      open={survey !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size="lg"
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {shown && (
              // The content unmounts once closed: each opening starts with an empty form.
              <SendSurveyForm key={shown.id} survey={shown} notice={notice} onClose={onClose} />
            )}
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="lg" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface FormProblems {
  recipients?: string;
  subject?: string;
  message?: string;
  /** Not tied to one field: the send failed (its title and what the server said). */
  form?: { title: string; message: string };
}

/**
 * What the product cannot tell apart, said where it matters: your own addresses, +tags and another
 * manager's are recognised, but an address of another domain that you control is not.
 */
export const SEND_HONEST_LIMIT =
  'Your own addresses and those of the teams’ owners and admins never count toward the threshold. Addresses on other domains that you control cannot be told apart from your team’s: answers through them would count like anyone’s, so send only to the people you mean to ask.';

function SendSurveyForm({
  survey,
  notice,
  onClose,
}: {
  survey: Survey;
  notice?: string;
  onClose: () => void;
}) {
  const { sendSurveyEmail, refreshAfterSend, retryFailed } = useEmailMutations();
  const { formatMessage } = useAppIntl();
  const { user } = useAuth();
  const fallbackSubject = defaultSubject(survey.title);
  const [recipients, setRecipients] = useState('');
  const [subject, setSubject] = useState(fallbackSubject);
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<FormProblems>({});
  const [busy, setBusy] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [result, setResult] = useState<SendSurveyEmailResponse | null>(null);
  /** A send going out: its progress is read until it is done (decision 0033). */
  const [going, setGoing] = useState<SendSurveyEmailResponse | null>(null);
  const recipientsRef = useRef<HTMLTextAreaElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  /** Adding the assigned teams' rosters: idle, loading, or what it did (or why it failed). */
  const [rosterState, setRosterState] = useState<
    { kind: 'idle' } | { kind: 'loading' } | { kind: 'done' | 'failed'; text: string }
  >({ kind: 'idle' });
  const teamNames = survey.teams.map((team) => team.name);
  const hasQuestions = survey.questions.length > 0;
  // A closed survey's links take no answers, so the server will not send it either.
  const closed = !survey.acceptingResponses;
  const canSend = hasQuestions && !closed;
  const formId = `send-survey-${survey.id}`;
  const thresholdWarning = survey.isAnonymous
    ? independentWarning(recipients, survey.anonymityThreshold, user?.email)
    : null;

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  /** A queued send: its progress is followed until it is done (at once when nothing waits). */
  const follow = (queued: SendSurveyEmailResponse) => {
    if (queued.state === 'done') {
      setResult(queued);
      announce(queued);
    } else {
      setGoing(queued);
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!hasQuestions) {
      setProblems({
        form: {
          title: formatMessage(SURVEY_MESSAGES.sendEmailFailed),
          message: formatMessage(SURVEY_MESSAGES.noQuestionsToSend),
        },
      });
      return;
    }
    const checked = checkRecipients(recipients);
    if (!checked.ok) {
      setProblems({ recipients: checked.message });
      recipientsRef.current?.focus();
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      const queued = await sendSurveyEmail(survey.id, {
        recipients: checked.recipients,
        subject: subject.trim() || fallbackSubject,
        message: message.trim(),
        timezone: preferredTimeZone(user),
      });
      follow(queued);
    } catch (failure) {
      const content = sendFailure(failure);
      // A problem the server tied to a field is said on that field.
      const fields = isApiError(failure) ? (failure.fields ?? {}) : {};
      const onFields = {
        ...(fields.recipients ? { recipients: fields.recipients } : {}),
        ...(fields.subject ? { subject: fields.subject } : {}),
        ...(fields.message ? { message: fields.message } : {}),
      };
      setProblems(
        Object.keys(onFields).length > 0
          ? onFields
          : { form: { title: content.title, message: content.message } },
      );
      // The fallback's title and text are the same words: the toast says them once.
      const { title: _title, ...untitled } = content;
      toast.failure(content.title === content.message ? untitled : content);
    } finally {
      setBusy(false);
    }
  };

  /** Fills the box with the members of the teams the survey is assigned to, once each. */
  const addTeamMembers = async () => {
    setRosterState({ kind: 'loading' });
    try {
      const rosters = await Promise.all(
        survey.teams.map((team) => apiRequest('ListTeamMembers', { params: { teamId: team.id } })),
      );
      const { emails, withoutEmail } = rosterAddresses(rosters.map((roster) => roster.members));
      const merged = mergeRecipients(recipients, emails);
      setRecipients(merged.text);
      if (problems.recipients) setProblems((p) => ({ ...p, recipients: undefined }));
      setRosterState({
        kind: 'done',
        text: addedText(merged, teamNames) + skippedText(withoutEmail),
      });
    } catch {
      setRosterState({
        kind: 'failed',
        text: 'The team members could not be loaded. Type the addresses, or try again.',
      });
    }
  };

  const finished = (done: SendSurveyEmailResponse) => {
    setGoing(null);
    setResult(done);
    announce(done);
    void refreshAfterSend(survey.id);
  };

  /** Queues the finished send's failed recipients again and follows that send instead. */
  const retry = async () => {
    if (!result || retrying) return;
    setRetrying(true);
    try {
      const queued = await retryFailed(survey.id, result.sendId);
      setResult(null);
      follow(queued);
    } catch (failure) {
      toast.failure(sendFailure(failure));
    } finally {
      setRetrying(false);
    }
  };

  const sendMore = () => {
    setResult(null);
    setRecipients('');
    requestAnimationFrame(() => recipientsRef.current?.focus());
  };

  return (
    <>
      <Dialog.Header pe="14">
        <Stack gap="1" minW="0">
          <Dialog.Title>Send by Email</Dialog.Title>
          <Dialog.Description color="fg.muted" wordBreak="break-word">
            {survey.title}
          </Dialog.Description>
        </Stack>
      </Dialog.Header>
      <Dialog.Body>
        {going ? (
          <SendProgress surveyId={survey.id} queued={going} onDone={finished} />
        ) : result ? (
          <SendResult
            result={result}
            headingRef={resultRef}
            threshold={survey.isAnonymous ? survey.anonymityThreshold : null}
          />
        ) : (
          <form id={formId} onSubmit={(e) => void send(e)} noValidate>
            <Stack gap="5">
              {!hasQuestions && (
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>{formatMessage(SURVEY_MESSAGES.noQuestionsToSend)}</Alert.Title>
                </Alert.Root>
              )}
              {hasQuestions && closed && (
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>{formatMessage(SURVEY_MESSAGES.closedToSend)}</Alert.Title>
                </Alert.Root>
              )}
              {notice && canSend && <Text color="fg.muted">{notice}</Text>}
              {canSend && survey.isAnonymous && (
                <Text textStyle="sm" color="fg.muted" data-testid="send-honest-limit">
                  {SEND_HONEST_LIMIT}
                </Text>
              )}
              {canSend && survey.teams.length > 0 && (
                <Stack gap="1" align="flex-start" as="section" aria-labelledby={`${formId}-teams`}>
                  <Text id={`${formId}-teams`} fontWeight="semibold">
                    {survey.teams.length === 1 ? 'Send to team' : 'Send to teams'}
                  </Text>
                  <Button
                    variant="outline"
                    colorPalette="blue"
                    minH="11"
                    // Long team names wrap inside the dialog instead of running past it.
                    maxW="full"
                    height="auto"
                    py="2"
                    whiteSpace="normal"
                    textAlign="start"
                    loading={rosterState.kind === 'loading'}
                    loadingText="Adding members..."
                    onClick={() => void addTeamMembers()}
                  >
                    Add members of {teamNames.join(', ')}
                  </Button>
                  <Text
                    textStyle="sm"
                    color={rosterState.kind === 'failed' ? 'fg.error' : 'fg.muted'}
                    aria-live="polite"
                    data-testid="roster-added"
                  >
                    {rosterState.kind === 'done' || rosterState.kind === 'failed'
                      ? rosterState.text
                      : 'Everyone on the survey’s teams, once each; you can add more addresses below.'}
                  </Text>
                </Stack>
              )}
              <TextareaField
                ref={recipientsRef}
                label="Recipients"
                required
                rows={4}
                placeholder={'ana@example.com, ben@example.com\ncarla@example.com'}
                value={recipients}
                error={problems.recipients}
                hint={`Separate addresses with commas or new lines, up to ${MAX_RECIPIENTS_PER_SEND} at a time. Each person gets a personal link that works once.`}
                onChange={(event) => {
                  setRecipients(event.target.value);
                  if (problems.recipients) setProblems((p) => ({ ...p, recipients: undefined }));
                }}
              />
              <Box aria-live="polite">
                {thresholdWarning && (
                  <Alert.Root status="warning" data-testid="threshold-warning">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{thresholdWarning.message}</Alert.Title>
                      {thresholdWarning.ownLeftOut && (
                        <Alert.Description>
                          Your own address (and its +tag aliases) does not count: you could answer
                          through it yourself.
                        </Alert.Description>
                      )}
                    </Alert.Content>
                  </Alert.Root>
                )}
              </Box>
              <TextField
                label="Subject"
                maxLength={MAX_SUBJECT_LENGTH}
                placeholder={fallbackSubject}
                value={subject}
                error={problems.subject}
                onChange={(event) => {
                  setSubject(event.target.value);
                  if (problems.subject) setProblems((p) => ({ ...p, subject: undefined }));
                }}
              />
              <TextareaField
                label="Message (optional)"
                rows={3}
                maxLength={5000}
                value={message}
                hint="Shown above the link in the e-mail."
                error={problems.message}
                onChange={(event) => {
                  setMessage(event.target.value);
                  if (problems.message) setProblems((p) => ({ ...p, message: undefined }));
                }}
              />
              <Box aria-live="polite">
                {problems.form && hasQuestions && (
                  <Alert.Root status="error" data-testid="send-problem">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{problems.form.title}</Alert.Title>
                      {problems.form.message !== problems.form.title && (
                        <Alert.Description>{problems.form.message}</Alert.Description>
                      )}
                    </Alert.Content>
                  </Alert.Root>
                )}
              </Box>
              <Box borderTopWidth="1px" pt="5">
                {survey.openLinkEnabled ? (
                  <CopyLinkField
                    url={publicSurveyUrl(survey.id)}
                    hint="Anyone with this link can answer; share it where e-mail does not reach."
                  />
                ) : (
                  <Text color="fg.muted" textStyle="sm" data-testid="open-link-off">
                    The survey’s open link is off: only the personal links sent by e-mail can
                    answer. Turn on ‘Open link’ in the survey’s settings to share one link.
                  </Text>
                )}
              </Box>
            </Stack>
          </form>
        )}
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        {going ? (
          <Button size="lg" variant="outline" onClick={onClose}>
            Close (keeps sending)
          </Button>
        ) : result ? (
          <>
            {canRetryFailed(result) && (
              <RetryFailedButton
                failed={result.failed}
                busy={retrying}
                onRetry={() => void retry()}
              />
            )}
            <Button size="lg" variant="outline" onClick={sendMore}>
              Send to More People
            </Button>
            <Button size="lg" colorPalette="blue" onClick={onClose}>
              Done
            </Button>
          </>
        ) : (
          <>
            <Dialog.ActionTrigger asChild>
              <Button size="lg" variant="outline">
                Cancel
              </Button>
            </Dialog.ActionTrigger>
            <Button
              type="submit"
              form={formId}
              size="lg"
              colorPalette="blue"
              loading={busy}
              loadingText="Sending..."
              disabled={!canSend}
            >
              Send Survey
            </Button>
          </>
        )}
      </Dialog.Footer>
    </>
  );
}

/**
 * Anonymous surveys: the warning shown while the recipients typed reach fewer independent people
 * than the threshold (the sender's own mailbox left out, each mailbox counted once), or null.
 */
function independentWarning(
  input: string,
  threshold: number,
  ownEmail: string | undefined,
): { message: string; ownLeftOut: boolean } | null {
  const checked = checkRecipients(input);
  if (!checked.ok) return null;
  const own = ownEmail ? [ownEmail] : [];
  const counted = countIndependent(checked.recipients, own);
  if (counted >= threshold) return null;
  return {
    message: `Only ${counted} of these recipients count toward the anonymity threshold of ${threshold}: answers will not be shown until at least ${threshold} independent people answer.`,
    ownLeftOut: counted < countIndependent(checked.recipients),
  };
}

/**
 * What a finished send says in its heading: the spec's success only when nothing failed; a send
 * where some addresses failed says so, so nobody reads a partial send as a complete one.
 */
export function sendOutcomeTitle(result: Pick<SendSurveyEmailResponse, 'sent' | 'failed'>) {
  if (result.sent > 0 && result.failed === 0)
    return englishIntl().formatMessage(SURVEY_MESSAGES.emailSent);
  if (result.sent > 0) {
    const addresses = result.failed === 1 ? '1 address' : `${result.failed} addresses`;
    return `Sent to ${result.sent}, but ${addresses} could not be reached`;
  }
  if (result.failed > 0) return englishIntl().formatMessage(SURVEY_MESSAGES.sendEmailFailed);
  return 'Nothing new was sent';
}

/** The toast a finished send raises: success with the counts, a warning when some failed. */
function announce(result: SendSurveyEmailResponse) {
  const counts = sendCountsText(result);
  if (result.sent > 0 && result.failed === 0) {
    toast.success(counts, { title: englishIntl().formatMessage(SURVEY_MESSAGES.emailSent) });
  } else if (result.sent > 0) {
    toast.warning(counts, { title: sendOutcomeTitle(result) });
  } else if (result.failed > 0) {
    toast.error(counts, { title: englishIntl().formatMessage(SURVEY_MESSAGES.sendEmailFailed) });
  } else {
    toast.info(counts, { title: 'Everyone on the list already has this survey' });
  }
}

const STATUS_LABELS: Record<EmailSendStatus, string> = {
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped',
};

const STATUS_PALETTES: Record<EmailSendStatus, string> = {
  sent: 'green',
  failed: 'red',
  skipped: 'gray',
};

function SendResult({
  result,
  headingRef,
  threshold,
}: {
  result: SendSurveyEmailResponse;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The anonymity threshold, for an anonymous survey. */
  threshold: number | null;
}) {
  const stats: { label: string; value: number; status: EmailSendStatus }[] = [
    { label: 'Sent', value: result.sent, status: 'sent' },
    { label: 'Failed', value: result.failed, status: 'failed' },
    { label: 'Skipped (already sent)', value: result.skipped, status: 'skipped' },
  ];
  return (
    <Stack gap="5" data-testid="send-result">
      <Heading as="h3" size="md" ref={headingRef} tabIndex={-1} outline="none">
        {sendOutcomeTitle(result)}
      </Heading>
      <SimpleGrid as="dl" columns={3} gap="3">
        {stats.map((stat) => (
          <Flex
            key={stat.status}
            direction="column"
            justify="space-between"
            gap="1"
            borderWidth="1px"
            borderRadius="md"
            p="3"
            data-testid={`send-count-${stat.status}`}
          >
            <Text as="dt" textStyle="sm" color="fg.muted">
              {stat.label}
            </Text>
            <Text as="dd" textStyle="2xl" fontWeight="semibold">
              {stat.value}
            </Text>
          </Flex>
        ))}
      </SimpleGrid>
      {result.results.length > 0 && (
        <Stack gap="2">
          <Heading as="h4" size="sm">
            Recipients
          </Heading>
          <Box as="ul" listStyleType="none" ps="0" borderTopWidth="1px">
            {result.results.map((entry) => (
              <Flex
                as="li"
                key={entry.email}
                gap="3"
                py="2"
                borderBottomWidth="1px"
                align="center"
                justify="space-between"
                wrap="wrap"
              >
                <Stack gap="0" minW="0" flex="1">
                  <Text wordBreak="break-all">{entry.email}</Text>
                  {entry.reason && (
                    <Text textStyle="sm" color="fg.muted">
                      {entry.reason}
                    </Text>
                  )}
                </Stack>
                <Badge colorPalette={STATUS_PALETTES[entry.status]} size="lg" variant="subtle">
                  {STATUS_LABELS[entry.status]}
                </Badge>
              </Flex>
            ))}
          </Box>
        </Stack>
      )}
      {result.notCounted.length > 0 && (
        <Stack gap="2" data-testid="not-counted">
          <Heading as="h4" size="sm">
            Not counted toward the anonymity threshold
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            These are your own addresses, other managers of this survey, or another address of
            someone already invited (a +tag alias, or Gmail dots). They got the survey, but their
            answers do not count toward the threshold
            {threshold ? ` of ${threshold}` : ''}, so they cannot make up a group around someone
            else’s answer.
          </Text>
          <Box as="ul" ps="5" listStyleType="disc" textStyle="sm">
            {result.notCounted.map((email) => (
              <Text as="li" key={email} wordBreak="break-all">
                {email}
              </Text>
            ))}
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
