import { apiRequest } from './api-client';
import { describeError } from './error-catalogue';
import { toast } from './toast';

export const VERIFICATION_SENT_MESSAGE = 'Verification email sent successfully! Check your inbox.';
export const VERIFICATION_FAILED_MESSAGE = 'Failed to send verification email. Please try again.';

/**
 * Sends a new verification e-mail and says how it went in a toast (the server's words first).
 * Resolves to whether it was sent.
 */
export async function sendVerificationEmail(email: string): Promise<boolean> {
  try {
    const { message } = await apiRequest('ResendVerification', { body: { email } });
    toast.success(message || VERIFICATION_SENT_MESSAGE);
    return true;
  } catch (error) {
    toast.failure(describeError(error, VERIFICATION_FAILED_MESSAGE));
    return false;
  }
}
