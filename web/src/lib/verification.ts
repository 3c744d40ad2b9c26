import { apiRequest } from './api-client';
import { describeError } from './error-catalogue';
import { toast } from './toast';
import { appText } from './app-text';
import { libMessages } from './messages';

/** The toasts' English (tests read them); shown in the app's language. */
export const VERIFICATION_SENT_MESSAGE = libMessages.verificationSent.defaultMessage;
export const VERIFICATION_FAILED_MESSAGE = libMessages.verificationFailed.defaultMessage;

/**
 * Sends a new verification e-mail and says how it went in a toast (the server's words first).
 * Resolves to whether it was sent.
 */
export async function sendVerificationEmail(email: string): Promise<boolean> {
  try {
    const { message } = await apiRequest('ResendVerification', { body: { email } });
    toast.success(message || appText(libMessages.verificationSent));
    return true;
  } catch (error) {
    toast.failure(describeError(error, appText(libMessages.verificationFailed)));
    return false;
  }
}
