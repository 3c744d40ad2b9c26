import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
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
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<AddMemberForm>>({});
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const close = () => {
    if (busy) return;
    setForm(empty);
    setErrors({});
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
      setForm(empty);
      onClose();
    } catch (failure) {
      setBusy(false);
      const fields = fieldErrors(failure);
      if (isApiError(failure) && failure.status === 409) fields.email = teamMessages.alreadyMember;
      setErrors({ name: fields.name, email: fields.email });
      toast.failure(describeError(failure, teamMessages.addFailed));
    }
  };

  const update = (field: keyof AddMemberForm) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((x) => (x[field] ? { ...x, [field]: undefined } : x));
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && close()}
      placement="center"
      initialFocusEl={() => nameRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content asChild>
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title>Add Member</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  <Text color="fg.muted">They join the team as a member.</Text>
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
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap" gap="3">
                <Button size="lg" variant="ghost" onClick={close} disabled={busy}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  size="lg"
                  colorPalette="blue"
                  loading={busy}
                  loadingText="Adding..."
                >
                  Add Member
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
