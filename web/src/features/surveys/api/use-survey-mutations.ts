import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { Survey } from '#shared/api/surveys';
import { apiKey, apiRequest } from '../../../lib/api-client';
import type { SurveyBodyInput } from '../survey-draft';

/** The API paths (SWR keys) that show a survey: the list, the survey and its teams. */
export function surveyPaths(id?: string) {
  const list = apiKey('ListSurveys')[0];
  if (!id) return { list };
  return {
    list,
    survey: apiKey('GetSurvey', { params: { id } })[0],
    teams: apiKey('ListSurveyTeams', { params: { id } })[0],
  };
}

/**
 * Every change to surveys, each revalidating the keys that show what it changed (the list and
 * the survey's own keys; team assignment also the teams list, whose survey counts move).
 * Throws the call's `ApiError` for the screen to describe.
 */
export function useSurveyMutations() {
  const { mutate } = useSWRConfig();

  return useMemo(() => {
    const revalidate = (paths: (string | undefined)[]) => {
      const wanted = new Set(paths.filter(Boolean));
      // A failed refresh shows on the screens that read the key; the change itself succeeded.
      return mutate((key) => Array.isArray(key) && wanted.has(key[0] as string)).catch(
        () => undefined,
      );
    };
    const everything = (id: string) => {
      const paths = surveyPaths(id);
      return [paths.list, paths.survey, paths.teams];
    };

    return {
      async createSurvey(body: SurveyBodyInput): Promise<Survey> {
        const { survey } = await apiRequest('CreateSurvey', { body });
        // The edit page the editor goes to next finds the survey without loading it again.
        const paths = surveyPaths(survey.id);
        await mutate(apiKey('GetSurvey', { params: { id: survey.id } }), { survey }, false);
        await revalidate([paths.list, paths.teams, body.teamId ? apiKey('ListTeams')[0] : '']);
        return survey;
      },

      /**
       * The survey as saved now, after a save was refused as based on an older version: the
       * survey's key holds it and the list is revalidated.
       */
      async reloadSurvey(id: string): Promise<Survey> {
        const { survey } = await apiRequest('GetSurvey', { params: { id } });
        await mutate(apiKey('GetSurvey', { params: { id } }), { survey }, false);
        await revalidate([surveyPaths(id).list, surveyPaths(id).teams]);
        return survey;
      },

      /** With `version`, refused (409 stale_version) when the survey was saved elsewhere since. */
      async updateSurvey(
        id: string,
        body: SurveyBodyInput & { version?: number },
      ): Promise<Survey> {
        const { survey } = await apiRequest('UpdateSurvey', { params: { id }, body });
        await mutate(apiKey('GetSurvey', { params: { id } }), { survey }, false);
        await revalidate([surveyPaths(id).list]);
        return survey;
      },

      async deleteSurvey(id: string): Promise<void> {
        await apiRequest('DeleteSurvey', { params: { id } });
      },

      /** After the card has faded out: drop it from the list now, revalidate in the background. */
      async forgetSurvey(id: string): Promise<void> {
        const listKey = apiKey('ListSurveys');
        const paths = surveyPaths();
        await mutate(
          listKey,
          (current: { surveys: Survey[] } | undefined) =>
            current && { surveys: current.surveys.filter((survey) => survey.id !== id) },
          { revalidate: false },
        );
        void revalidate([paths.list, apiKey('ListTeams')[0]]);
      },

      async assignTeam(id: string, teamId: string): Promise<void> {
        await apiRequest('AssignSurveyTeam', { params: { id }, body: { teamId } });
        await revalidate([...everything(id), apiKey('ListTeams')[0]]);
      },

      async unassignTeam(id: string, teamId: string): Promise<void> {
        await apiRequest('UnassignSurveyTeam', { params: { id, teamId } });
        await revalidate([...everything(id), apiKey('ListTeams')[0]]);
      },
    };
  }, [mutate]);
}
