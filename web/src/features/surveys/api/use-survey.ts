import useSWR, { type SWRResponse } from 'swr';
import type { Survey } from '#shared/api/surveys';
import { apiKey, type ApiError } from '../../../lib/api-client';

/**
 * One survey with its questions and settings (GET /api/surveys/{id}). The editor keeps its own
 * working copy once loaded, so a revalidation on focus never overwrites what is being typed.
 */
export function useSurvey(id: string | undefined): SWRResponse<{ survey: Survey }, ApiError> {
  return useSWR<{ survey: Survey }, ApiError>(id ? apiKey('GetSurvey', { params: { id } }) : null, {
    revalidateOnFocus: false,
  });
}
