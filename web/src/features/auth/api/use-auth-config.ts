import useSWR, { type SWRResponse } from 'swr';
import type { AuthConfigResponse } from '../../../../../shared/src/api/auth';
import { apiKey, type ApiError } from '../../../lib/api-client';

/** What the sign-in screen needs to offer Google sign-in (GET /api/auth/config). */
export function useAuthConfig(): SWRResponse<AuthConfigResponse, ApiError> {
  return useSWR<AuthConfigResponse, ApiError>(apiKey('GetAuthConfig'), {
    revalidateOnFocus: false,
  });
}
