import { Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import type { ActionOwnersResponse } from '#shared/api/actions';
import { DialogFrame } from '../../../components/dialog-frame';
import { apiKey, apiRequest, type ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { actionMessages as m, useRoundIntl } from '../round-messages';

/**
 * "Add action" on a question of a round's results (issue #31, decision 0055): what will be done,
 * by whom (an owner or admin of the survey's teams) and by when. The next round asks whether it
 * was done.
 */
export function AddActionButton({
  surveyId,
  round,
  questionId,
  question,
}: {
  surveyId: string;
  round: number;
  questionId: string;
  question: string;
}) {
  const { t } = useRoundIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t(m.add)}
        <VisuallyHiddenText>{` ${t(m.addOn, { question })}`}</VisuallyHiddenText>
      </Button>
      {open && (
        <AddActionDialog
          surveyId={surveyId}
          round={round}
          questionId={questionId}
          question={question}
          onDone={() => setOpen(false)}
        />
      )}
    </>
  );
}

function VisuallyHiddenText({ children }: { children: string }) {
  return (
    <Text as="span" srOnly>
      {children}
    </Text>
  );
}

function AddActionDialog({
  surveyId,
  round,
  questionId,
  question,
  onDone,
}: {
  surveyId: string;
  round: number;
  questionId: string;
  question: string;
  onDone: () => void;
}) {
  const { t } = useRoundIntl();
  const owners = useSWR<ActionOwnersResponse, ApiError>(
    apiKey('ListActionOwners', { params: { id: surveyId } }),
  );
  const [what, setWhat] = useState('');
  const [ownerId, setOwnerId] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const chosenOwner = ownerId || owners.data?.owners[0]?.id || '';
  // A field's message goes once it is edited; the others stay until the next save.
  const edited = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!what.trim()) missing.what = t(m.whatRequired);
    if (!dueDate) missing.dueDate = t(m.dueRequired);
    if (!chosenOwner) missing.ownerId = t(m.ownerRequired);
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      await apiRequest('CreateSurveyAction', {
        params: { id: surveyId },
        body: { round, questionId, what: what.trim(), ownerId: chosenOwner, dueDate },
      });
      toast.success(t(m.recorded));
      onDone();
    } catch (failure) {
      const fields = (failure as ApiError).fields;
      if (fields) setErrors(fields);
      toast.failure(describeError(failure, t(m.failed)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      role="dialog"
      open
      title={t(m.title)}
      busy={busy}
      onDismiss={onDone}
      onSubmit={(event) => void submit(event)}
      footer={
        <>
          <Button size="lg" variant="outline" onClick={onDone} disabled={busy}>
            {t(m.cancel)}
          </Button>
          <Button size="lg" colorPalette="blue" type="submit" loading={busy}>
            {t(m.save)}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text color="fg.muted">{t(m.intro, { question, round })}</Text>
        <Field.Root invalid={!!errors.what} required>
          <Field.Label>{t(m.what)}</Field.Label>
          <Input
            size="lg"
            maxLength={200}
            value={what}
            onChange={(e) => {
              setWhat(e.target.value);
              edited('what');
            }}
          />
          <Field.ErrorText>{errors.what}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.ownerId} required>
          <Field.Label>{t(m.owner)}</Field.Label>
          <NativeSelect.Root size="lg" disabled={!owners.data}>
            <NativeSelect.Field
              value={chosenOwner}
              onChange={(e) => {
                setOwnerId(e.currentTarget.value);
                edited('ownerId');
              }}
            >
              {(owners.data?.owners ?? []).map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.ownerId}</Field.ErrorText>
          {owners.error && <Text color="fg.error">{t(m.ownersFailed)}</Text>}
        </Field.Root>
        <Field.Root invalid={!!errors.dueDate} required>
          <Field.Label>{t(m.dueDate)}</Field.Label>
          <Input
            size="lg"
            type="date"
            value={dueDate}
            onChange={(e) => {
              setDueDate(e.target.value);
              edited('dueDate');
            }}
          />
          <Field.ErrorText>{errors.dueDate}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </DialogFrame>
  );
}
