import { Button, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { AppMessage } from '../i18n/define-messages';
import { useAppIntl } from '../i18n/intl';
import { sendVerificationEmail } from '../lib/verification';
import { componentMessages as m } from './messages';

/** How long 'Email sent!' or 'Failed to send' stays before the button is ready again. */
export const RESEND_STATUS_RESET_MS = 3_000;

type ResendStatus = 'idle' | 'loading' | 'success' | 'error';

const labels: Record<ResendStatus, AppMessage> = {
  idle: m.resendIdle,
  loading: m.sending,
  success: m.resendSent,
  error: m.resendFailed,
};

interface ResendVerificationButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The address to send to; the button is disabled without one. */
  email: string;
  /** Called after each attempt with whether it was sent. */
  onSent?: (sent: boolean) => void;
}

/** Resend: idle, loading, success or error, each result going back to idle after 3 s. */
export function ResendVerificationButton({
  email,
  onSent,
  ...props
}: ResendVerificationButtonProps) {
  const { formatMessage } = useAppIntl();
  const [status, setStatus] = useState<ResendStatus>('idle');

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const timer = setTimeout(() => setStatus('idle'), RESEND_STATUS_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const send = async () => {
    setStatus('loading');
    const sent = await sendVerificationEmail(email.trim());
    setStatus(sent ? 'success' : 'error');
    onSent?.(sent);
  };

  return (
    <Button
      size="lg"
      colorPalette={status === 'error' ? 'red' : 'blue'}
      variant={status === 'success' ? 'outline' : 'solid'}
      {...props}
      disabled={!email.trim() || status !== 'idle' || props.disabled}
      loading={status === 'loading'}
      loadingText={formatMessage(labels.loading)}
      onClick={() => void send()}
    >
      <span aria-live="polite">{formatMessage(labels[status])}</span>
    </Button>
  );
}
