import { Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { FormDialog, useFormState } from '../../../components/form-dialog';
import { TextField } from '../../../components/form-field';
import { describeError } from '../../../lib/error-catalogue';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useTeamMutations } from '../api/use-team-mutations';
import { fieldErrors } from '../team-errors';
import { teamMessages, validateAddMember, type AddMemberForm } from '../team-rules';

const empty: AddMemberForm = { name: '', email: '' };

interface AddMemberDialogProps {
  teamId: string;
  open: boolean;
  onClose: () => void;
}

/** Add Member: puts a person on the roster by name and e-mail, as a member. */
export function AddMemberDialog({ teamId, open, onClose }: AddMemberDialogProps) {
  const { addMember } = useTeamMutations();
  const { form, errors, setErrors, update, reset } = useFormState(empty);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const close = () => {
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddMember(form);
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.email) return emailRef.current?.focus();
    setBusy(true);
    try {
      await addMember(teamId, form.name, form.email);
      toast.success(teamMessages.memberAdded);
      setBusy(false);
      reset();
      onClose();
    } catch (failure) {
      setBusy(false);
      const fields = fieldErrors(failure);
      if (isApiError(failure) && failure.status === 409) fields.email = teamMessages.alreadyMember;
      setErrors({ name: fields.name, email: fields.email });
      toast.failure(describeError(failure, teamMessages.addFailed));
    }
  };

  return (
    <FormDialog
      open={open}
      title="Add Member"
      onClose={close}
      onSubmit={(e) => void submit(e)}
      busy={busy}
      submitLabel="Add Member"
      busyLabel="Adding..."
      initialFocus={nameRef}
    >
      <Stack gap="5">
        <Text color="fg.muted">
          They join the roster as a member and get the surveys you send to this team. No e-mail is
          sent now. To let someone sign in and help run the team, use Invite Member instead.
        </Text>
        <TextField
          ref={nameRef}
          label="Name"
          name="name"
          autoComplete="off"
          required
          value={form.name}
          error={errors.name}
          onChange={update('name')}
        />
        <TextField
          ref={emailRef}
          label="Email"
          type="email"
          name="email"
          autoComplete="off"
          required
          value={form.email}
          error={errors.email}
          onChange={update('email')}
        />
      </Stack>
    </FormDialog>
  );
}
