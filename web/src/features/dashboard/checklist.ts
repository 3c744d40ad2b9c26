import {
  CHECKLIST_STEPS,
  type AttentionItem,
  type ChecklistStep,
  type GettingStarted,
} from '#shared/api/dashboard';
import type { AppMessage } from '../../i18n/define-messages';
import { paths } from '../../lib/paths';
import { dashboardMessages as m } from './messages';

/** A message with what fills its placeholders. */
export interface Said {
  message: AppMessage;
  values?: Record<string, string | number>;
}

export interface ChecklistItem {
  step: ChecklistStep;
  label: AppMessage;
  /** One line on what the step is for. */
  hint: AppMessage;
  done: boolean;
  /** The step's one-click action, when it has one to offer now. */
  action?: { label: Said; to: string };
}

/**
 * The five steps of the getting-started checklist with their state and actions (decision 0048).
 * The first step has no link: the dashboard's own form creates the team (and its people) there.
 */
export function checklistItems(state: GettingStarted): ChecklistItem[] {
  const { team, survey, resultSurveyId } = state;
  const items: Record<ChecklistStep, Omit<ChecklistItem, 'step' | 'done'>> = {
    team: {
      label: m.stepTeam,
      hint: m.stepTeamHint,
    },
    people: {
      label: m.stepPeople,
      hint: m.stepPeopleHint,
      action: team
        ? {
            label: { message: m.addPeopleTo, values: { team: team.name } },
            to: paths.team.getHref(team.id),
          }
        : undefined,
    },
    survey: {
      label: m.stepSurvey,
      hint: m.stepSurveyHint,
      action: { label: { message: m.stepSurvey }, to: paths.newSurvey.getHref(team?.id) },
    },
    send: {
      label: m.stepSend,
      hint: m.stepSendHint,
      action: survey
        ? {
            label: { message: m.sendSurvey, values: { survey: survey.title } },
            to: paths.surveyEdit.getHref(survey.id),
          }
        : undefined,
    },
    result: {
      label: m.stepResult,
      hint: m.stepResultHint,
      action: resultSurveyId
        ? { label: { message: m.seeResults }, to: paths.surveyResponses.getHref(resultSurveyId) }
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
  text: Said;
  action: { label: Said; to: string };
} {
  switch (item.kind) {
    case 'low-sentiment':
      return {
        text: {
          message: m.lowSentiment,
          values: { title: item.title, percent: item.negativePercent ?? 0 },
        },
        action: { label: { message: m.readResults }, to: paths.surveyResponses.getHref(item.id) },
      };
    case 'not-sent':
      return {
        text: { message: m.notSent, values: { title: item.title } },
        action: { label: { message: m.stepSend }, to: paths.surveyEdit.getHref(item.id) },
      };
    case 'no-people':
      return {
        text: { message: m.noPeople, values: { title: item.title } },
        action: { label: { message: m.stepPeople }, to: paths.team.getHref(item.id) },
      };
    case 'awaiting-results':
      return {
        text: { message: m.awaitingResults, values: { title: item.title } },
        action: {
          label: { message: m.seeWhereItStands },
          to: paths.surveyResponses.getHref(item.id),
        },
      };
  }
}
