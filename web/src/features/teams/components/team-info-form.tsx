import { Button, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import type { Team } from '../../../../../shared/src/api/teams';
import { TextareaField, TextField } from '../../../components/form-field';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { useTeamMutations } from '../api/use-team-mutations';
import { fieldErrors } from '../team-errors';
import { teamMessages, validateTeamForm, type CreateTeamForm } from '../team-rules';

interface TeamInfoFormProps {
  team: Pick<Team, 'id' | 'name' | 'description'>;
  /** Leaves edit mode: after a save, or on Cancel. */
  onDone: () => void;
}

/** Team Information in edit mode: the name (required) and the description. */
export function TeamInfoForm({ team, onDone }: TeamInfoFormProps) {
  const { updateTeamInfo } = useTeamMutations();
  const [form, setForm] = useState<CreateTeamForm>({
    name: team.name,
    description: team.description,
  });
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateTeamForm(form);
    setErrors(found);
    if (found.name || found.description) {
      nameRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await updateTeamInfo(team.id, form);
      toast.success(teamMessages.updated);
      setBusy(false);
      onDone();
    } catch (failure) {
      setBusy(false);
      setErrors(fieldErrors(failure));
      toast.failure(describeError(failure, teamMessages.updateFailed));
    }
  };

  const update = (field: keyof CreateTeamForm) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((x) => (x[field] ? { ...x, [field]: undefined } : x));
  };

  return (
    <form onSubmit={(e) => void save(e)} noValidate>
      <Stack gap="5">
        <TextField
          ref={nameRef}
          label="Team name"
          name="name"
          autoComplete="off"
          required
          value={form.name}
          error={errors.name}
          onChange={update('name')}
        />
        <TextareaField
          label="Description"
          name="description"
          rows={4}
          value={form.description}
          error={errors.description}
          onChange={update('description')}
        />
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="flex-end">
          <Button size="lg" variant="ghost" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            size="lg"
            colorPalette="blue"
            loading={busy}
            loadingText="Saving..."
          >
            Save Changes
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
