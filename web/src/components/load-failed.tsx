import { Alert, Button } from '@chakra-ui/react';
import { useAppIntl } from '../i18n/intl';
import { describeError } from '../lib/error-catalogue';
import { componentMessages as m } from './messages';

interface LoadFailedProps {
  /** What failed, in the spec's words ('Failed to load surveys'). */
  title: string;
  /** Heading level when the alert stands in for a page's heading. */
  titleAs?: 'h1' | 'h2';
  error: unknown;
  /** The message when the server gave none; shown under the title unless it repeats it. */
  fallback?: string;
  retrying: boolean;
  onRetry: () => void;
}

/** A load that failed, in place of what it would have shown, with the reason and a Retry. */
export function LoadFailed({
  title,
  titleAs,
  error,
  fallback = title,
  retrying,
  onRetry,
}: LoadFailedProps) {
  const { formatMessage } = useAppIntl();
  const { message } = describeError(error, fallback);
  return (
    <Alert.Root status="error" alignItems="center" flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="40">
        <Alert.Title {...(titleAs ? { as: titleAs } : {})}>{title}</Alert.Title>
        {message !== title && <Alert.Description>{message}</Alert.Description>}
      </Alert.Content>
      <Button
        size="lg"
        variant="outline"
        loading={retrying}
        loadingText={formatMessage(m.retrying)}
        onClick={onRetry}
      >
        {formatMessage(m.retry)}
      </Button>
    </Alert.Root>
  );
}
