import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from './confirm-dialog';

export const CLOSE_ROUND_FAILED = 'Failed to close the round';

/** What closing does, said before anything happens (decision 0042). */
export function closeRoundWarning(round: number, k: number, anonymous: boolean): string {
  return anonymous
    ? `Its invitations stop taking answers. Answers still waiting for a group of at least ${k} people are deleted without anyone reading them; answers already released stay. The round's managers get its report, and your next send starts round ${round + 1}. This cannot be undone.`
    : `Its invitations stop counting in it. The round's managers get its report, and your next send starts round ${round + 1}. This cannot be undone.`;
}

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
      toast.failure(describeError(failure, CLOSE_ROUND_FAILED));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="lg" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Close round {round}
      </Button>
      <ConfirmDialog
        open={open}
        title={`Close round ${round}?`}
        confirmLabel={`Close round ${round}`}
        destructive
        busy={busy}
        onConfirm={() => void close()}
        onCancel={() => setOpen(false)}
      >
        {closeRoundWarning(round, threshold, anonymous)}
      </ConfirmDialog>
    </>
  );
}
