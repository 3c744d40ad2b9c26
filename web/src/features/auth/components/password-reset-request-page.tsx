import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { TextField } from '../../../components/form-field';
import { useAppIntl } from '../../../i18n/intl';
import { callApi } from '../../../lib/api';
import { describeError } from '../../../lib/error-catalogue';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { authMessages as m, strong } from '../messages';

export const RESET_SENT_MESSAGE = m.resetSent.defaultMessage;
export const RESET_REQUEST_FAILED = m.resetRequestFailed.defaultMessage;
export const EMAIL_REQUIRED_MESSAGE = m.enterEmail.defaultMessage;

/** /password-reset: ask for a reset link; then 'Check Your Email'. */
export function PasswordResetRequestPage() {
  const { formatMessage } = useAppIntl();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(formatMessage(m.enterEmail));
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { message } = await callApi('RequestPasswordReset', { body: { email: address } });
      toast.success(message || formatMessage(m.resetSent));
      setSentTo(address);
    } catch (failure) {
      toast.failure(describeError(failure, formatMessage(m.resetRequestFailed)));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <AuthCard title={formatMessage(m.checkEmail)}>
        <Alert.Root status="success" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {formatMessage(m.resetSentText, { email: sentTo, strong })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Stack gap="3">
          <Button
            size="lg"
            variant="outline"
            onClick={() => {
              setSentTo(null);
              setEmail('');
            }}
          >
            {formatMessage(m.tryDifferentEmail)}
          </Button>
          <Button asChild size="lg" colorPalette="blue">
            <RouterLink to={paths.login.getHref()}>{formatMessage(m.backToLogin)}</RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={formatMessage(m.resetTitle)}
      description={formatMessage(m.resetIntro)}
      footer={
        <Link asChild colorPalette="blue" color="colorPalette.fg" minH="11" fontWeight="medium">
          <RouterLink to={paths.login.getHref()}>{formatMessage(m.backToLogin)}</RouterLink>
        </Link>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="5">
          <TextField
            ref={input}
            label={formatMessage(m.email)}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            error={error}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
          />
          <Button
            type="submit"
            size="lg"
            colorPalette="blue"
            loading={busy}
            loadingText={formatMessage(m.sending)}
          >
            {formatMessage(m.sendResetLink)}
          </Button>
        </Stack>
      </form>
      <Text textStyle="sm" color="fg.muted">
        {formatMessage(m.googleNoPassword)}
      </Text>
    </AuthCard>
  );
}
