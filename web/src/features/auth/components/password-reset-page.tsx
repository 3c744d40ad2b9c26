import { Alert, Button, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { meetsResetRules } from '#shared/domain/password-rules';
import { AuthCard } from '../../../components/auth-card';
import { PasswordField } from '../../../components/form-field';
import { useAppIntl } from '../../../i18n/intl';
import { callApi } from '../../../lib/api';
import { authMessages as m, strong } from '../messages';
import { describeError } from '../../../lib/error-catalogue';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { PasswordRequirements } from './password-requirements';

export const RESET_DONE_MESSAGE = m.resetDone.defaultMessage;
export const RESET_FAILED_MESSAGE = m.resetFailed.defaultMessage;
export const MISMATCH_MESSAGE = m.mismatch.defaultMessage;

type LinkState = { kind: 'validating' } | { kind: 'invalid' } | { kind: 'valid'; email: string };

/** /password-reset/reset?token=: check the link, then choose a new password. */
export function PasswordResetPage() {
  const { formatMessage } = useAppIntl();
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const [link, setLink] = useState<LinkState>(() =>
    token ? { kind: 'validating' } : { kind: 'invalid' },
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    callApi('ValidatePasswordReset', { body: { token } }).then(
      (result) => {
        if (active)
          setLink(result.valid ? { kind: 'valid', email: result.email } : { kind: 'invalid' });
      },
      () => {
        if (active) setLink({ kind: 'invalid' });
      },
    );
    return () => {
      active = false;
    };
  }, [token]);

  if (link.kind === 'validating') {
    return (
      <AuthCard title={formatMessage(m.resetTitle)}>
        <VStack gap="4" py="4" role="status">
          <Spinner size="lg" color="fg.muted" />
          <Text color="fg.muted">{formatMessage(m.validatingLink)}</Text>
        </VStack>
      </AuthCard>
    );
  }
  if (link.kind === 'invalid') {
    return (
      <AuthCard title={formatMessage(m.invalidLinkTitle)}>
        <Alert.Root status="error" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{formatMessage(m.invalidLinkText)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Stack gap="3">
          <Button asChild size="lg" colorPalette="blue">
            <RouterLink to={paths.passwordReset.getHref()}>
              {formatMessage(m.requestNewLink)}
            </RouterLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <RouterLink to={paths.login.getHref()}>{formatMessage(m.backToLogin)}</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return <ResetForm token={token} email={link.email} />;
}

function ResetForm({ token, email }: { token: string; email: string }) {
  const { formatMessage } = useAppIntl();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const mismatch = confirm.length > 0 && confirm !== password;
  const ready = meetsResetRules(password) && password === confirm;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    try {
      const { message } = await callApi('ResetPassword', { body: { token, password } });
      toast.success(message || formatMessage(m.resetDone));
      navigate(paths.login.getHref(), { replace: true });
    } catch (error) {
      const described = describeError(error, formatMessage(m.resetFailed));
      setServerError(described.message);
      toast.failure(described);
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={formatMessage(m.chooseTitle)}
      description={formatMessage(m.forAccount, { email, strong })}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="5">
          <PasswordField
            label={formatMessage(m.newPassword)}
            name="password"
            autoComplete="new-password"
            required
            value={password}
            error={serverError}
            onChange={(e) => {
              setPassword(e.target.value);
              setServerError(null);
            }}
            aria-describedby="reset-requirements"
          />
          <PasswordRequirements password={password} id="reset-requirements" />
          <PasswordField
            label={formatMessage(m.confirmNewPassword)}
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirm}
            error={mismatch ? formatMessage(m.mismatch) : null}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <Button
            type="submit"
            size="lg"
            colorPalette="blue"
            disabled={!ready}
            loading={busy}
            loadingText={formatMessage(m.resetting)}
          >
            {formatMessage(m.resetButton)}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
