import { Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { FormDialog, useFormState } from '../../../components/form-dialog';
import { TextareaField, TextField } from '../../../components/form-field';
import { useAppIntl } from '../../../i18n/intl';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { useTeamMutations } from '../api/use-team-mutations';
import { fieldErrors } from '../team-errors';
import { teamsMessages as m } from '../messages';
import { validateTeamForm, type CreateTeamForm } from '../team-rules';

const empty: CreateTeamForm = { name: '', description: '' };

interface CreateTeamDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Create Team: a name (required) and a description. */
export function CreateTeamDialog({ open, onClose }: CreateTeamDialogProps) {
  const { createTeam } = useTeamMutations();
  const { form, errors, setErrors, update, reset } = useFormState(empty);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const intl = useAppIntl();
  const { formatMessage } = intl;

  const close = () => {
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateTeamForm(form, intl);
    setErrors(found);
    if (found.name || found.description) {
      nameRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await createTeam(form);
      toast.success(formatMessage(m.created));
      setBusy(false);
      reset();
      onClose();
    } catch (failure) {
      setBusy(false);
      setErrors(fieldErrors(failure));
      toast.failure(describeError(failure, formatMessage(m.createFailed)));
    }
  };

  return (
    <FormDialog
      open={open}
      title={formatMessage(m.createTeam)}
      onClose={close}
      onSubmit={(e) => void submit(e)}
      busy={busy}
      submitLabel={formatMessage(m.createTeam)}
      busyLabel={formatMessage(m.creating)}
      initialFocus={nameRef}
    >
      <Stack gap="5">
        <TextField
          ref={nameRef}
          label={formatMessage(m.teamName)}
          name="name"
          required
          autoComplete="off"
          value={form.name}
          error={errors.name}
          onChange={update('name')}
        />
        <TextareaField
          label={formatMessage(m.descriptionOptional)}
          name="description"
          rows={3}
          value={form.description}
          error={errors.description}
          onChange={update('description')}
        />
      </Stack>
    </FormDialog>
  );
}
