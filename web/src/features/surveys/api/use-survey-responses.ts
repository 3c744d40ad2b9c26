import useSWRInfinite, { type SWRInfiniteResponse } from 'swr/infinite';
import type { ResponseSource } from '#shared/api/responses';
import { apiKey, type ApiError, type RouteResponse } from '../../../lib/api-client';

export type ResponsesPage = RouteResponse<'ListSurveyResponses'>;

const routeOf = {
  regular: 'ListSurveyResponses',
  email: 'ListSurveyEmailResponses',
} as const satisfies Record<ResponseSource, string>;

function pageKey(surveyId: string, source: ResponseSource, round?: number) {
  return (index: number, previous: ResponsesPage | null) => {
    if (previous && !previous.nextCursor) return null;
    const cursor = index > 0 ? previous?.nextCursor : undefined;
    const query = {
      ...(cursor ? { cursor } : {}),
      ...(round !== undefined && source === 'email' ? { round: String(round) } : {}),
    };
    return apiKey(routeOf[source], {
      params: { id: surveyId },
      ...(Object.keys(query).length > 0 ? { query } : {}),
    });
  };
}

/**
 * One source of a survey's responses, a page at a time: the open link's
 * (GET /api/surveys/{id}/responses) or the e-mailed links' (GET .../email-responses), of every
 * round or of one (`round`, e-mailed links only).
 */
export function useSurveyResponses(
  surveyId: string,
  source: ResponseSource,
  round?: number,
): SWRInfiniteResponse<ResponsesPage, ApiError> {
  return useSWRInfinite<ResponsesPage, ApiError>(pageKey(surveyId, source, round));
}
