import useSWRInfinite, { unstable_serialize, type SWRInfiniteResponse } from 'swr/infinite';
import { apiKey, type ApiError, type RouteResponse } from '../../../lib/api-client';

export type InvitationsPage = RouteResponse<'ListSurveyInvitations'>;

/** The SWR key of each page of a survey's invitations: the API path, then the next cursor. */
export function invitationsPageKey(surveyId: string) {
  return (index: number, previous: InvitationsPage | null) => {
    if (previous && !previous.nextCursor) return null;
    const cursor = index > 0 ? previous?.nextCursor : undefined;
    return apiKey('ListSurveyInvitations', {
      params: { id: surveyId },
      ...(cursor ? { query: { cursor } } : {}),
    });
  };
}

/** The key SWR keeps the whole paged list under, for revalidating it after a send. */
export function invitationsKey(surveyId: string): string {
  return unstable_serialize(invitationsPageKey(surveyId));
}

/**
 * The e-mail invitations of a survey with their status (GET /api/surveys/{id}/invitations), a
 * page at a time: `setSize(size + 1)` loads the next page.
 */
export function useSurveyInvitations(
  surveyId: string,
): SWRInfiniteResponse<InvitationsPage, ApiError> {
  return useSWRInfinite<InvitationsPage, ApiError>(invitationsPageKey(surveyId), {
    revalidateFirstPage: true,
  });
}
