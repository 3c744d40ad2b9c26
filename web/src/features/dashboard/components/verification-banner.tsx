import { Alert, Button, CloseButton, Flex, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import type { AppMessage } from '../../../i18n/define-messages';
import { useAppIntl } from '../../../i18n/intl';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { describeError } from '../../../lib/error-catalogue';
import { readSession, sessionKeys, writeSession } from '../../../lib/storage';
import { RESEND_CONFIRMATION_MS } from '../dashboard-format';
import { dashboardMessages as m } from '../messages';

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

const labels: Record<SendState, AppMessage> = {
  idle: m.resend,
  sending: m.sending,
  sent: m.sent,
};

/**
 * The dashboard's reminder to verify the e-mail address, for unverified users: resend the link
 * ('Sending...', then 'Email sent!' for 3 s) or 'Remind me later' (gone until the next session).
 * An answer that the address is already verified hides it; other failures show their text.
 */
export function VerificationBanner() {
  const { user, refresh } = useAuth();
  const { formatMessage } = useAppIntl();
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
      const { message } = describeError(failure, formatMessage(m.resendFailed));
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
        <Alert.Title>{formatMessage(m.verifyTitle)}</Alert.Title>
        <Alert.Description>
          {formatMessage(m.verifyText, {
            email: user.email,
            strong: (chunks: ReactNode[]) => (
              <Text as="strong" wordBreak="break-all">
                {chunks}
              </Text>
            ),
          })}
        </Alert.Description>
        <Flex gap="2" wrap="wrap">
          <Button
            size="lg"
            colorPalette="blue"
            variant={state === 'sent' ? 'outline' : 'solid'}
            // Long words (German's) wrap inside the button rather than push it off a phone.
            whiteSpace="normal"
            height="auto"
            minH="11"
            py="2"
            maxW="full"
            loading={state === 'sending'}
            loadingText={formatMessage(labels.sending)}
            disabled={state !== 'idle'}
            onClick={() => void resend()}
          >
            <span aria-live="polite">{formatMessage(labels[state])}</span>
          </Button>
          <Button size="lg" variant="ghost" onClick={dismiss}>
            {formatMessage(m.remindLater)}
          </Button>
        </Flex>
        {error && (
          <Text role="alert" color="fg.error" fontWeight="medium">
            {error}
          </Text>
        )}
      </Alert.Content>
      <CloseButton
        aria-label={formatMessage(m.dismissReminder)}
        size="lg"
        mt="-2"
        me="-2"
        onClick={dismiss}
      />
    </Alert.Root>
  );
}
