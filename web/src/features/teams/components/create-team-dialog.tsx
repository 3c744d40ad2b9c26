import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { TextareaField, TextField } from '../../../components/form-field';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { useTeamMutations } from '../api/use-team-mutations';
import { fieldErrors } from '../team-errors';
import { teamMessages, validateTeamForm, type CreateTeamForm } from '../team-rules';

const empty: CreateTeamForm = { name: '', description: '' };

interface CreateTeamDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Create Team: a name (required) and a description. */
export function CreateTeamDialog({ open, onClose }: CreateTeamDialogProps) {
  const { createTeam } = useTeamMutations();
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  const close = () => {
    if (busy) return;
    setForm(empty);
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateTeamForm(form);
    setErrors(found);
    if (found.name) {
      nameRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await createTeam(form);
      toast.success(teamMessages.created);
      setBusy(false);
      setForm(empty);
      onClose();
    } catch (failure) {
      setBusy(false);
      setErrors(fieldErrors(failure));
      toast.failure(describeError(failure, teamMessages.createFailed));
    }
  };

  const update = (field: keyof CreateTeamForm) => (e: { target: { value: string } }) => {
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
                <Dialog.Title>Create Team</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  <TextField
                    ref={nameRef}
                    label="Team name"
                    name="name"
                    required
                    autoComplete="off"
                    value={form.name}
                    error={errors.name}
                    onChange={update('name')}
                  />
                  <TextareaField
                    label="Description (optional)"
                    name="description"
                    rows={3}
                    value={form.description}
                    error={errors.description}
                    onChange={update('description')}
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
                  loadingText="Creating..."
                >
                  Create Team
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
