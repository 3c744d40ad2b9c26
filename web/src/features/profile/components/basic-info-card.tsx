import { Button, Card, Grid, Heading, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PROFILE_LIMITS, type User } from '#shared/api/auth';
import { TextareaField, TextField } from '../../../components/form-field';
import { StaleVersionDialog } from '../../../components/stale-version-dialog';
import { useAppIntl } from '../../../i18n/intl';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { describeError, isStaleVersion } from '../../../lib/error-catalogue';
import { mergeChanges } from '../../../lib/merge-changes';
import { toast } from '../../../lib/toast';
import {
  PROFILE_UPDATE_FAILED,
  PROFILE_UPDATED_MESSAGE,
  profileFormData,
  validateProfile,
  type ProfileErrors,
  type ProfileForm,
} from '../profile-rules';
import { profileMessages as m } from '../messages';

function formFrom(user: User): ProfileForm {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    company: user.company ?? '',
    bio: user.bio ?? '',
  };
}

/** Basic information: read-only until Edit Profile; Cancel or Save Changes. */
export function BasicInfoCard({ user }: { user: User }) {
  const { setUser, refresh } = useAuth();
  const { formatMessage } = useAppIntl();
  const [editing, setEditing] = useState(false);
  // The version the edit started from, never a later refresh (decision 0025).
  const [base, setBase] = useState(() => ({ version: user.version, form: formFrom(user) }));
  const [conflict, setConflict] = useState(false);
  const [resolving, setResolving] = useState<'reload' | 'keep'>();
  const [form, setForm] = useState<ProfileForm>(() => formFrom(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [busy, setBusy] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  const lastField = useRef<HTMLInputElement>(null);
  const shown = editing ? form : formFrom(user);

  const startEditing = () => {
    setForm(formFrom(user));
    setBase({ version: user.version, form: formFrom(user) });
    setErrors({});
    setEditing(true);
  };

  // The first field takes the focus as soon as the form is there (the commit that shows it),
  // not a frame later, when a fast typist may already be in another field.
  useEffect(() => {
    if (editing) firstField.current?.focus();
  }, [editing]);

  const update = (field: keyof ProfileForm, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(form);
    if (found.firstName || found.lastName) {
      setErrors(found);
      (found.firstName ? firstField : lastField).current?.focus();
      return;
    }
    setBusy(true);
    try {
      await send(form, base.version);
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };

  /** Saves `values` over `version`. */
  const send = async (values: ProfileForm, version: number) => {
    const body = profileFormData(values);
    body.append('version', String(version));
    const result = await apiRequest('UpdateProfile', { body });
    setUser(result.user);
    setConflict(false);
    toast.success(PROFILE_UPDATED_MESSAGE);
    setEditing(false);
  };

  const failed = (failure: unknown) => {
    if (isStaleVersion(failure)) {
      setConflict(true);
      return;
    }
    setConflict(false);
    if (isApiError(failure) && failure.fields) setErrors(failure.fields as ProfileErrors);
    toast.failure(describeError(failure, PROFILE_UPDATE_FAILED));
  };

  /** Reload theirs: the form shows the profile as saved now. */
  const reloadTheirs = async () => {
    setResolving('reload');
    try {
      const fresh = await refresh();
      if (fresh) {
        setForm(formFrom(fresh));
        setBase({ version: fresh.version, form: formFrom(fresh) });
      }
      setErrors({});
      setConflict(false);
      toast.info(formatMessage(m.reloaded));
    } catch (failure) {
      setConflict(false);
      toast.failure(describeError(failure, PROFILE_UPDATE_FAILED));
    } finally {
      setResolving(undefined);
    }
  };

  /** Keep mine: the form is saved again, over the version saved now. */
  const keepMine = async () => {
    setResolving('keep');
    try {
      const fresh = await refresh();
      if (!fresh) throw new Error('Signed out');
      // What this form changed goes over theirs; a field it left alone keeps their value.
      await send(mergeChanges(base.form, form, formFrom(fresh)), fresh.version);
    } catch (failure) {
      failed(failure);
    } finally {
      setResolving(undefined);
    }
  };

  const field = (name: keyof ProfileForm) => ({
    name,
    value: shown[name],
    readOnly: !editing,
    variant: editing ? ('outline' as const) : ('subtle' as const),
    error: errors[name],
    onChange: (e: { target: { value: string } }) => update(name, e.target.value),
  });

  return (
    <Card.Root variant="outline" asChild>
      <form onSubmit={(e) => void save(e)} noValidate>
        <Card.Body gap="5">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Heading as="h2" size="lg">
              {formatMessage(m.infoHeading)}
            </Heading>
            {!editing && (
              <Button size="lg" variant="outline" onClick={startEditing}>
                {formatMessage(m.editProfile)}
              </Button>
            )}
          </HStack>
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="5">
            <TextField
              ref={firstField}
              label={formatMessage(m.firstName)}
              autoComplete="given-name"
              required={editing}
              maxLength={PROFILE_LIMITS.firstName}
              {...field('firstName')}
            />
            <TextField
              ref={lastField}
              label={formatMessage(m.lastName)}
              autoComplete="family-name"
              required={editing}
              maxLength={PROFILE_LIMITS.lastName}
              {...field('lastName')}
            />
          </Grid>
          <TextField
            label={formatMessage(m.email)}
            type="email"
            value={user.email}
            readOnly
            variant="subtle"
            hint={formatMessage(m.emailHint)}
          />
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="5">
            <TextField
              label={formatMessage(m.phone)}
              type="tel"
              autoComplete="tel"
              maxLength={PROFILE_LIMITS.phone}
              {...field('phone')}
            />
            <TextField
              label={formatMessage(m.company)}
              autoComplete="organization"
              maxLength={PROFILE_LIMITS.company}
              {...field('company')}
            />
          </Grid>
          <TextareaField
            label={formatMessage(m.bio)}
            rows={4}
            maxLength={PROFILE_LIMITS.bio}
            {...field('bio')}
          />
          {editing && (
            <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="flex-end">
              <Button
                size="lg"
                variant="ghost"
                disabled={busy}
                onClick={() => {
                  setEditing(false);
                  setErrors({});
                }}
              >
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
          )}
        </Card.Body>
        <StaleVersionDialog
          open={conflict}
          thing="profile"
          busy={resolving}
          onReload={() => void reloadTheirs()}
          onKeep={() => void keepMine()}
          onClose={() => setConflict(false)}
        />
      </form>
    </Card.Root>
  );
}
