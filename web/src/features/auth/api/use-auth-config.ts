import useSWR, { type SWRResponse } from 'swr';
import type { AuthConfigResponse } from '#shared/api/auth';
import type { ApiError } from '../../../lib/api-error';
import type { ApiKey } from '../../../lib/api-client';

/**
 * The SWR key `apiKey('GetAuthConfig')` makes, written out: the sign-in and register pages read
 * it on their first render, and importing the api client for it would put the whole route table
 * (every schema and zod) before their first paint. The shell's fetcher loads the client when the
 * request goes out. A test checks that the two keys agree.
 */
export const authConfigKey: ApiKey<'GetAuthConfig'> = [
  '/api/auth/config',
  'GetAuthConfig',
  undefined,
];

/** What the sign-in screen needs to offer Google sign-in (GET /api/auth/config). */
export function useAuthConfig(): SWRResponse<AuthConfigResponse, ApiError> {
  return useSWR<AuthConfigResponse, ApiError>(authConfigKey, {
    revalidateOnFocus: false,
  });
}
