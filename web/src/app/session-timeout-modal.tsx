import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../lib/api-client';
import { defineMessages } from '../i18n/define-messages';
import { useAppIntl } from '../i18n/intl';
import { useAuth } from '../lib/auth';
import { msUntilExpiry } from '../lib/jwt';
import { toast } from '../lib/toast';

const m = defineMessages({
  extendFailed: {
    id: 'session.extendFailed',
    defaultMessage: 'Failed to extend session. Please log in again.',
  },
  title: { id: 'session.title', defaultMessage: 'Session Timeout Warning' },
  text: {
    id: 'session.text',
    defaultMessage: 'Your session is about to expire. Extend it to stay signed in.',
  },
  timeRemaining: { id: 'session.timeRemaining', defaultMessage: 'Time remaining' },
  secondsRemaining: {
    id: 'session.secondsRemaining',
    defaultMessage: '{seconds, plural, one {# second remaining} other {# seconds remaining}}',
  },
  logoutNow: { id: 'session.logoutNow', defaultMessage: 'Logout Now' },
  extending: { id: 'session.extending', defaultMessage: 'Extending...' },
  extend: { id: 'session.extend', defaultMessage: 'Extend Session' },
});

function secondsLeft(token: string): number {
  return Math.max(0, Math.ceil((msUntilExpiry(token) ?? 0) / 1000));
}

function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** 'Session Timeout Warning': a per-second countdown, Extend Session and Logout Now. */
export function SessionTimeoutModal({
  token,
  onDismiss,
}: {
  token: string;
  onDismiss: () => void;
}) {
  const { logout, setSession } = useAuth();
  const { formatMessage } = useAppIntl();
  const [left, setLeft] = useState(() => secondsLeft(token));
  const [extending, setExtending] = useState(false);
  const extendButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsLeft(token)), 1_000);
    return () => clearInterval(timer);
  }, [token]);

  useEffect(() => {
    if (left === 0) void logout();
  }, [left, logout]);

  const extend = async () => {
    setExtending(true);
    try {
      const session = await apiRequest('RefreshSession');
      setSession(session.token, session.user);
      window.location.reload();
    } catch {
      setExtending(false);
      toast.error(formatMessage(m.extendFailed));
      await logout();
    }
  };

  return (
    <Dialog.Root
      open
      role="alertdialog"
      initialFocusEl={() => extendButton.current}
      placement="center"
      onOpenChange={(details) => {
        if (!details.open) onDismiss();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{formatMessage(m.title)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{formatMessage(m.text)}</Text>
              <Text mt="4" textStyle="sm" color="fg.muted">
                {formatMessage(m.timeRemaining)}
              </Text>
              <Text
                role="timer"
                aria-label={formatMessage(m.secondsRemaining, { seconds: left })}
                fontSize="4xl"
                lineHeight="1.2"
                fontWeight="bold"
                fontVariantNumeric="tabular-nums"
                data-testid="session-countdown"
              >
                {formatCountdown(left)}
              </Text>
            </Dialog.Body>
            <Dialog.Footer
              flexDirection={{ base: 'column-reverse', sm: 'row' }}
              alignItems={{ base: 'stretch', sm: 'center' }}
              gap="3"
            >
              <Button size="lg" variant="outline" onClick={() => void logout()}>
                {formatMessage(m.logoutNow)}
              </Button>
              <Button
                ref={extendButton}
                size="lg"
                colorPalette="blue"
                loading={extending}
                loadingText={formatMessage(m.extending)}
                onClick={() => void extend()}
              >
                {formatMessage(m.extend)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
