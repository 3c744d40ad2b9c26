import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ImportResult } from '#shared/api/teams';
import { BUILT_IN_TEMPLATES, type SurveyTemplate } from '#shared/domain/survey-templates';
import { apiKey, apiRequest } from '../../../lib/api-client';
import { forgetDashboard } from './use-dashboard';

/** The survey a first send uses unless the manager picks another: about their team's work. */
export const QUICK_START_TEMPLATE = 'employee-satisfaction';

export function quickStartTemplate(id: string): SurveyTemplate {
  return (
    BUILT_IN_TEMPLATES.find((t) => t.id === id) ??
    (BUILT_IN_TEMPLATES.find((t) => t.id === QUICK_START_TEMPLATE) as SurveyTemplate)
  );
}

export interface QuickStartForm {
  teamName: string;
  /** People as the team's "Add people" takes them: names and e-mails, one or more a line. */
  people: string;
  /** Send them a first survey now (only with people, and only from a verified address). */
  send: boolean;
  templateId: string;
}

/** How far the quick start got: each part made stays made, whatever failed after it. */
export interface QuickStartOutcome {
  team: { id: string; name: string };
  /** People added, and the lines that were not (repeats, bad addresses), with why. */
  added: string[];
  notAdded: ImportResult[];
  survey?: { id: string; title: string };
  /** How many the send queued. */
  sentTo?: number;
  /** The part that failed after the team was made, and the error it met. */
  failed?: { step: 'people' | 'survey' | 'send'; error: unknown };
}

/**
 * The dashboard's first-run shortcut (decision 0048): the team, its people, a survey from a
 * template assigned to the team and its first send, through the same routes the teams and survey
 * screens call, one after the other. A failure stops there and says which part; what was made
 * stays, and the checklist offers the next step from where it stopped. Throws only when the team
 * itself could not be made (nothing was).
 */
export function useQuickStart() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (form: QuickStartForm, timezone: string): Promise<QuickStartOutcome> => {
      try {
        return await run(form, timezone);
      } finally {
        forgetDashboard();
        // The dashboard and the teams and surveys lists now hold something new.
        const keys = new Set(
          (['GetDashboard', 'ListTeams', 'ListSurveys'] as const).map((id) => apiKey(id)[0]),
        );
        await mutate((key) => Array.isArray(key) && keys.has(key[0] as string)).catch(
          () => undefined,
        );
      }
    },
    [mutate],
  );
}

async function run(form: QuickStartForm, timezone: string): Promise<QuickStartOutcome> {
  const { team } = await apiRequest('CreateTeam', {
    body: { name: form.teamName.trim(), description: '' },
  });
  const outcome: QuickStartOutcome = {
    team: { id: team.id, name: team.name },
    added: [],
    notAdded: [],
  };
  if (!form.people.trim()) return outcome;

  try {
    const imported = await apiRequest('ImportTeamMembers', {
      params: { teamId: team.id },
      body: { text: form.people },
    });
    outcome.added = imported.results.filter((r) => r.status === 'added').map((r) => r.email);
    outcome.notAdded = imported.results.filter((r) => r.status !== 'added');
  } catch (error) {
    return { ...outcome, failed: { step: 'people', error } };
  }
  if (!form.send || outcome.added.length === 0) return outcome;

  const template = quickStartTemplate(form.templateId);
  try {
    const { survey } = await apiRequest('CreateSurvey', {
      body: {
        title: template.title,
        description: template.description,
        timezone,
        teamId: team.id,
        questions: template.questions.map((question, index) => ({
          ...question,
          order: index + 1,
        })),
      },
    });
    outcome.survey = { id: survey.id, title: survey.title };
  } catch (error) {
    return { ...outcome, failed: { step: 'survey', error } };
  }

  try {
    const sent = await apiRequest('SendSurveyEmail', {
      params: { id: outcome.survey.id },
      body: { recipients: outcome.added, timezone },
    });
    outcome.sentTo = sent.total;
  } catch (error) {
    return { ...outcome, failed: { step: 'send', error } };
  }
  return outcome;
}
