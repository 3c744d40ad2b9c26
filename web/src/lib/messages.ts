import { defineMessages } from '../i18n/define-messages';

/**
 * The text of lib modules loaded with pages (decision 0061): the API client's words for an answer
 * without a usable error body, the verification e-mail's toasts, the image upload's failure.
 */
export const libMessages = defineMessages({
  status400: { id: 'lib.api.status400', defaultMessage: 'Please check your information' },
  status401: { id: 'lib.api.status401', defaultMessage: 'Authentication required' },
  status403: { id: 'lib.api.status403', defaultMessage: 'You do not have permission to do this.' },
  status404: { id: 'lib.api.status404', defaultMessage: 'Not found' },
  status408: { id: 'lib.api.status408', defaultMessage: 'Server timeout' },
  status409: { id: 'lib.api.status409', defaultMessage: 'This conflicts with the current state' },
  status413: { id: 'lib.api.status413', defaultMessage: 'The request is too large' },
  status429: { id: 'lib.api.status429', defaultMessage: 'Too many requests; try again later' },
  somethingWrong: { id: 'lib.api.somethingWrong', defaultMessage: 'Something went wrong' },
  serverUnavailable: {
    id: 'lib.api.serverUnavailable',
    defaultMessage: 'Server temporarily unavailable',
  },
  timedOut: { id: 'lib.api.timedOut', defaultMessage: 'Request timed out' },
  connection: { id: 'lib.api.connection', defaultMessage: 'Connection problem' },
  unexpectedResponse: {
    id: 'lib.api.unexpectedResponse',
    defaultMessage: 'Unexpected response from the server',
  },
  verificationSent: {
    id: 'lib.verification.sent',
    defaultMessage: 'Verification email sent successfully! Check your inbox.',
  },
  verificationFailed: {
    id: 'lib.verification.failed',
    defaultMessage: 'Failed to send verification email. Please try again.',
  },
  uploadFailed: {
    id: 'lib.upload.failed',
    defaultMessage: 'The image could not be uploaded. Check your connection and try again.',
  },
  uploadAnswered: {
    id: 'lib.upload.answered',
    defaultMessage: 'The file store answered {status}.',
  },
});
