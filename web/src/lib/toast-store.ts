import { createToaster } from '@chakra-ui/react';

/** The spec's cap on toasts on screen at once; more wait their turn. */
export const MAX_TOASTS = 20;

/**
 * The app's one toast store (Chakra's), rendered at the top right by components/toaster.tsx,
 * below the 64 px header so that no toast covers its controls (sign out, notifications, theme).
 */
export const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: '76px', right: '16px', bottom: '16px', left: '16px' },
  max: MAX_TOASTS,
  pauseOnPageIdle: true,
});

export type Toaster = typeof toaster;
