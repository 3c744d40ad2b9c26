import useSWR, { type SWRResponse } from 'swr';
import type { Survey } from '#shared/api/surveys';
import { apiKey, type ApiError } from '../../../lib/api-client';

/** The surveys the user manages, most recently changed first (GET /api/surveys). */
export function useSurveys(): SWRResponse<{ surveys: Survey[] }, ApiError> {
  return useSWR<{ surveys: Survey[] }, ApiError>(apiKey('ListSurveys'));
}
