import { randomUUID } from 'node:crypto';
import type { Action, ActionStatus, CreateActionBody } from '#shared/api/actions';
import type { SurveyResults } from '#shared/api/results';
import { followThroughQuestionId } from './follow-through-questions';
import { now as productNow } from '../../lib/clock';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { SurveyRecord, TeamDirectory } from '../surveys/ports';
import type { SurveyService } from '../surveys/survey-service';
import type { ActionRecord, ActionStore } from './ports';
import type { RoundRecord } from '../rounds/ports';

export const ACTION_NOT_FOUND = 'Action not found';
export const TEAM_NOT_FOUND = 'Team not found';
export const ACTION_CHANGED =
  'Someone changed this action after you opened it. Reload to see its status.';
const NO_SUCH_ROUND = 'This survey has no such round.';
const NO_SUCH_QUESTION = 'This survey has no such question.';
const NOT_AN_OWNER = 'The owner must be an owner or admin of one of the survey’s teams.';

export function presentAction(a: ActionRecord): Action {
  return {
    id: a.id,
    surveyId: a.surveyId,
    surveyTitle: a.surveyTitle,
    round: a.round,
    questionId: a.questionId,
    question: a.question,
    what: a.what,
    ownerId: a.ownerId,
    ownerName: a.ownerName,
    dueDate: a.dueDate,
    status: a.status,
    history: a.history,
    createdAt: a.createdAt,
    checkedInRound: a.checkedInRound,
    followThrough: null,
  };
}

/** How many checked rounds the survey's list scores (the most recent): its reads stay bounded. */
export const SCORED_ROUNDS = 4;

/**
 * Actions on a round's results (issue #31): recorded, listed, moved through their statuses and
 * deleted by the people who manage the survey (others get 404, as for its results). An action
 * names a survey, a round and a question, never an answer, so it carries nothing of anyone who
 * answered. A team's members may read the team's actions: what their managers said they would do.
 */
export class ActionService {
  constructor(
    private readonly surveys: Pick<SurveyService, 'managed'>,
    private readonly teams: Pick<TeamDirectory, 'rolesIn' | 'managersOf'>,
    private readonly rounds: { rounds(surveyId: string): Promise<RoundRecord[]> },
    private readonly store: ActionStore,
    private readonly now: () => Date = productNow,
    /** The results view of a round, for the follow-through scores. */
    private readonly results?: { of(survey: SurveyRecord, round: number): Promise<SurveyResults> },
  ) {}

  /** Who may own an action of the survey: its teams' owners and admins, and its creator. */
  private async ownerIds(survey: SurveyRecord): Promise<string[]> {
    const managers = survey.teamIds.length ? await this.teams.managersOf(survey.teamIds) : [];
    return [...new Set([survey.createdBy, ...managers])];
  }

  async owners(surveyId: string, userId: string) {
    const survey = await this.surveys.managed(surveyId, userId);
    const ids = await this.ownerIds(survey);
    const names = await this.store.names(ids);
    return {
      owners: ids
        .filter((id) => names.has(id))
        .map((id) => ({ id, name: names.get(id)! }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  }

  async create(surveyId: string, userId: string, body: CreateActionBody) {
    const survey = await this.surveys.managed(surveyId, userId);
    const fields: Record<string, string> = {};
    const rounds = await this.rounds.rounds(surveyId);
    if (!rounds.some((r) => r.round === body.round)) fields.round = NO_SUCH_ROUND;
    const question = survey.questions.find((q) => q.id === body.questionId);
    if (!question) fields.questionId = NO_SUCH_QUESTION;
    const owners = await this.ownerIds(survey);
    if (!owners.includes(body.ownerId)) fields.ownerId = NOT_AN_OWNER;
    if (Object.keys(fields).length) {
      throw new ValidationError(Object.values(fields)[0], { fields });
    }
    const names = await this.store.names([...new Set([body.ownerId, userId])]);
    const at = this.now().toISOString();
    const status: ActionStatus = body.status ?? 'open';
    const action: ActionRecord = {
      id: randomUUID(),
      surveyId,
      surveyTitle: survey.title,
      round: body.round,
      questionId: body.questionId,
      question: question!.text,
      what: body.what,
      ownerId: body.ownerId,
      ownerName: names.get(body.ownerId) ?? 'Former member',
      dueDate: body.dueDate,
      status,
      history: [{ status, at, byName: names.get(userId) ?? 'A manager' }],
      teamIds: survey.teamIds,
      createdBy: userId,
      createdAt: at,
      checkedInRound: null,
    };
    await this.store.create(action);
    return { action: presentAction(action) };
  }

  /**
   * A survey's actions, each checked one with its follow-through question's figures as the
   * results view of its round computes them (same threshold, same released groups): the view is
   * read, not recomputed, so the two can never disagree.
   */
  async ofSurvey(surveyId: string, userId: string) {
    const survey = await this.surveys.managed(surveyId, userId);
    const actions = await this.store.ofSurvey(surveyId);
    const rounds = [...new Set(actions.flatMap((a) => a.checkedInRound ?? []))]
      .sort((a, b) => b - a)
      .slice(0, SCORED_ROUNDS);
    const views = new Map<number, SurveyResults>();
    if (this.results) {
      for (const round of rounds) views.set(round, await this.results.of(survey, round));
    }
    return {
      actions: actions.map((a) => {
        const view = a.checkedInRound === null ? undefined : views.get(a.checkedInRound);
        if (!view || a.checkedInRound === null) return presentAction(a);
        const question = view.questions.find((q) => q.questionId === followThroughQuestionId(a.id));
        return {
          ...presentAction(a),
          followThrough:
            view.status === 'shown'
              ? {
                  round: a.checkedInRound,
                  status: 'shown' as const,
                  average: question?.rating?.average ?? null,
                  answered: question?.answered ?? 0,
                }
              : {
                  round: a.checkedInRound,
                  status: 'waiting' as const,
                  average: null,
                  answered: null,
                },
        };
      }),
    };
  }

  async ofTeam(teamId: string, userId: string) {
    const role = (await this.teams.rolesIn(userId, [teamId])).get(teamId);
    if (!role) throw new NotFoundError(TEAM_NOT_FOUND);
    return { actions: (await this.store.ofTeam(teamId)).map(presentAction) };
  }

  private async managedAction(surveyId: string, actionId: string, userId: string) {
    await this.surveys.managed(surveyId, userId);
    const action = await this.store.get(surveyId, actionId);
    if (!action) throw new NotFoundError(ACTION_NOT_FOUND);
    return action;
  }

  async changeStatus(surveyId: string, actionId: string, userId: string, status: ActionStatus) {
    const action = await this.managedAction(surveyId, actionId, userId);
    if (action.status === status) return { action: presentAction(action) };
    const names = await this.store.names([userId]);
    const change = {
      status,
      at: this.now().toISOString(),
      byName: names.get(userId) ?? 'A manager',
    };
    if (!(await this.store.changeStatus(surveyId, actionId, change, action.history.length))) {
      throw new ConflictError(ACTION_CHANGED, 'stale_version');
    }
    return {
      action: presentAction({ ...action, status, history: [...action.history, change] }),
    };
  }

  async delete(surveyId: string, actionId: string, userId: string) {
    const action = await this.managedAction(surveyId, actionId, userId);
    await this.store.delete(action);
    return { deleted: true as const };
  }
}
