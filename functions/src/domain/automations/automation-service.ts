import { randomUUID } from 'node:crypto';
import {
  MAX_START_YEARS_AHEAD,
  START_IN_PAST_MESSAGE,
  START_TOO_FAR_MESSAGE,
  UPCOMING_RUNS,
  type Automation,
  type CreateAutomationBody,
  type UpdateAutomationBody,
} from '#shared/api/automations';
import {
  instantOf,
  localDateTime,
  nextRun,
  nextRuns,
  type RunRule,
} from '#shared/domain/run-times';
import { NotFoundError, ValidationError } from '../errors';
import { scheduleOnce, ScheduleNotFoundError, type SchedulerPort } from '../platform/scheduler';
import type { SurveyRecord, SurveyRepository, TeamDirectory } from '../surveys/ports';
import { managesSurvey } from '../surveys/survey-service';
import type { TeamRecord } from '../teams/ports';
import type { AutomationRecord, AutomationRepository } from './ports';

export const AUTOMATION_NOT_FOUND = 'Automation not found';
export const TEAM_NOT_FOUND = 'Team not found. Please refresh the page and try again.';
export const SURVEY_NOT_FOUND = 'Survey not found';
export const ONCE_IN_PAST = 'Choose a date and time in the future';
export const END_BEFORE_START = 'End date must be on or after the start date';
export const SCHEDULE_NEEDS_TEAM =
  'Assign the survey to a team before scheduling it: it goes to the team’s members.';
/** What the scheduler's payload names: one run of one automation. */
export const AUTOMATION_RUN = 'automation-run';

/** The instant a rule's start date and time name in its zone. */
function startInstant(rule: { startDate: string; time: string; timezone: string }): number {
  const [y, mo, d] = rule.startDate.split('-').map(Number) as [number, number, number];
  const [h, mi] = rule.time.split(':').map(Number) as [number, number];
  return instantOf({ y, mo, d, h, mi }, rule.timezone);
}

/** The schedule that holds an automation's next run (decision 0016). */
export const runScheduleName = (automationId: string, index: number) =>
  `candor-auto-${automationId}-${index}`;

/**
 * `<automationId>#<index>#<epoch ms>`: the run a schedule fires. The instant is part of it because
 * an edit that moves the start date numbers the runs afresh.
 */
export const runTarget = (automationId: string, run: { index: number; at: string }) =>
  `${automationId}#${run.index}#${Date.parse(run.at)}`;

export function parseRunTarget(
  target: string,
): { automationId: string; index: number; at: number } | null {
  const m = /^(.+)#(\d+)#(\d+)$/.exec(target);
  return m ? { automationId: m[1] as string, index: Number(m[2]), at: Number(m[3]) } : null;
}

export function ruleOf(a: Pick<AutomationRecord, keyof RunRule | 'endDate' | 'maxRuns'>): RunRule {
  return {
    frequency: a.frequency,
    startDate: a.startDate,
    time: a.time,
    timezone: a.timezone,
    skipWeekends: a.skipWeekends,
    ...(a.endDate ? { endDate: a.endDate } : {}),
    ...(a.maxRuns ? { maxRuns: a.maxRuns } : {}),
  };
}

const MANAGERS = new Set(['owner', 'admin']);

export interface AutomationServiceDeps {
  automations: AutomationRepository;
  surveys: Pick<SurveyRepository, 'get' | 'getMany' | 'setScheduledDate'>;
  teams: Pick<TeamDirectory, 'rolesIn' | 'teams'>;
  scheduler: SchedulerPort;
  now: () => Date;
}

/**
 * Automations: a survey sent to the rosters of chosen teams once or on a recurring rule. Only
 * owners and admins of every team an automation names who also manage its survey may see or
 * change it; anyone else is told it does not exist. Each automation's next run is one one-time
 * schedule; editing, pausing or deleting replaces or removes it at once.
 */
export class AutomationService {
  constructor(private readonly deps: AutomationServiceDeps) {}

  // ---- access ----

  /** The teams (of `teamIds`) the user owns or administers. */
  private async managedTeams(userId: string, teamIds: string[]): Promise<Set<string>> {
    if (teamIds.length === 0) return new Set();
    const roles = await this.deps.teams.rolesIn(userId, teamIds);
    return new Set([...roles].filter(([, role]) => MANAGERS.has(role)).map(([id]) => id));
  }

  /** The survey and the chosen teams, when the user manages all of them; 404 otherwise. */
  private async assertManages(
    userId: string,
    surveyId: string,
    teamIds: string[],
  ): Promise<SurveyRecord> {
    const survey = await this.deps.surveys.get(surveyId);
    const managed = await this.managedTeams(userId, [...teamIds, ...(survey?.teamIds ?? [])]);
    if (!teamIds.every((id) => managed.has(id))) throw new NotFoundError(TEAM_NOT_FOUND);
    if (!survey || !managesSurvey(survey, userId, managed)) {
      throw new NotFoundError(SURVEY_NOT_FOUND);
    }
    return survey;
  }

  /** The automation, when the user manages it (and the `newTeamIds` it is moving to). */
  private async managedAutomation(id: string, userId: string, newTeamIds: string[] = []) {
    const automation = await this.deps.automations.get(id);
    if (!automation) throw new NotFoundError(AUTOMATION_NOT_FOUND);
    try {
      const survey = await this.assertManages(userId, automation.surveyId, [
        ...new Set([...automation.teamIds, ...newTeamIds]),
      ]);
      return { automation, survey };
    } catch (error) {
      if (error instanceof NotFoundError) throw new NotFoundError(AUTOMATION_NOT_FOUND);
      throw error;
    }
  }

  // ---- rules ----

  /**
   * Refuses a rule that cannot run as written: an end before its start, a one-time send in the
   * past, a recurring one starting before today (in its own zone). `current` is the automation
   * an edit changes: a start it keeps (the same instant, in whatever zone it is written) may be
   * past, so an automation that has been running for months can still be paused or edited.
   */
  private checkRule(
    rule: {
      frequency: string;
      startDate: string;
      time: string;
      timezone: string;
      endDate?: string | null | undefined;
    },
    current?: Pick<AutomationRecord, 'startDate' | 'time' | 'timezone'>,
  ): void {
    if (rule.endDate && rule.endDate < rule.startDate) {
      throw new ValidationError(END_BEFORE_START, { fields: { endDate: END_BEFORE_START } });
    }
    const today = localDateTime(this.deps.now(), rule.timezone).date;
    const latest = `${Number(today.slice(0, 4)) + MAX_START_YEARS_AHEAD}${today.slice(4)}`;
    if (rule.startDate > latest) {
      throw new ValidationError(START_TOO_FAR_MESSAGE, {
        fields: { startDate: START_TOO_FAR_MESSAGE },
      });
    }
    if (rule.frequency === 'once') {
      if (startInstant(rule) <= this.deps.now().getTime()) {
        throw new ValidationError(ONCE_IN_PAST, { fields: { startDate: ONCE_IN_PAST } });
      }
      return;
    }
    if (current && startInstant(current) === startInstant(rule)) return;
    if (rule.startDate < today) {
      throw new ValidationError(START_IN_PAST_MESSAGE, {
        fields: { startDate: START_IN_PAST_MESSAGE },
      });
    }
  }

  // ---- the chain of next runs ----

  /** Removes the schedule of the run the automation holds, if any. */
  private async dropSchedule(automation: AutomationRecord): Promise<void> {
    if (!automation.nextRun) return;
    try {
      await this.deps.scheduler.delete(runScheduleName(automation.id, automation.nextRun.index));
    } catch (error) {
      if (!(error instanceof ScheduleNotFoundError)) throw error;
    }
  }

  /** The automation's next run strictly after `after`: none when paused or finished. */
  planNext(
    automation: AutomationRecord,
    after: Date = this.deps.now(),
  ): AutomationRecord['nextRun'] {
    if (automation.paused) return null;
    const run = nextRun(ruleOf(automation), after);
    return run ? { index: run.index, at: run.at.toISOString() } : null;
  }

  /**
   * Puts the automation's planned next run in the scheduler as a one-time schedule, to fire at
   * its time (or at `fireAt`, for a run the reconciler makes up late).
   */
  async schedule(automation: AutomationRecord, fireAt?: string): Promise<void> {
    const run = automation.nextRun;
    if (!run) return;
    await scheduleOnce(
      this.deps.scheduler,
      runScheduleName(automation.id, run.index),
      fireAt ?? run.at,
      {
        kind: AUTOMATION_RUN,
        targetId: runTarget(automation.id, run),
      },
    );
  }

  /** A one-time automation is the survey's scheduled date, so the survey list shows it. */
  private async markSurvey(automation: AutomationRecord): Promise<void> {
    if (automation.frequency !== 'once') return;
    await this.deps.surveys.setScheduledDate(
      automation.surveyId,
      `${automation.startDate}T${automation.time}`,
      automation.timezone,
    );
  }

  // ---- presenting ----

  private present(
    a: AutomationRecord,
    survey: SurveyRecord | undefined,
    teams: Map<string, TeamRecord>,
    zone: string | undefined,
  ): Automation {
    const shownZone = zone ?? a.timezone;
    const rule = ruleOf(a);
    let startDate = a.startDate;
    let time = a.time;
    if (shownZone !== a.timezone) {
      const [y, mo, d] = a.startDate.split('-').map(Number) as [number, number, number];
      const [h, mi] = a.time.split(':').map(Number) as [number, number];
      const local = localDateTime(new Date(instantOf({ y, mo, d, h, mi }, a.timezone)), shownZone);
      startDate = local.date;
      time = local.time;
    }
    const upcoming = a.paused ? [] : nextRuns(rule, this.deps.now(), UPCOMING_RUNS);
    return {
      id: a.id,
      survey_id: a.surveyId,
      survey_title: survey?.title ?? '',
      frequency: a.frequency,
      startDate,
      time,
      timezone: shownZone,
      teams: a.teamIds.flatMap((id) => {
        const team = teams.get(id);
        return team ? [{ id: team.id, name: team.name, brand_color: team.brandColor }] : [];
      }),
      rule: { startDate: a.startDate, time: a.time, timezone: a.timezone },
      endDate: a.endDate,
      maxRuns: a.maxRuns,
      skipWeekends: a.skipWeekends,
      paused: a.paused,
      runsMade: a.runsMade,
      nextRuns: upcoming.map((run) => ({
        at: run.at.toISOString(),
        ...localDateTime(run.at, shownZone),
      })),
      created_at: a.createdAt,
    };
  }

  private async presentOne(a: AutomationRecord, survey: SurveyRecord): Promise<Automation> {
    const teams = await this.deps.teams.teams(a.teamIds);
    return this.present(a, survey, new Map(teams.map((t) => [t.id, t])), undefined);
  }

  // ---- routes ----

  async listForTeam(
    teamId: string,
    userId: string,
    zone?: string,
  ): Promise<{ automations: Automation[] }> {
    const own = await this.managedTeams(userId, [teamId]);
    if (!own.has(teamId)) throw new NotFoundError(TEAM_NOT_FOUND);
    const automations = await this.deps.automations.getMany(
      await this.deps.automations.idsOfTeam(teamId),
    );
    const surveys = new Map(
      (await this.deps.surveys.getMany([...new Set(automations.map((a) => a.surveyId))])).map(
        (s) => [s.id, s],
      ),
    );
    const teamIds = [
      ...new Set([
        ...automations.flatMap((a) => a.teamIds),
        ...[...surveys.values()].flatMap((s) => s.teamIds),
      ]),
    ];
    const [managed, teams] = await Promise.all([
      this.managedTeams(userId, teamIds),
      this.deps.teams.teams(teamIds),
    ]);
    const byId = new Map(teams.map((t) => [t.id, t]));
    const visible = automations.filter((a) => {
      const survey = surveys.get(a.surveyId);
      // A deleted survey's automations are cancelled: they list nothing.
      return (
        survey !== undefined &&
        a.teamIds.every((id) => managed.has(id)) &&
        managesSurvey(survey, userId, managed)
      );
    });
    return {
      automations: visible
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map((a) => this.present(a, surveys.get(a.surveyId), byId, zone)),
    };
  }

  async create(userId: string, body: CreateAutomationBody): Promise<{ automation: Automation }> {
    const teamIds = [...new Set(body.teamIds)];
    this.checkRule(body);
    const survey = await this.assertManages(userId, body.surveyId, teamIds);
    const automation = await this.add(userId, {
      surveyId: survey.id,
      teamIds,
      frequency: body.frequency,
      startDate: body.startDate,
      time: body.time,
      timezone: body.timezone,
      endDate: body.endDate ?? null,
      maxRuns: body.maxRuns ?? null,
      skipWeekends: body.skipWeekends ?? false,
    });
    await this.markSurvey(automation);
    return { automation: await this.presentOne(automation, survey) };
  }

  async update(
    id: string,
    userId: string,
    body: UpdateAutomationBody,
  ): Promise<{ automation: Automation }> {
    const teamIds = body.teamIds ? [...new Set(body.teamIds)] : undefined;
    const { automation: current, survey } = await this.managedAutomation(id, userId, teamIds);
    this.checkRule(body, current);
    const next: AutomationRecord = {
      ...current,
      teamIds: teamIds ?? current.teamIds,
      frequency: body.frequency,
      startDate: body.startDate,
      time: body.time,
      timezone: body.timezone,
      endDate: body.endDate === undefined ? current.endDate : body.endDate,
      maxRuns: body.maxRuns === undefined ? current.maxRuns : body.maxRuns,
      skipWeekends: body.skipWeekends ?? current.skipWeekends,
      paused: body.paused ?? current.paused,
      updatedAt: this.deps.now().toISOString(),
    };
    // The edit holds for the next run at once: the old next run goes, the new one is scheduled.
    next.nextRun = this.planNext(next);
    await this.dropSchedule(current);
    await this.deps.automations.replace(next, current.teamIds);
    await this.schedule(next);
    await this.markSurvey(next);
    return { automation: await this.presentOne(next, survey) };
  }

  // ---- the survey editor's scheduled date ----

  /**
   * Refuses a scheduled date the survey cannot be sent at: one in the past, or a survey with no
   * team (its audience is its teams' rosters). Called before the survey is saved.
   */
  checkSurveyDate(
    survey: Pick<SurveyRecord, 'teamIds'>,
    scheduledDate: string,
    timezone: string,
  ): void {
    if (survey.teamIds.length === 0) {
      throw new ValidationError(SCHEDULE_NEEDS_TEAM, {
        fields: { scheduledDate: SCHEDULE_NEEDS_TEAM },
      });
    }
    const [date = '', time = ''] = scheduledDate.split('T');
    try {
      this.checkRule({ frequency: 'once', startDate: date, time: time.slice(0, 5), timezone });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      throw new ValidationError(ONCE_IN_PAST, { fields: { scheduledDate: ONCE_IN_PAST } });
    }
  }

  /**
   * The survey editor set, moved or cleared the survey's scheduled date (already saved on the
   * survey): its one-time automation follows. Set with none: one is made, to the survey's teams
   * the user manages; moved: the newest one-time automation the user manages moves (a finished
   * one is armed again); cleared: every one-time automation of the survey the user manages is
   * cancelled. Others' automations are left as they are.
   */
  async scheduleSurveyOnce(
    userId: string,
    survey: Pick<SurveyRecord, 'id' | 'teamIds'>,
    scheduledDate: string | null,
    timezone: string,
  ): Promise<void> {
    const once = (
      await this.deps.automations.getMany(await this.deps.automations.idsOfSurvey(survey.id))
    )
      .filter((a) => a.frequency === 'once')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const managed = await this.managedTeams(userId, [
      ...new Set([...survey.teamIds, ...once.flatMap((a) => a.teamIds)]),
    ]);
    const mine = once.filter((a) => a.teamIds.every((id) => managed.has(id)));
    if (scheduledDate === null) {
      for (const automation of mine) {
        await this.dropSchedule(automation);
        await this.deps.automations.delete(automation);
      }
      return;
    }
    const [startDate = '', time = ''] = scheduledDate.split('T');
    const at = this.deps.now().toISOString();
    const current = mine[0];
    if (current) {
      const next: AutomationRecord = {
        ...current,
        startDate,
        time: time.slice(0, 5),
        timezone,
        paused: false,
        updatedAt: at,
      };
      next.nextRun = this.planNext(next);
      await this.dropSchedule(current);
      await this.deps.automations.replace(next, current.teamIds);
      await this.schedule(next);
      return;
    }
    const teamIds = survey.teamIds.filter((id) => managed.has(id));
    if (teamIds.length === 0) {
      throw new ValidationError(SCHEDULE_NEEDS_TEAM, {
        fields: { scheduledDate: SCHEDULE_NEEDS_TEAM },
      });
    }
    await this.add(userId, {
      surveyId: survey.id,
      teamIds,
      frequency: 'once',
      startDate,
      time: time.slice(0, 5),
      timezone,
      endDate: null,
      maxRuns: null,
      skipWeekends: false,
    });
  }

  /** A new automation of `rule`, stored, then scheduled for its first run. */
  private async add(
    userId: string,
    rule: Omit<
      AutomationRecord,
      'id' | 'paused' | 'runsMade' | 'nextRun' | 'createdBy' | 'createdAt' | 'updatedAt'
    >,
  ): Promise<AutomationRecord> {
    const at = this.deps.now().toISOString();
    const automation: AutomationRecord = {
      id: randomUUID(),
      ...rule,
      paused: false,
      runsMade: 0,
      nextRun: null,
      createdBy: userId,
      createdAt: at,
      updatedAt: at,
    };
    automation.nextRun = this.planNext(automation);
    // Stored first: a schedule that fails to be made is re-made by the reconciler.
    await this.deps.automations.create(automation);
    await this.schedule(automation);
    return automation;
  }

  async delete(id: string, userId: string): Promise<{ message: string }> {
    const { automation } = await this.managedAutomation(id, userId);
    await this.dropSchedule(automation);
    await this.deps.automations.delete(automation);
    if (automation.frequency === 'once') {
      await this.deps.surveys.setScheduledDate(automation.surveyId, null);
    }
    return { message: 'Automation deleted successfully' };
  }
}
