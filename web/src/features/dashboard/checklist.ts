import {
  CHECKLIST_STEPS,
  type AttentionItem,
  type ChecklistStep,
  type GettingStarted,
} from '../../../../shared/src/api/dashboard';
import { paths } from '../../lib/paths';

export interface ChecklistItem {
  step: ChecklistStep;
  label: string;
  /** One line on what the step is for. */
  hint: string;
  done: boolean;
  /** The step's one-click action, when it has one to offer now. */
  action?: { label: string; to: string };
}

/**
 * The five steps of the getting-started checklist with their state and actions (decision 0048).
 * The first step has no link: the dashboard's own form creates the team (and its people) there.
 */
export function checklistItems(state: GettingStarted): ChecklistItem[] {
  const { team, survey, resultSurveyId } = state;
  const items: Record<ChecklistStep, Omit<ChecklistItem, 'step' | 'done'>> = {
    team: {
      label: 'Create a team',
      hint: 'The people you want to hear from.',
    },
    people: {
      label: 'Add people',
      hint: 'Paste names and e-mail addresses; no one needs an account.',
      action: team
        ? { label: `Add people to ${team.name}`, to: paths.team.getHref(team.id) }
        : undefined,
    },
    survey: {
      label: 'Create a survey',
      hint: 'Start from a template and change what you like.',
      action: { label: 'Create a survey', to: paths.newSurvey.getHref(team?.id) },
    },
    send: {
      label: 'Send it',
      hint: 'Everyone gets a personal link; answers stay anonymous.',
      action: survey
        ? { label: `Send ${survey.title}`, to: paths.surveyEdit.getHref(survey.id) }
        : undefined,
    },
    result: {
      label: 'See the first result',
      hint: 'Results show once enough people have answered to keep them anonymous.',
      action: resultSurveyId
        ? { label: 'See results', to: paths.surveyResponses.getHref(resultSurveyId) }
        : undefined,
    },
  };
  return CHECKLIST_STEPS.map((step) => ({ step, done: state.done[step], ...items[step] }));
}

/** How many of the five steps are done. */
export function stepsDone(state: GettingStarted): number {
  return CHECKLIST_STEPS.filter((step) => state.done[step]).length;
}

/** The checklist stays until every step is done, then goes for good (its state is the data's). */
export function isChecklistComplete(state: GettingStarted): boolean {
  return stepsDone(state) === CHECKLIST_STEPS.length;
}

/** What an attention item says, and its one action. */
export function attentionText(item: AttentionItem): {
  text: string;
  action: { label: string; to: string };
} {
  switch (item.kind) {
    case 'low-sentiment':
      return {
        text: `Sentiment is low on “${item.title}”: ${item.negativePercent ?? 0}% of its answers are negative.`,
        action: { label: 'Read the results', to: paths.surveyResponses.getHref(item.id) },
      };
    case 'not-sent':
      return {
        text: `“${item.title}” has not been sent to anyone yet.`,
        action: { label: 'Send it', to: paths.surveyEdit.getHref(item.id) },
      };
    case 'no-people':
      return {
        text: `No one is on ${item.title} yet.`,
        action: { label: 'Add people', to: paths.team.getHref(item.id) },
      };
    case 'awaiting-results':
      return {
        text: `“${item.title}” is waiting for answers: results show once enough people answer.`,
        action: { label: 'See where it stands', to: paths.surveyResponses.getHref(item.id) },
      };
  }
}
