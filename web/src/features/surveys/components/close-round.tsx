import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { closeRoundMessages as m, useRoundIntl } from '../round-messages';
import { ConfirmDialog } from './confirm-dialog';

/**
 * "Close round n" for the survey's latest open round (issue #33, decision 0042): asks first, then
 * says what the server says, the same whatever was waiting.
 */
export function CloseRoundButton({
  surveyId,
  round,
  threshold,
  anonymous,
  onClosed,
}: {
  surveyId: string;
  round: number;
  threshold: number;
  anonymous: boolean;
  onClosed: () => void;
}) {
  const { t } = useRoundIntl();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = async () => {
    setBusy(true);
    try {
      const closed = await apiRequest('CloseSurveyRound', {
        params: { id: surveyId, round: String(round) },
      });
      toast.success(closed.message);
      setOpen(false);
      onClosed();
    } catch (failure) {
      toast.failure(describeError(failure, t(m.failed)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="lg" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {t(m.button, { round })}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(m.title, { round })}
        confirmLabel={t(m.button, { round })}
        destructive
        busy={busy}
        onConfirm={() => void close()}
        onCancel={() => setOpen(false)}
      >
        {/* What closing does, said before anything happens (decision 0042). */}
        {t(anonymous ? m.warningAnonymous : m.warningNamed, { k: threshold, next: round + 1 })}
      </ConfirmDialog>
    </>
  );
}
