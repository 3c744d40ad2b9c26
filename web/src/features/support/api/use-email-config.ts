import useSWR, { type SWRResponse } from 'swr';
import type { AuthConfigResponse } from '#shared/api/auth';
import type { EmailConfig } from '#shared/api/emails';
import { apiKey, type ApiError } from '../../../lib/api-client';

/** The mail service in use (GET /api/emails/config): read when the e-mail test opens. */
export function useEmailConfig(): SWRResponse<EmailConfig, ApiError> {
  return useSWR<EmailConfig, ApiError>(apiKey('GetEmailConfig'), { revalidateOnFocus: false });
}

/**
 * The support address and docs host, from configuration (GET /api/auth/config, the call that
 * tells the screens what they need to know).
 */
export function useSupportContact(): SWRResponse<AuthConfigResponse, ApiError> {
  return useSWR<AuthConfigResponse, ApiError>(apiKey('GetAuthConfig'), {
    revalidateOnFocus: false,
  });
}
