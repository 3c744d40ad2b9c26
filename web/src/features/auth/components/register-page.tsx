import {
  Alert,
  Box,
  Button,
  Checkbox,
  Flex,
  Grid,
  HStack,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../../components/auth-card';
import { PasswordField, TextField } from '../../../components/form-field';
import { callApi } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';
import { useAppIntl } from '../../../i18n/intl';
import { useAuth } from '../../../lib/auth';
import { describeError, registerFailure } from '../../../lib/error-catalogue';
import { toastDurations } from '../../../lib/toast-durations';
import { afterSignIn, paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { sendVerificationEmail } from '../../../lib/verification';
import {
  emptyRegisterForm,
  firstInvalidField,
  serverFieldErrors,
  validateRegistration,
  type RegisterErrors,
  type RegisterField,
  type RegisterForm,
} from '../register-rules';
import { ExistingAccountDialog, type ExistingAccount } from './existing-account-dialog';
import { TermsDialog } from './terms-dialog';
import { authMessages as m, strong } from '../messages';
import { GoogleSignIn } from './google-sign-in';
import { sessionKeys, writeSession } from '../../../lib/storage';

export const REGISTERED_MESSAGE = m.registered.defaultMessage;
export const REGISTERED_AGAIN_MESSAGE = m.registeredAgain.defaultMessage;
export const VERIFICATION_NOT_SENT_MESSAGE = m.verificationNotSent.defaultMessage;
export const CHECK_FAILED_MESSAGE = m.checkFailed.defaultMessage;

type Phase = 'idle' | 'creating' | 'checking';

/**
 * /register (optionally ?ref=CODE): create an account and land on the dashboard, or back on the
 * page that sent the visitor here (an invitation link).
 */
export function RegisterPage() {
  const { formatMessage } = useAppIntl();
  const { register, googleLogin } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const referralCode = search.get('ref')?.trim() || undefined;
  const [form, setForm] = useState<RegisterForm>(() => ({
    ...emptyRegisterForm,
    email: search.get('email')?.trim() ?? '',
  }));
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [phase, setPhase] = useState<Phase>('idle');
  const [termsOpen, setTermsOpen] = useState(false);
  const [existing, setExisting] = useState<ExistingAccount | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Kept for a Google sign-up: it may come back through /login, where the code is read again.
  useEffect(() => {
    if (referralCode) writeSession(sessionKeys.referralCode, referralCode);
  }, [referralCode]);

  const signUpWithGoogle = (credential: string) => {
    setPhase('creating');
    googleLogin(credential).then(
      () => {
        toast.success(formatMessage(m.googleSuccess));
        void navigate(afterSignIn(location.state), { replace: true });
      },
      (error: unknown) => {
        toast.failure(describeError(error, formatMessage(m.googleFailed)));
        setPhase('idle');
      },
    );
  };

  const update = <K extends RegisterField>(field: K, value: RegisterForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    // A field's error goes as soon as the field is edited.
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  const showErrors = (next: RegisterErrors) => {
    setErrors(next);
    const first = firstInvalidField(next);
    const control = first && formRef.current?.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
  };

  const checkExisting = async (email: string, failure: unknown) => {
    setPhase('checking');
    try {
      const check = await callApi('CheckRegistration', { body: { email } });
      setExisting({ status: check.status, email });
    } catch (error) {
      // 404: no account after all (status not_found); say what the register call said.
      if (isApiError(error) && error.status === 404) toast.failure(registerFailure(failure));
      else toast.failure(describeError(error, formatMessage(m.checkFailed)));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase !== 'idle') return;
    const found = validateRegistration(form, formatMessage);
    if (firstInvalidField(found)) return showErrors(found);

    const email = form.email.trim();
    setPhase('creating');
    try {
      const result = await register({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        email,
        password: form.password,
        ...(referralCode ? { referralCode } : {}),
      });
      toast.success(formatMessage(result.wasUnverified ? m.registeredAgain : m.registered), {
        duration: toastDurations.default,
      });
      if (!result.verificationEmailSent) {
        toast.warning(formatMessage(m.verificationNotSent), {
          duration: toastDurations.network,
          action: {
            label: formatMessage(m.resend),
            onClick: () => void sendVerificationEmail(email),
          },
        });
      }
      // Back to where the visitor came from (an invitation link), else the dashboard.
      navigate(afterSignIn(location.state), { replace: true });
      return;
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        await checkExisting(email, error);
      } else {
        if (isApiError(error)) showErrors(serverFieldErrors(error.fields));
        toast.failure(registerFailure(error));
      }
    }
    setPhase('idle');
  };

  const bind = (field: Exclude<RegisterField, 'acceptTerms'>) => ({
    name: field,
    value: form[field],
    error: errors[field]?.message,
    errorDetail: errors[field]?.detail,
    onChange: (e: { target: { value: string } }) => update(field, e.target.value),
  });

  return (
    <AuthCard
      title={formatMessage(m.registerTitle)}
      description={formatMessage(m.registerIntro)}
      maxW="lg"
      footer={
        <HStack gap="1" justify="center" wrap="wrap">
          <Text color="fg.muted">{formatMessage(m.haveAccount)}</Text>
          <Link asChild colorPalette="blue" color="colorPalette.fg" minH="11" fontWeight="medium">
            <RouterLink to={paths.login.getHref()}>{formatMessage(m.signInLink)}</RouterLink>
          </Link>
        </HStack>
      }
    >
      {referralCode && (
        <Alert.Root status="success" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{formatMessage(m.referralApplied)}</Alert.Title>
            <Alert.Description>
              {formatMessage(m.referralText, { code: referralCode, strong })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="5">
          <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="5">
            <TextField
              label={formatMessage(m.firstName)}
              autoComplete="given-name"
              required
              {...bind('firstName')}
            />
            <TextField
              label={formatMessage(m.lastName)}
              autoComplete="family-name"
              required
              {...bind('lastName')}
            />
          </Grid>
          <TextField
            label={formatMessage(m.email)}
            type="email"
            autoComplete="email"
            required
            {...bind('email')}
          />
          <PasswordField
            label={formatMessage(m.password)}
            autoComplete="new-password"
            required
            hint={formatMessage(m.passwordHint)}
            {...bind('password')}
          />
          <PasswordField
            label={formatMessage(m.confirmPassword)}
            autoComplete="new-password"
            required
            {...bind('confirmPassword')}
          />
          <Box>
            <Flex wrap="wrap" columnGap="4" align="center">
              <Checkbox.Root
                checked={form.acceptTerms}
                onCheckedChange={(details) => update('acceptTerms', details.checked === true)}
                invalid={Boolean(errors.acceptTerms)}
                colorPalette="blue"
                minH="11"
                alignItems="center"
              >
                <Checkbox.HiddenInput
                  name="acceptTerms"
                  aria-describedby={errors.acceptTerms ? 'terms-error' : undefined}
                />
                <Checkbox.Control />
                <Checkbox.Label>{formatMessage(m.agreeTerms)}</Checkbox.Label>
              </Checkbox.Root>
              <Button
                variant="plain"
                colorPalette="blue"
                color="colorPalette.fg"
                textDecoration="underline"
                px="0"
                minH="11"
                onClick={() => setTermsOpen(true)}
              >
                {formatMessage(m.readTerms)}
              </Button>
            </Flex>
            <Box id="terms-error" aria-live="polite" color="fg.error" textStyle="sm">
              {errors.acceptTerms && (
                <>
                  <Text fontWeight="medium">{errors.acceptTerms.message}</Text>
                  <Text>{errors.acceptTerms.detail}</Text>
                </>
              )}
            </Box>
          </Box>
          <Button
            type="submit"
            size="lg"
            colorPalette="blue"
            disabled={!form.acceptTerms || phase !== 'idle'}
            loading={phase !== 'idle'}
            loadingText={formatMessage(phase === 'checking' ? m.checkingEmail : m.creatingAccount)}
            aria-describedby={form.acceptTerms ? undefined : 'start-free-hint'}
          >
            {formatMessage(m.startFree)}
          </Button>
          {!form.acceptTerms && (
            <Text id="start-free-hint" color="fg.muted" textStyle="sm" mt="-2" textAlign="center">
              {formatMessage(m.tickTerms)}
            </Text>
          )}
        </Stack>
      </form>
      <GoogleSignIn onCredential={signUpWithGoogle} disabled={phase !== 'idle'} />
      <TermsDialog
        open={termsOpen}
        onOpenChange={setTermsOpen}
        onAccept={() => {
          update('acceptTerms', true);
          setTermsOpen(false);
        }}
      />
      <ExistingAccountDialog
        account={existing}
        onClose={() => setExisting(null)}
        onSignIn={(email) => navigate(paths.login.getHref(email), { state: location.state })}
        onResend={async (email) => {
          const sent = await sendVerificationEmail(email);
          if (sent) navigate(paths.dashboard.getHref());
          return sent;
        }}
      />
    </AuthCard>
  );
}
