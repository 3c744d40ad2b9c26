import useSWR, { type SWRResponse, useSWRConfig } from 'swr';
import { useMemo } from 'react';
import type { ManagerConversation, SurveyConversations } from '#shared/api/conversations';
import { apiKey, apiRequest, type ApiError } from '../../../lib/api-client';

/** A survey's conversations with unread counts (GET /api/surveys/{id}/conversations). */
export function useSurveyConversations(
  surveyId: string,
): SWRResponse<SurveyConversations, ApiError> {
  return useSWR<SurveyConversations, ApiError>(
    apiKey('ListSurveyConversations', { params: { id: surveyId } }),
  );
}

/** One response's conversation, marked read by opening it (empty while none has started). */
export function useResponseConversation(
  surveyId: string,
  responseId: string | null,
): SWRResponse<ManagerConversation, ApiError> {
  return useSWR<ManagerConversation, ApiError>(
    responseId ? apiKey('GetResponseConversation', { params: { id: surveyId, responseId } }) : null,
  );
}

export function useConversationMutations(surveyId: string) {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      async reply(responseId: string, text: string): Promise<ManagerConversation> {
        const result = await apiRequest('ReplyToResponse', {
          params: { id: surveyId, responseId },
          body: { text },
        });
        await mutate(
          apiKey('GetResponseConversation', { params: { id: surveyId, responseId } }),
          result,
          { revalidate: false },
        );
        await mutate(apiKey('ListSurveyConversations', { params: { id: surveyId } }));
        return result;
      },
    }),
    [mutate, surveyId],
  );
}
