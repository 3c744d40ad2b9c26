import { Button, type ButtonProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { sendVerificationEmail } from '../lib/verification';

/** How long 'Email sent!' or 'Failed to send' stays before the button is ready again. */
export const RESEND_STATUS_RESET_MS = 3_000;

type ResendStatus = 'idle' | 'loading' | 'success' | 'error';

const labels: Record<ResendStatus, string> = {
  idle: 'Resend Verification Email',
  loading: 'Sending...',
  success: 'Email sent!',
  error: 'Failed to send',
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
      loadingText={labels.loading}
      onClick={() => void send()}
    >
      <span aria-live="polite">{labels[status]}</span>
    </Button>
  );
}
