import { Alert, Box, Button, CloseButton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { ErrorObject } from '../lib/error-catalogue';
import { useAppIntl } from '../i18n/intl';
import { componentMessages as m } from './messages';

/** The spec's default for a banner that closes itself (spec 1 §9). */
export const BANNER_DURATION_MS = 5_000;

export type BannerType = 'success' | 'error' | 'warning' | 'info';

export interface BannerProps {
  message: string;
  type?: BannerType;
  onClose?(): void;
  /** Closes itself after this many ms when above 0 (calling onClose); 0 keeps it until closed. */
  duration?: number;
  /** An error object whose details and action show behind a toggle. */
  error?: ErrorObject;
  /** Whether the details start open. */
  showDetails?: boolean;
}

/**
 * An inline message (spec 1 §3, Banner component): a message of a kind, a close control when
 * onClose is given, and an error object's details behind a toggle.
 */
export function Banner({
  message,
  type = 'info',
  onClose,
  duration = BANNER_DURATION_MS,
  error,
  showDetails = false,
}: BannerProps) {
  const { formatMessage } = useAppIntl();
  const [detailsOpen, setDetailsOpen] = useState(showDetails);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    if (!(duration > 0) || detailsOpen) return;
    const timer = setTimeout(() => {
      setOpen(false);
      onClose?.();
    }, duration);
    return () => clearTimeout(timer);
  }, [duration, onClose, detailsOpen]);

  if (!open) return null;
  const hasDetails = Boolean(error && (error.details || error.action));
  const urgent = type === 'error' || type === 'warning';
  return (
    <Alert.Root
      status={type}
      role={urgent ? 'alert' : 'status'}
      data-testid="banner"
      data-type={type}
      alignItems="flex-start"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
        {hasDetails && error && (
          <Stack gap="1">
            <Box>
              <Button
                variant="plain"
                size="sm"
                px="0"
                minH="11"
                textDecoration="underline"
                aria-expanded={detailsOpen}
                onClick={() => setDetailsOpen(!detailsOpen)}
              >
                {formatMessage(detailsOpen ? m.hideDetails : m.showDetails)}
              </Button>
            </Box>
            {detailsOpen && (
              <Stack gap="1" data-testid="banner-details">
                {error.message !== message && <Text fontWeight="medium">{error.message}</Text>}
                {error.details && <Text>{error.details}</Text>}
                {error.action && <Text>{error.action}</Text>}
              </Stack>
            )}
          </Stack>
        )}
      </Alert.Content>
      {onClose && (
        <CloseButton
          aria-label={formatMessage(m.dismissMessage)}
          size="lg"
          mt="-2"
          me="-2"
          onClick={() => {
            setOpen(false);
            onClose();
          }}
        />
      )}
    </Alert.Root>
  );
}
