import { Box, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNotifications } from '../api/use-notifications';
import { useAppIntl } from '../../../i18n/intl';
import { badgeLabel, bellMessages } from '../badge';

// The list, its icons and actions load when the bell is first opened.
const NotificationDropdown = lazy(() =>
  import('./notification-dropdown').then((m) => ({ default: m.NotificationDropdown })),
);

/** The header bell: unread badge, filled while anything is unread, the dropdown on click. */
export function NotificationBell({ enabled = true }: { enabled?: boolean }) {
  const { formatMessage } = useAppIntl();
  const api = useNotifications(enabled);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const badge = badgeLabel(api.unreadCount);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Handled here: the shell's Escape shortcut must not also go back.
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);

  const title = formatMessage(bellMessages.label);
  const label = badge ? formatMessage(bellMessages.labelUnread, { count: badge }) : title;
  return (
    <Box position="relative" ref={root}>
      <IconButton
        ref={button}
        aria-label={label}
        title={title}
        aria-expanded={open}
        aria-haspopup="true"
        aria-controls={open ? 'notification-dropdown' : undefined}
        variant="ghost"
        size="lg"
        color="fg"
        data-testid="notification-bell"
        data-filled={api.unreadCount > 0 ? '' : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <BellIcon filled={api.unreadCount > 0} />
      </IconButton>
      {badge && (
        <Box
          as="span"
          data-testid="notification-badge"
          aria-hidden="true"
          position="absolute"
          top="1"
          insetEnd="0.5"
          minW="5"
          h="5"
          px="1"
          borderRadius="full"
          bg="red.700"
          color="white"
          fontSize="xs"
          fontWeight="bold"
          lineHeight="1.25rem"
          textAlign="center"
          pointerEvents="none"
        >
          {badge}
        </Box>
      )}
      {open && (
        <Suspense fallback={null}>
          <NotificationDropdown api={api} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}

function BellIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}
