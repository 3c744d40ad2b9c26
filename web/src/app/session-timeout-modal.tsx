import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../lib/api-client';
import { useAuth } from '../lib/auth';
import { msUntilExpiry } from '../lib/jwt';
import { toast } from '../lib/toast';

export const EXTEND_FAILED_MESSAGE = 'Failed to extend session. Please log in again.';

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
      toast.error(EXTEND_FAILED_MESSAGE);
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
              <Dialog.Title>Session Timeout Warning</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Your session is about to expire. Extend it to stay signed in.</Text>
              <Text mt="4" textStyle="sm" color="fg.muted">
                Time remaining
              </Text>
              <Text
                role="timer"
                aria-label={`${left} seconds remaining`}
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
                Logout Now
              </Button>
              <Button
                ref={extendButton}
                size="lg"
                colorPalette="blue"
                loading={extending}
                loadingText="Extending..."
                onClick={() => void extend()}
              >
                Extend Session
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
