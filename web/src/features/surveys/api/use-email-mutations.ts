import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { SendSurveyEmailBody, SendSurveyEmailResponse } from '#shared/api/responses';
import { apiRequest } from '../../../lib/api-client';
import { invitationsKey } from './use-invitations';
import { surveyPaths } from './use-survey-mutations';

/**
 * Sending a survey by e-mail, retrying a send's failed recipients and resending one invitation. Each revalidates the invitations
 * table; a send also the survey list and the survey, whose recipients it changes. Throws the
 * call's `ApiError` for the screen to describe.
 */
export function useEmailMutations() {
  const { mutate } = useSWRConfig();

  return useMemo(() => {
    // A failed refresh shows on the screens that read the key; the change itself succeeded.
    const refreshInvitations = (surveyId: string) =>
      mutate(invitationsKey(surveyId)).catch(() => undefined);

    const refreshAfterSend = async (surveyId: string) => {
      const paths = surveyPaths(surveyId);
      const wanted = new Set([paths.list, paths.survey]);
      await Promise.all([
        refreshInvitations(surveyId),
        mutate((key) => Array.isArray(key) && wanted.has(key[0] as string)).catch(() => undefined),
      ]);
    };

    return {
      async sendSurveyEmail(
        surveyId: string,
        body: SendSurveyEmailBody,
      ): Promise<SendSurveyEmailResponse> {
        const result = await apiRequest('SendSurveyEmail', { params: { id: surveyId }, body });
        await refreshAfterSend(surveyId);
        return result;
      },

      /** Once a queued send is done: its invitations, the survey list and the survey. */
      refreshAfterSend,

      /** Queues a finished send's failed recipients again: a new send, answered at once (202). */
      async retryFailed(surveyId: string, sendId: string): Promise<SendSurveyEmailResponse> {
        const result = await apiRequest('RetrySurveySend', { params: { id: surveyId, sendId } });
        await refreshInvitations(surveyId);
        return result;
      },

      async resendInvitation(surveyId: string, email: string): Promise<void> {
        await apiRequest('ResendSurveyInvitation', { params: { id: surveyId }, body: { email } });
        await refreshInvitations(surveyId);
      },
    };
  }, [mutate]);
}
