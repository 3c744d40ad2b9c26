import { defineMessages } from '../i18n/define-messages';

/** The text of lib modules in the shell's entry: the session's toasts, the shortcut list's Home. */
export const sessionMessages = defineMessages({
  sessionWarning: {
    id: 'lib.session.warning',
    defaultMessage:
      'Your session will expire in 5 minutes. Please save your work and refresh the page to stay logged in',
  },
  sessionExpired: {
    id: 'lib.session.expired',
    defaultMessage: 'Your session has expired. Please log in again.',
  },
  loggedOut: { id: 'lib.session.loggedOut', defaultMessage: 'Logged out successfully' },
  home: { id: 'lib.hotkeys.home', defaultMessage: 'Home' },
});
