import type { SendTestEmailResponse, TestConnectionResponse } from '#shared/api/emails';
import { apiRequest } from '../../../lib/api-client';

/** The connection test: the mail service's account status. Throws the call's `ApiError`. */
export function testEmailConnection(): Promise<TestConnectionResponse> {
  return apiRequest('TestEmailConnection');
}

/** A test e-mail to `email`, saying when it was sent in the browser's time zone. */
export function sendTestEmail(email: string): Promise<SendTestEmailResponse> {
  return apiRequest('SendTestEmail', { body: { email, timezone: browserTimeZone() } });
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
