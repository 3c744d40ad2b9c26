import { Alert, Button, CloseButton, Flex, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { describeError } from '../../../lib/error-catalogue';
import { readSession, sessionKeys, writeSession } from '../../../lib/storage';
import { RESEND_CONFIRMATION_MS } from '../dashboard-format';

const RESEND_FAILED_MESSAGE = 'Failed to send verification email';

/** 'Remind me later' holds for the rest of the browser tab's session. */
const readDismissed = () => readSession(sessionKeys.verificationBannerDismissed) === '1';
const writeDismissed = () => writeSession(sessionKeys.verificationBannerDismissed, '1');

/** The server's answer when there is nothing left to verify. */
function saysAlreadyVerified(error: unknown, message: string): boolean {
  const texts = [
    message,
    isApiError(error) ? error.message : '',
    isApiError(error) ? error.details : '',
  ];
  return texts.some((text) => /already verified/i.test(text ?? ''));
}

type SendState = 'idle' | 'sending' | 'sent';

const labels: Record<SendState, string> = {
  idle: 'Resend Verification Email',
  sending: 'Sending...',
  sent: 'Email sent!',
};

/**
 * The dashboard's reminder to verify the e-mail address, for unverified users: resend the link
 * ('Sending...', then 'Email sent!' for 3 s) or 'Remind me later' (gone until the next session).
 * An answer that the address is already verified hides it; other failures show their text.
 */
export function VerificationBanner() {
  const { user, refresh } = useAuth();
  const [dismissed, setDismissed] = useState(readDismissed);
  const [state, setState] = useState<SendState>('idle');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (state !== 'sent') return;
    const timer = setTimeout(() => setState('idle'), RESEND_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (!user || user.emailVerified || dismissed) return null;

  const dismiss = () => {
    writeDismissed();
    setDismissed(true);
  };

  const resend = async () => {
    setState('sending');
    setError(null);
    try {
      await apiRequest('ResendVerification', { body: { email: user.email } });
      setState('sent');
    } catch (failure) {
      const { message } = describeError(failure, RESEND_FAILED_MESSAGE);
      setState('idle');
      if (saysAlreadyVerified(failure, message)) {
        // Verified in another tab or on another device: the user record here is out of date.
        // Reading it again is a courtesy: the banner is gone either way, so a failure is let go.
        setDismissed(true);
        void refresh().catch(() => undefined);
      } else {
        setError(message);
      }
    }
  };

  return (
    <Alert.Root status="warning" alignItems="flex-start" data-testid="verification-banner">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>Please verify your email address</Alert.Title>
        <Alert.Description>
          We sent a verification link to{' '}
          <Text as="strong" wordBreak="break-all">
            {user.email}
          </Text>
          . Verify it so you keep receiving survey notifications and can recover your account.
        </Alert.Description>
        <Flex gap="2" wrap="wrap">
          <Button
            size="lg"
            colorPalette="blue"
            variant={state === 'sent' ? 'outline' : 'solid'}
            loading={state === 'sending'}
            loadingText={labels.sending}
            disabled={state !== 'idle'}
            onClick={() => void resend()}
          >
            <span aria-live="polite">{labels[state]}</span>
          </Button>
          <Button size="lg" variant="ghost" onClick={dismiss}>
            Remind me later
          </Button>
        </Flex>
        {error && (
          <Text role="alert" color="fg.error" fontWeight="medium">
            {error}
          </Text>
        )}
      </Alert.Content>
      <CloseButton
        aria-label="Dismiss verification reminder"
        size="lg"
        mt="-2"
        me="-2"
        onClick={dismiss}
      />
    </Alert.Root>
  );
}
