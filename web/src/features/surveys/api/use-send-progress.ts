import useSWR, { type SWRResponse } from 'swr';
import type { SendSurveyEmailResponse } from '#shared/api/responses';
import { apiKey, type ApiError } from '../../../lib/api-client';

/** How often an open send dialog reads a send's progress again. */
export const SEND_PROGRESS_REFRESH_MS = 1000;

/**
 * A queued send's progress (GET /api/surveys/{id}/sends/{sendId}), read again every second
 * until it is done; `null` reads nothing.
 */
export function useSendProgress(
  send: { surveyId: string; sendId: string } | null,
): SWRResponse<SendSurveyEmailResponse, ApiError> {
  return useSWR<SendSurveyEmailResponse, ApiError>(
    send ? apiKey('GetSurveySend', { params: { id: send.surveyId, sendId: send.sendId } }) : null,
    {
      refreshInterval: (latest) => (latest?.state === 'done' ? 0 : SEND_PROGRESS_REFRESH_MS),
      // A failed read is tried again at the next tick; the send itself goes on.
      shouldRetryOnError: false,
      revalidateOnFocus: false,
    },
  );
}
