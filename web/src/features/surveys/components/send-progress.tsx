import { Alert, Button, Heading, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { SendSurveyEmailResponse } from '#shared/api/responses';
import { useSendProgress } from '../api/use-send-progress';
import { sendProgressMessages as m, useRoundIntl, type RoundIntl } from '../round-messages';

type SendCounts = Pick<
  SendSurveyEmailResponse,
  'sent' | 'failed' | 'skipped' | 'waiting' | 'total'
>;

/** What a send's progress says: "12 of 40 sent, 1 failed, 27 waiting". */
export function sendProgressText(send: SendCounts, { formatMessage: t }: RoundIntl) {
  const parts = [t(m.sentOf, { sent: send.sent, total: send.total })];
  if (send.failed > 0) parts.push(t(m.failed, { failed: send.failed }));
  if (send.skipped > 0) parts.push(t(m.skipped, { skipped: send.skipped }));
  parts.push(t(m.waiting, { waiting: send.waiting }));
  return parts.join(', ');
}

/** A finished send whose failed recipients can be queued again. */
export function canRetryFailed(
  send: Pick<SendSurveyEmailResponse, 'state' | 'failed' | 'retriedBy'>,
) {
  return send.state === 'done' && send.failed > 0 && send.retriedBy === null;
}

/**
 * The bar, the counts and the pause reason of a send under way, with its live status said to
 * screen readers. `compact` for the invitations card (a smaller heading).
 */
export function SendProgressBar({
  send,
  compact = false,
}: {
  send: SendSurveyEmailResponse;
  compact?: boolean;
}) {
  const { intl, t } = useRoundIntl();
  const handled = send.sent + send.failed + send.skipped;
  const text = sendProgressText(send, intl);
  return (
    <Stack gap={compact ? '2' : '4'}>
      <Heading as="h3" size={compact ? 'sm' : 'md'}>
        {t(send.state === 'paused' ? m.paused : m.sending)}
      </Heading>
      <Progress.Root
        value={send.total > 0 ? Math.round((handled / send.total) * 100) : 0}
        max={100}
        colorPalette={send.state === 'paused' ? 'orange' : 'blue'}
      >
        <Progress.Label mb="1">{text}</Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {/* Said to screen readers as it moves; the label above shows it. */}
      <VisuallyHidden role="status" aria-live="polite">
        {text}
      </VisuallyHidden>
      {send.state === 'paused' && send.pausedReason && (
        <Alert.Root status="warning" data-testid="send-paused">
          <Alert.Indicator />
          <Alert.Description>{send.pausedReason}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}

/**
 * A send going out (decision 0033): the worker sends at the mail service's rate, so the dialog
 * shows how far it is, read every second, and hands over the results once it is done. Closing
 * the dialog does not stop the send.
 */
export function SendProgress({
  surveyId,
  queued,
  onDone,
}: {
  surveyId: string;
  queued: SendSurveyEmailResponse;
  onDone: (done: SendSurveyEmailResponse) => void;
}) {
  const { t } = useRoundIntl();
  const progress = useSendProgress({ surveyId, sendId: queued.sendId });
  const latest = progress.data ?? queued;
  useDoneOnce(latest, onDone);
  return (
    <Stack gap="4" data-testid="send-progress" aria-busy="true">
      <SendProgressBar send={latest} />
      {progress.error && (
        <Text textStyle="sm" color="fg.muted">
          {t(m.unread)}
        </Text>
      )}
      <Text textStyle="sm" color="fg.muted">
        {t(m.goesOn)}
      </Text>
    </Stack>
  );
}

/** Calls `onDone` once, the first time the send reads as done. */
export function useDoneOnce(
  send: SendSurveyEmailResponse | undefined,
  onDone: (done: SendSurveyEmailResponse) => void,
) {
  const reported = useRef(false);
  useEffect(() => {
    if (send?.state === 'done' && !reported.current) {
      reported.current = true;
      onDone(send);
    }
  }, [send, onDone]);
}

/** The "Retry failed (K)" button: busy while the retry is being queued. */
export function RetryFailedButton({
  failed,
  busy,
  onRetry,
  size = 'lg',
}: {
  failed: number;
  busy: boolean;
  onRetry: () => void;
  size?: 'md' | 'lg';
}) {
  const { t } = useRoundIntl();
  return (
    <Button
      size={size}
      minH="11"
      variant="outline"
      colorPalette="orange"
      loading={busy}
      loadingText={t(m.queueing)}
      onClick={onRetry}
    >
      {t(m.retryFailed, { failed })}
    </Button>
  );
}
