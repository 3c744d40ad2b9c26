import {
  Box,
  Button,
  Portal,
  Stack,
  Text,
  Toast,
  Toaster,
  type ToastOptions,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { ToastKind, ToastMeta } from '../lib/toast';
import { toaster } from '../lib/toast-store';
import { useAppIntl } from '../i18n/intl';
import { componentMessages as m } from './messages';

const palettes: Record<ToastKind | 'loading', string> = {
  success: 'green',
  error: 'red',
  warning: 'orange',
  info: 'blue',
  loading: 'gray',
};

/**
 * Renders the toast store at the top right. Loaded lazily by the app provider: Chakra's toast
 * machine is ~13 KB gzip that the first paint does not need.
 */
export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(item) => <ToastCard item={item} />}
      </Toaster>
    </Portal>
  );
}

function ToastCard({ item }: { item: ToastOptions }) {
  const { formatMessage } = useAppIntl();
  const [showDetails, setShowDetails] = useState(false);
  const meta = (item.meta ?? {}) as ToastMeta;
  const error = meta.error;
  // The toggle only when there is more to say than the toast already does.
  const hasDetails = Boolean(error?.details);
  const repeatsMessage = error?.message === item.title || error?.message === item.description;
  const palette = palettes[(item.type as ToastKind | undefined) ?? 'info'] ?? 'blue';

  const toggleDetails = () => {
    // Reading the details should not race the timer: pause while they are open.
    if (showDetails) toaster.resume(item.id);
    else toaster.pause(item.id);
    setShowDetails(!showDetails);
  };

  return (
    <Toast.Root
      width={{ md: 'sm' }}
      colorPalette={palette}
      borderStartWidth="4px"
      borderStartColor="colorPalette.solid"
      data-testid="toast"
    >
      <Toast.Indicator color="colorPalette.fg" mt="0.5" />
      <Stack gap="1" flex="1" minW="0">
        {item.title && <Toast.Title>{item.title}</Toast.Title>}
        {item.description && <Toast.Description>{item.description}</Toast.Description>}
        {hasDetails && error && (
          <>
            <Box>
              <Button
                variant="plain"
                size="sm"
                px="0"
                minH="11"
                color="colorPalette.fg"
                textDecoration="underline"
                aria-expanded={showDetails}
                onClick={toggleDetails}
              >
                {formatMessage(showDetails ? m.hideDetails : m.showDetails)}
              </Button>
            </Box>
            {showDetails && (
              <Stack gap="1" textStyle="sm" data-testid="toast-details">
                {!repeatsMessage && <Text fontWeight="medium">{error.message}</Text>}
                {error.details && <Text>{error.details}</Text>}
                {error.action && <Text color="fg.muted">{error.action}</Text>}
              </Stack>
            )}
          </>
        )}
      </Stack>
      {item.action && <Toast.ActionTrigger minH="11">{item.action.label}</Toast.ActionTrigger>}
      <Toast.CloseTrigger
        aria-label={formatMessage(m.dismissNotification)}
        minW="11"
        minH="11"
        top="1"
        insetEnd="1"
      />
    </Toast.Root>
  );
}
