import {
  Alert,
  Box,
  Button,
  Flex,
  Grid,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PasswordField, TextField } from '../../../components/form-field';
import { useAppIntl } from '../../../i18n/intl';
import { useAuth } from '../../../lib/auth';
import { describeError, loginFailure } from '../../../lib/error-catalogue';
import { afterSignIn, paths } from '../../../lib/paths';
import { readSession, sessionKeys, writeSession } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useHydrated, useTypedAhead } from '../../../lib/use-hydrated';
import { useAuthConfig } from '../api/use-auth-config';
import { authMessages as m } from '../messages';
import { GoogleSignIn } from './google-sign-in';
import { LogoMark } from '../../../components/logo';

export const GOOGLE_FAILED = m.googleFailed.defaultMessage;

/** What the local identity provider sent back in the address's hash, if anything. */
function readGoogleReturn(
  hash: string,
): { credential: string | null; stateMatches: boolean } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const credential = params.get('credential');
  if (!credential && !params.has('error')) return null;
  const expected = readSession(sessionKeys.googleState);
  return { credential, stateMatches: Boolean(expected && params.get('state') === expected) };
}

const features = [
  { title: m.featureAnonymous, text: m.featureAnonymousText },
  { title: m.featureSentiment, text: m.featureSentimentText },
  { title: m.featureSetup, text: m.featureSetupText },
  { title: m.featureSchedule, text: m.featureScheduleText },
  { title: m.featureMobile, text: m.featureMobileText },
];

interface LoginErrors {
  email?: string;
  password?: string;
}

/** /login: e-mail and password, Google, and the way to register or reset a password. */
export function LoginPage() {
  const { formatMessage } = useAppIntl();
  const { login, googleLogin } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const [email, setEmail] = useState(() => search.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  /** Why the last sign-in failed, shown by the form as well as in the toast. */
  const [failure, setFailure] = useState<string | null>(null);
  // Back from the local identity provider: #credential=<jwt>&state=<state>, read once.
  const [googleReturn] = useState(() => readGoogleReturn(location.hash));
  const [busy, setBusy] = useState<'password' | 'google' | null>(
    googleReturn?.credential ? 'google' : null,
  );
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // The page's HTML is rendered ahead and shows before its script runs (web/src/prerender.tsx):
  // until then the form has no handler and the browser would submit it itself, with the
  // password in the address. The disabled button stops that, Enter included.
  const hydrated = useHydrated();
  useTypedAhead(emailRef, email, setEmail);
  useTypedAhead(passwordRef, password, setPassword);

  const finish = () => navigate(afterSignIn(location.state), { replace: true });

  const completeGoogle = (credential: string) =>
    googleLogin(credential).then(
      () => {
        toast.success(formatMessage(m.googleSuccess));
        finish();
      },
      (error: unknown) => {
        toast.failure(describeError(error, formatMessage(m.googleFailed)));
        setBusy(null);
      },
    );

  const signInWithGoogle = (credential: string) => {
    setBusy('google');
    void completeGoogle(credential);
  };

  const handledReturn = useRef(false);
  useEffect(() => {
    if (!googleReturn || handledReturn.current) return;
    handledReturn.current = true;
    writeSession(sessionKeys.googleState, null);
    // The credential must not stay in the address bar or the history.
    navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: location.state },
    );
    if (googleReturn.credential && googleReturn.stateMatches) {
      void completeGoogle(googleReturn.credential);
      return;
    }
    const failed = formatMessage(m.googleFailed);
    const mismatch = formatMessage(m.stateMismatch);
    toast.error(mismatch, {
      title: failed,
      ...(googleReturn.credential
        ? {
            error: {
              errorType: 'invalid_state',
              message: failed,
              details: mismatch,
              action: formatMessage(m.pleaseTryAgain),
            },
          }
        : {}),
    });
    // Runs once, for the address the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: LoginErrors = {};
    if (!email.trim()) next.email = formatMessage(m.emailRequired);
    if (!password) next.password = formatMessage(m.passwordRequired);
    setErrors(next);
    if (next.email) return emailRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();

    setBusy('password');
    setFailure(null);
    try {
      await login(email.trim(), password);
      toast.success(formatMessage(m.loginSuccess));
      finish();
    } catch (error) {
      const shown = loginFailure(error);
      toast.failure(shown);
      setFailure(shown.message);
      setBusy(null);
    }
  };

  return (
    <Grid
      templateColumns={{ base: '1fr', lg: '1fr 1fr' }}
      gap={{ base: '8', lg: '12' }}
      alignItems="center"
    >
      <title>{formatMessage(m.loginTitle)}</title>
      <Box maxW="md" mx="auto" width="full">
        <Stack gap="2" mb="6">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {formatMessage(m.loginHeading)}
          </Heading>
          <Text color="fg.muted">{formatMessage(m.loginIntro)}</Text>
        </Stack>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="5">
            {failure && (
              <Alert.Root status="error" borderRadius="l2" data-testid="login-failure">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{formatMessage(m.loginFailed)}</Alert.Title>
                  <Alert.Description>{failure}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            )}
            <TextField
              ref={emailRef}
              label={formatMessage(m.email)}
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              required
              error={errors.email}
              onChange={(e) => {
                setEmail(e.target.value);
                setErrors((x) => ({ ...x, email: undefined }));
              }}
            />
            <PasswordField
              ref={passwordRef}
              label={formatMessage(m.password)}
              name="password"
              autoComplete="current-password"
              value={password}
              required
              error={errors.password}
              onChange={(e) => {
                setPassword(e.target.value);
                setErrors((x) => ({ ...x, password: undefined }));
              }}
            />
            <Flex justify="flex-end" mt="-2">
              <Link
                asChild
                colorPalette="blue"
                color="colorPalette.fg"
                minH="11"
                fontWeight="medium"
              >
                <RouterLink to={paths.passwordReset.getHref()}>
                  {formatMessage(m.forgotPassword)}
                </RouterLink>
              </Link>
            </Flex>
            <Button
              type="submit"
              size="lg"
              colorPalette="blue"
              loading={busy === 'password'}
              loadingText={formatMessage(m.signingIn)}
              disabled={busy !== null || !hydrated}
            >
              {formatMessage(m.signIn)}
            </Button>
          </Stack>
        </form>
        <GoogleArea busy={busy} onCredential={signInWithGoogle} />
        <HStack justify="center" gap="1" mt="6" wrap="wrap">
          <Text color="fg.muted">{formatMessage(m.noAccount)}</Text>
          <Link asChild colorPalette="blue" color="colorPalette.fg" minH="11" fontWeight="medium">
            <RouterLink to={paths.register.getHref()}>{formatMessage(m.createAccount)}</RouterLink>
          </Link>
        </HStack>
      </Box>
      <Box
        as="section"
        aria-labelledby="login-features"
        bg="brand.subtle"
        borderRadius="l3"
        p={{ base: '6', md: '8' }}
      >
        <Box mb="4">
          <LogoMark size="2.5rem" />
        </Box>
        <Heading id="login-features" as="h2" size="lg" mb="4">
          {formatMessage(m.featuresHeading)}
        </Heading>
        <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
          {features.map((feature) => (
            <HStack as="li" key={feature.title.id} align="flex-start" gap="3">
              <Box as="span" aria-hidden="true" color="brand.fg" fontWeight="bold" mt="0.5">
                ✓
              </Box>
              <Box>
                <Text fontWeight="semibold">{formatMessage(feature.title)}</Text>
                <Text color="fg.muted" textStyle="sm">
                  {formatMessage(feature.text)}
                </Text>
              </Box>
            </HStack>
          ))}
        </Stack>
      </Box>
    </Grid>
  );
}

function GoogleArea({
  busy,
  onCredential,
}: {
  busy: 'password' | 'google' | null;
  onCredential: (credential: string) => void;
}) {
  const { formatMessage } = useAppIntl();
  const { data, error } = useAuthConfig();
  if (data === undefined && error === undefined) {
    // Until the server says whether Google sign-in is on (the page rendered ahead, and a first
    // visit), its place is kept, so the page does not move down when the button arrives.
    return (
      <Stack gap="4" mt="6" aria-hidden="true" data-testid="google-area-pending">
        <Box h="5" />
        <Box h="11" borderRadius="l2" bg="bg.muted" />
      </Stack>
    );
  }
  if (!data?.google.clientId) return null;
  return (
    <Stack gap="4" mt="6">
      <HStack gap="3">
        <Box flex="1" borderTopWidth="1px" />
        <Text textStyle="sm" color="fg.muted">
          {formatMessage(m.or)}
        </Text>
        <Box flex="1" borderTopWidth="1px" />
      </HStack>
      {busy === 'google' ? (
        <Text role="status" textAlign="center" color="fg.muted">
          {formatMessage(m.signingInGoogle)}
        </Text>
      ) : (
        <GoogleSignIn onCredential={onCredential} disabled={busy !== null} />
      )}
    </Stack>
  );
}
