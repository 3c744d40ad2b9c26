import { Alert, Button, Card, Heading, Link, Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { User } from '#shared/api/auth';
import type { Team } from '#shared/api/teams';
import { FormDialog } from '../../../components/form-dialog';
import { PasswordField, TextField } from '../../../components/form-field';
import { useAppIntl } from '../../../i18n/intl';
import { apiKey, apiRequest, isApiError, type ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { describeError } from '../../../lib/error-catalogue';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { profileMessages as m } from '../messages';

/** In English, as the tests read it. */
export const TYPE_EMAIL = m.typeEmail.defaultMessage;

type Fields = 'confirmation' | 'password';

/** Delete Account: a card with what deleting means, and the dialog that confirms it. */
export function DeleteAccountCard({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const { formatMessage } = useAppIntl();
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="delete-account-heading">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id="delete-account-heading">
          {formatMessage(m.deleteHeading)}
        </Heading>
        <Text color="fg.muted">{formatMessage(m.deleteText)}</Text>
        <Button
          size="lg"
          variant="outline"
          colorPalette="red"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          onClick={() => setOpen(true)}
        >
          {formatMessage(m.deleteButton)}
        </Button>
      </Card.Body>
      <DeleteAccountDialog user={user} open={open} onClose={() => setOpen(false)} />
    </Card.Root>
  );
}

function DeleteAccountDialog({
  user,
  open,
  onClose,
}: {
  user: User;
  open: boolean;
  onClose: () => void;
}) {
  const { logout } = useAuth();
  const { formatMessage } = useAppIntl();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState({ confirmation: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [refusal, setRefusal] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const teams = useSWR<{ teams: Team[] }, ApiError>(open ? apiKey('ListTeams') : null);
  const owned = teams.data?.teams.filter((t) => t.current_user_role === 'owner');
  const needsPassword = user.authProvider === 'password';

  const close = () => {
    if (busy) return;
    setForm({ confirmation: '', password: '' });
    setErrors({});
    setRefusal(undefined);
    onClose();
  };

  const update = (field: Fields) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const showErrors = (found: Partial<Record<Fields, string>>) => {
    setErrors(found);
    (found.confirmation ? emailRef : passwordRef).current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    const found: Partial<Record<Fields, string>> = {};
    if (form.confirmation.trim().toLowerCase() !== user.email.toLowerCase()) {
      found.confirmation = formatMessage(m.typeEmail);
    }
    if (needsPassword && !form.password) found.password = formatMessage(m.enterPassword);
    if (found.confirmation || found.password) return showErrors(found);
    setBusy(true);
    try {
      const result = await apiRequest('DeleteAccount', {
        body: {
          confirmation: form.confirmation.trim(),
          ...(needsPassword ? { password: form.password } : {}),
        },
      });
      await logout({ ended: true, message: result.message || formatMessage(m.deleted) });
    } catch (failure) {
      setBusy(false);
      if (isApiError(failure) && failure.errorType === 'subscription_active') {
        setRefusal(failure.message);
        return;
      }
      if (isApiError(failure) && failure.fields) {
        showErrors(failure.fields as Partial<Record<Fields, string>>);
      }
      toast.failure(describeError(failure, formatMessage(m.deleteFailed)));
    }
  };

  return (
    <FormDialog
      destructive
      open={open}
      title={formatMessage(m.deleteTitle)}
      busy={busy}
      onClose={close}
      onSubmit={(e) => void submit(e)}
      submitLabel={formatMessage(m.deleteButton)}
      busyLabel={formatMessage(m.deleting)}
      initialFocus={emailRef}
    >
      <Stack gap="4">
        <Text>{formatMessage(m.deleteIntro)}</Text>
        <Stack as="ul" gap="2" ps="5" listStyleType="disc">
          <Box as="li">
            {owned === undefined && !teams.error ? (
              <Skeleton
                height="5"
                width="80%"
                role="status"
                aria-label={formatMessage(m.findingTeams)}
              />
            ) : owned && owned.length > 0 ? (
              formatMessage(m.ownedTeams, {
                count: owned.length,
                teams: owned.map((t) => t.name).join(', '),
                strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
              })
            ) : (
              formatMessage(m.noOwnedTeams)
            )}
          </Box>
          <Box as="li">{formatMessage(m.leaveTeams)}</Box>
          <Box as="li">{formatMessage(m.surveys)}</Box>
          <Box as="li">{formatMessage(m.signedOut)}</Box>
          <Box as="li">{formatMessage(m.registerAgain)}</Box>
          <Box as="li">{formatMessage(m.answersStay)}</Box>
          <Box as="li">
            {formatMessage(m.subscription, {
              link: (chunks: ReactNode[]) => (
                <Link asChild color="blue.fg" textDecoration="underline">
                  <RouterLink to={paths.billing.getHref()}>{chunks}</RouterLink>
                </Link>
              ),
            })}
          </Box>
        </Stack>
        <Text textStyle="sm" color="fg.muted">
          {formatMessage(m.wantCopy)}
        </Text>
        {refusal && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{formatMessage(m.notDeleted)}</Alert.Title>
              <Alert.Description>{refusal}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <TextField
          ref={emailRef}
          label={formatMessage(m.confirmEmail)}
          hint={user.email}
          name="confirmation"
          type="email"
          autoComplete="off"
          value={form.confirmation}
          error={errors.confirmation}
          required
          onChange={update('confirmation')}
        />
        {needsPassword && (
          <PasswordField
            ref={passwordRef}
            label={formatMessage(m.yourPassword)}
            name="password"
            autoComplete="current-password"
            value={form.password}
            error={errors.password}
            required
            onChange={update('password')}
          />
        )}
      </Stack>
    </FormDialog>
  );
}
