import { createToaster } from '@chakra-ui/react';

/** The spec's cap on toasts on screen at once; more wait their turn. */
export const MAX_TOASTS = 20;

/** The app's one toast store (Chakra's), rendered at the top right by components/toaster.tsx. */
export const toaster = createToaster({
  placement: 'top-end',
  max: MAX_TOASTS,
  pauseOnPageIdle: true,
});

export type Toaster = typeof toaster;
