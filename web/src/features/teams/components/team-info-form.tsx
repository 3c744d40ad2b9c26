import { Button, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import type { Team } from '#shared/api/teams';
import { TextareaField, TextField } from '../../../components/form-field';
import { StaleVersionDialog } from '../../../components/stale-version-dialog';
import { useAppIntl } from '../../../i18n/intl';
import { describeError, isStaleVersion } from '../../../lib/error-catalogue';
import { mergeChanges } from '../../../lib/merge-changes';
import { toast } from '../../../lib/toast';
import { useTeamMutations } from '../api/use-team-mutations';
import { fieldErrors } from '../team-errors';
import { teamsMessages as m } from '../messages';
import { validateTeamForm, type CreateTeamForm } from '../team-rules';

interface TeamInfoFormProps {
  team: Pick<Team, 'id' | 'name' | 'description' | 'version'>;
  /** Leaves edit mode: after a save, or on Cancel. */
  onDone: () => void;
}

/** Team Information in edit mode: the name (required) and the description. */
export function TeamInfoForm({ team, onDone }: TeamInfoFormProps) {
  const { updateTeamInfo, reloadTeam } = useTeamMutations();
  const intl = useAppIntl();
  const { formatMessage } = intl;
  // The version the form was opened on, never a later refresh (decision 0025).
  const [base, setBase] = useState(() => ({
    version: team.version,
    form: { name: team.name, description: team.description },
  }));
  const [conflict, setConflict] = useState(false);
  const [resolving, setResolving] = useState<'reload' | 'keep'>();
  const [form, setForm] = useState<CreateTeamForm>({
    name: team.name,
    description: team.description,
  });
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateTeamForm(form, intl);
    setErrors(found);
    if (found.name || found.description) {
      nameRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await updateTeamInfo(team.id, form, base.version);
      toast.success(formatMessage(m.updated));
      setBusy(false);
      onDone();
    } catch (failure) {
      setBusy(false);
      failed(failure);
    }
  };

  const failed = (failure: unknown) => {
    if (isStaleVersion(failure)) {
      setConflict(true);
      return;
    }
    setConflict(false);
    setErrors(fieldErrors(failure));
    toast.failure(describeError(failure, formatMessage(m.updateFailed)));
  };

  /** Reload theirs: the form shows the team as saved now. */
  const reloadTheirs = async () => {
    setResolving('reload');
    try {
      const fresh = await reloadTeam(team.id);
      const theirs = { name: fresh.name, description: fresh.description };
      setForm(theirs);
      setBase({ version: fresh.version, form: theirs });
      setErrors({});
      setConflict(false);
      toast.info(formatMessage(m.reloaded));
    } catch (failure) {
      setConflict(false);
      toast.failure(describeError(failure, formatMessage(m.updateFailed)));
    } finally {
      setResolving(undefined);
    }
  };

  /** Keep mine: the form is saved again, over the version saved now. */
  const keepMine = async () => {
    setResolving('keep');
    try {
      const fresh = await reloadTeam(team.id);
      const theirs = { name: fresh.name, description: fresh.description };
      // What this form changed goes over theirs; a field it left alone keeps their value.
      await updateTeamInfo(team.id, mergeChanges(base.form, form, theirs), fresh.version);
      setConflict(false);
      toast.success(formatMessage(m.updated));
      onDone();
    } catch (failure) {
      failed(failure);
    } finally {
      setResolving(undefined);
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
          label={formatMessage(m.teamName)}
          name="name"
          autoComplete="off"
          required
          value={form.name}
          error={errors.name}
          onChange={update('name')}
        />
        <TextareaField
          label={formatMessage(m.description)}
          name="description"
          rows={4}
          value={form.description}
          error={errors.description}
          onChange={update('description')}
        />
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="flex-end">
          <Button size="lg" variant="ghost" onClick={onDone} disabled={busy}>
            {formatMessage(m.cancel)}
          </Button>
          <Button
            type="submit"
            size="lg"
            colorPalette="blue"
            loading={busy}
            loadingText={formatMessage(m.saving)}
          >
            {formatMessage(m.saveChanges)}
          </Button>
        </Stack>
      </Stack>
      <StaleVersionDialog
        open={conflict}
        thing="team"
        busy={resolving}
        onReload={() => void reloadTheirs()}
        onKeep={() => void keepMine()}
        onClose={() => setConflict(false)}
      />
    </form>
  );
}
