import { Alert, Button, Spinner, Stack, Text, VStack } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { User } from '#shared/api/auth';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { TextField } from '../../../components/form-field';
import { ResendVerificationButton } from '../../../components/resend-verification-button';
import type { AppMessage } from '../../../i18n/define-messages';
import { useAppIntl } from '../../../i18n/intl';
import { callApi } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { authMessages as m, strong } from '../messages';

export const VERIFIED_MESSAGE = m.verified.defaultMessage;
export const EXPIRED_MESSAGE = m.expired.defaultMessage;
export const FAILED_MESSAGE = m.verifyFailed.defaultMessage;
export const NO_TOKEN_MESSAGE = m.noToken.defaultMessage;
export const ALREADY_VERIFIED_MESSAGE = m.alreadyVerified.defaultMessage;
/** After a successful verification the dashboard opens after this long. */
export const VERIFIED_REDIRECT_MS = 3_000;

type VerifyOutcome = { ok: true; user: User } | { ok: false; expired: boolean; detail?: string };

/**
 * Verifications by token, for this page load. A link is single use, so the page must not send
 * it twice, even when it is mounted again (the shell swaps its frame once the session is known,
 * remounting the page). The toast is raised once, with the first answer.
 */
const verifications = new Map<string, Promise<VerifyOutcome>>();

/** `verified`: the toast's text, in the app's language. */
function verifyOnce(token: string, verified: string): Promise<VerifyOutcome> {
  let outcome = verifications.get(token);
  if (!outcome) {
    outcome = callApi('VerifyEmail', { body: { token } }).then(
      (result): VerifyOutcome => {
        toast.success(verified);
        return { ok: true, user: result.user };
      },
      (error: unknown): VerifyOutcome => ({
        ok: false,
        expired: isApiError(error) && error.status === 400 && /expired/i.test(error.message),
        detail: isApiError(error) && error.status > 0 ? error.message : undefined,
      }),
    );
    verifications.set(token, outcome);
  }
  return outcome;
}

type VerifyState =
  | { kind: 'pending' }
  | { kind: 'verifying' }
  | { kind: 'success'; message: AppMessage }
  | { kind: 'expired' }
  | { kind: 'verified-already' }
  | { kind: 'error'; message: AppMessage; detail?: string };

/**
 * /verify-email?token=: verifies the address from the mailed link. Without a token there is
 * nothing to verify (error), unless someone signed in and unverified opens it: then it waits
 * for the link ('Check Your Email') and offers a new one.
 */
export function VerifyEmailPage() {
  const { formatMessage } = useAppIntl();
  const verifiedText = formatMessage(m.verified);
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const { user, setUser } = useAuth();
  const navigate = useNavigate();
  const [state, setState] = useState<VerifyState>(() =>
    token ? { kind: 'verifying' } : { kind: 'error', message: m.noToken },
  );
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);

  const show = useCallback(
    (outcome: VerifyOutcome) => {
      if (outcome.ok) {
        if (userRef.current?.id === outcome.user.id) setUser(outcome.user);
        setState({ kind: 'success', message: m.verified });
      } else if (outcome.expired) {
        setState({ kind: 'expired' });
      } else {
        setState({ kind: 'error', message: m.verifyFailed, detail: outcome.detail });
      }
    },
    [setUser],
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    void verifyOnce(token, verifiedText).then((outcome) => {
      if (active) show(outcome);
    });
    return () => {
      active = false;
    };
  }, [token, show, verifiedText]);

  const tryAgain = () => {
    verifications.delete(token);
    setState({ kind: 'verifying' });
    void verifyOnce(token, verifiedText).then(show);
  };

  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = setTimeout(() => navigate(paths.dashboard.getHref()), VERIFIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.kind, navigate]);

  // Signed in and not yet verified, with no link to check: wait for the e-mail.
  const waiting = !token && user !== null && !user.emailVerified;
  // A used or old link opened by someone signed in and verified: nothing failed for them.
  const verifiedAlready = user?.emailVerified === true && state.kind !== 'success';
  const shown: VerifyState =
    waiting && state.kind === 'error'
      ? { kind: 'pending' }
      : verifiedAlready && state.kind !== 'verifying'
        ? { kind: 'verified-already' }
        : state;

  switch (shown.kind) {
    case 'verifying':
      return (
        <AuthCard title={formatMessage(m.verifyingTitle)}>
          <VStack gap="4" py="4" role="status">
            <Spinner size="lg" color="fg.muted" />
            <Text color="fg.muted">{formatMessage(m.verifying)}</Text>
          </VStack>
        </AuthCard>
      );
    case 'success':
      return (
        <AuthCard title={formatMessage(m.verifiedTitle)}>
          <Alert.Root status="success" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{formatMessage(shown.message)}</Alert.Title>
              <Alert.Description>{formatMessage(m.takingYou)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button asChild size="lg" colorPalette="blue">
            <RouterLink to={paths.dashboard.getHref()}>{formatMessage(m.goToDashboard)}</RouterLink>
          </Button>
        </AuthCard>
      );
    case 'pending':
      return (
        <AuthCard
          title={formatMessage(m.checkEmail)}
          description={formatMessage(m.sentLink, { email: user?.email, strong })}
        >
          <Text color="fg.muted" textStyle="sm">
            {formatMessage(m.nothingArrived)}
          </Text>
          <ResendVerificationButton email={user?.email ?? ''} />
        </AuthCard>
      );
    case 'verified-already':
      return (
        <AuthCard title={formatMessage(m.alreadyTitle)}>
          <Alert.Root status="success" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{formatMessage(m.alreadyVerified)}</Alert.Title>
              <Alert.Description>
                {formatMessage(m.alreadyText, { email: user?.email })}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button asChild size="lg" colorPalette="blue">
            <RouterLink to={paths.dashboard.getHref()}>{formatMessage(m.goToDashboard)}</RouterLink>
          </Button>
        </AuthCard>
      );
    case 'expired':
      return (
        <AuthCard title={formatMessage(m.expiredTitle)}>
          <Alert.Root status="warning" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{formatMessage(m.expired)}</Alert.Title>
            </Alert.Content>
          </Alert.Root>
          <ResendForm defaultEmail={user?.email ?? ''} />
        </AuthCard>
      );
    case 'error':
      return (
        <AuthCard title={formatMessage(m.failedTitle)}>
          <Alert.Root status="error" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{formatMessage(shown.message)}</Alert.Title>
              {shown.detail && <Alert.Description>{shown.detail}</Alert.Description>}
            </Alert.Content>
          </Alert.Root>
          <Stack gap="3">
            <Button
              size="lg"
              colorPalette="blue"
              // Without a token, reading the address again is all there is to retry.
              onClick={() => (token ? tryAgain() : window.location.reload())}
            >
              {formatMessage(m.tryAgain)}
            </Button>
            <Button asChild size="lg" variant="outline">
              <RouterLink to={paths.login.getHref()}>{formatMessage(m.backToLogin)}</RouterLink>
            </Button>
          </Stack>
          <ResendForm defaultEmail={user?.email ?? ''} />
        </AuthCard>
      );
  }
}

/** A new link for an address: the signed-in user's, or one typed in. */
function ResendForm({ defaultEmail }: { defaultEmail: string }) {
  const { formatMessage } = useAppIntl();
  const [email, setEmail] = useState(defaultEmail);
  return (
    <Stack gap="3" borderTopWidth="1px" pt="5">
      <Text fontWeight="medium">{formatMessage(m.needNewLink)}</Text>
      {!defaultEmail && (
        <TextField
          label={formatMessage(m.email)}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      )}
      <ResendVerificationButton email={email} />
    </Stack>
  );
}
