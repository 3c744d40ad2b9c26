import { Alert, Button, Card, Heading, Link, Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { User } from '../../../../../shared/src/api/auth';
import type { Team } from '../../../../../shared/src/api/teams';
import { FormDialog } from '../../../components/form-dialog';
import { PasswordField, TextField } from '../../../components/form-field';
import { apiKey, apiRequest, isApiError, type ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { describeError } from '../../../lib/error-catalogue';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';

export const ACCOUNT_DELETED = 'Your account has been deleted';
export const DELETE_ACCOUNT_FAILED = 'Failed to delete your account';
export const TYPE_EMAIL = 'Type your e-mail address exactly as shown to confirm';
export const ENTER_PASSWORD = 'Enter your password to confirm';

type Fields = 'confirmation' | 'password';

/** Delete Account: a card with what deleting means, and the dialog that confirms it. */
export function DeleteAccountCard({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="delete-account-heading">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id="delete-account-heading">
          Delete Account
        </Heading>
        <Text color="fg.muted">
          Deleting your account signs you out everywhere and removes your personal data, the teams
          you own and the surveys that belong to them. You will see the full list before anything is
          deleted.
        </Text>
        <Button
          size="lg"
          variant="outline"
          colorPalette="red"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          onClick={() => setOpen(true)}
        >
          Delete My Account
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
      found.confirmation = TYPE_EMAIL;
    }
    if (needsPassword && !form.password) found.password = ENTER_PASSWORD;
    if (found.confirmation || found.password) return showErrors(found);
    setBusy(true);
    try {
      const result = await apiRequest('DeleteAccount', {
        body: {
          confirmation: form.confirmation.trim(),
          ...(needsPassword ? { password: form.password } : {}),
        },
      });
      await logout({ ended: true, message: result.message || ACCOUNT_DELETED });
    } catch (failure) {
      setBusy(false);
      if (isApiError(failure) && failure.errorType === 'subscription_active') {
        setRefusal(failure.message);
        return;
      }
      if (isApiError(failure) && failure.fields) {
        showErrors(failure.fields as Partial<Record<Fields, string>>);
      }
      toast.failure(describeError(failure, DELETE_ACCOUNT_FAILED));
    }
  };

  return (
    <FormDialog
      destructive
      open={open}
      title="Delete your account?"
      busy={busy}
      onClose={close}
      onSubmit={(e) => void submit(e)}
      submitLabel="Delete My Account"
      busyLabel="Deleting..."
      initialFocus={emailRef}
    >
      <Stack gap="4">
        <Text>This cannot be undone. When you delete your account:</Text>
        <Stack as="ul" gap="2" ps="5" listStyleType="disc">
          <Box as="li">
            {owned === undefined && !teams.error ? (
              <Skeleton
                height="5"
                width="80%"
                role="status"
                aria-label="Finding the teams you own"
              />
            ) : owned && owned.length > 0 ? (
              <>
                <strong>
                  The {owned.length === 1 ? 'team' : `${owned.length} teams`} you own{' '}
                  {owned.length === 1 ? 'is' : 'are'} deleted for everyone:
                </strong>{' '}
                {owned.map((t) => t.name).join(', ')}, with their members, invitations, automations,
                logos and the surveys assigned to them alone (with their responses). They are not
                handed to an admin.
              </>
            ) : (
              'Teams you own are deleted for everyone (you own none now).'
            )}
          </Box>
          <Box as="li">You leave the other teams you are on.</Box>
          <Box as="li">
            Surveys you created with no team are deleted; surveys assigned to other people&rsquo;s
            teams stay with those teams.
          </Box>
          <Box as="li">
            You are signed out everywhere at once, and your personal data (profile, picture, plan
            record, notifications, referral code) is deleted.
          </Box>
          <Box as="li">Your e-mail address can be used to register again.</Box>
          <Box as="li">Answers people gave never name an account, so they stay as they are.</Box>
          <Box as="li">
            A paid subscription must be cancelled first, on the{' '}
            <Link asChild color="blue.fg" textDecoration="underline">
              <RouterLink to={paths.billing.getHref()}>Billing</RouterLink>
            </Link>{' '}
            page.
          </Box>
        </Stack>
        <Text textStyle="sm" color="fg.muted">
          Want a copy? Use Download My Data first.
        </Text>
        {refusal && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Your account was not deleted</Alert.Title>
              <Alert.Description>{refusal}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <TextField
          ref={emailRef}
          label="Type your e-mail address to confirm"
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
            label="Your password"
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
