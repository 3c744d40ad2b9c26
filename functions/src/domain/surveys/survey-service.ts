import type { FreeMonthRewards } from '../referrals/free-month';
import { changesAnswerShape } from './answer-shape';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  ANONYMITY_LOCKED,
  IDENTITY_QUESTION_ON_ANONYMOUS,
  IDENTITY_QUESTION_TYPES,
  MAX_QUESTIONS_BYTES,
  SURVEY_TOO_LARGE_MESSAGE,
  THRESHOLD_LOCKED,
  QUESTIONS_LOCKED,
  type Question,
  type Survey,
  type SurveyBody,
} from '#shared/api/surveys';
import type { UpdateSurveyBody } from '#shared/api/survey-update';
import {
  DEFAULT_SURVEY_LANGUAGE,
  keptTranslations,
  translationProblems,
  type SurveyTranslations,
} from '#shared/domain/survey-languages';
import { utf8Length } from '#shared/domain/numbers';
import { limitMessage, planCatalogue } from '#shared/domain/plans';
import {
  NotAllowedError,
  NotFoundError,
  PlanLimitError,
  ValidationError,
  ConflictError,
  StaleVersionError,
} from '../errors';
import type { PlanLimitsPort } from '../billing/ports';
import { QuotaExceededError } from '../billing/quota';
import type { TeamRecord, TeamRole } from '../teams/ports';
import {
  AnonymityLockedError,
  emptyStats,
  SurveyTeamLinkExistsError,
  SurveyTeamsChangedError,
  ThresholdLockedError,
  type SurveyRecord,
  type SurveyRepository,
  type TeamDirectory,
} from './ports';
import {
  ALREADY_ASSIGNED,
  ASSIGN_NEEDS_TEAM_MANAGER,
  checkAddition,
  TEAM_NOT_FOUND,
  TEAMS_CHANGED,
  teamsAfterRemoval,
  type AssignedSurvey,
  type Assigner,
} from './team-assignment';
import { now as productNow } from '../../lib/clock';

const SURVEY_NOT_FOUND = 'Survey not found';
export { LAST_TEAM_WITH_RESPONSES } from './team-assignment';
export { ANONYMITY_LOCKED, THRESHOLD_LOCKED, QUESTIONS_LOCKED };
/** A team change that found the survey's teams changed since they were read is decided again. */
const TEAM_CHANGE_ATTEMPTS = 2;
const MANAGERS: TeamRole[] = ['owner', 'admin'];
/** Teams whose roles one `BatchGetItem` reads (the team and the caller's link each). */
const ROLES_IN_ONE_READ = 50;

export const newQuestionId = () => `q_${randomBytes(8).toString('hex')}`;

/**
 * Who manages a survey follows current roles (decision 0009): a survey assigned to teams is
 * managed by those teams' owners and admins, its creator included only while they hold such a
 * role; a survey with no team by its creator. Everyone else is told it does not exist.
 */
export function managesSurvey(
  survey: Pick<SurveyRecord, 'teamIds' | 'createdBy'>,
  userId: string,
  managedTeams: ReadonlySet<string>,
): boolean {
  if (survey.teamIds.length === 0) return survey.createdBy === userId;
  return survey.teamIds.some((teamId) => managedTeams.has(teamId));
}

/**
 * Surveys: the editor's save, the list, team assignment and deletion (see `managesSurvey` for
 * who may).
 */
export class SurveyService {
  constructor(
    private readonly surveys: SurveyRepository,
    private readonly teams: TeamDirectory,
    private readonly plans: PlanLimitsPort,
    private readonly now: () => Date = productNow,
    /** The referrer's free month at a referred account's first survey (spec 2 §9). */
    private readonly freeMonths?: Pick<FreeMonthRewards, 'grantFor' | 'granted'>,
  ) {}

  // ---- presenting ----

  private present(survey: SurveyRecord, teams: Map<string, TeamRecord>): Survey {
    return {
      id: survey.id,
      title: survey.title,
      description: survey.description,
      isAnonymous: survey.isAnonymous,
      anonymityLocked: this.anonymityLocked(survey),
      allowMultipleResponses: survey.allowMultipleResponses,
      acceptingResponses: survey.acceptingResponses,
      openLinkEnabled: survey.openLinkEnabled,
      scheduledDate: survey.scheduledDate,
      scheduled_date: survey.scheduledDate,
      reminderEnabled: survey.reminderEnabled,
      reminderDays: survey.reminderDays,
      timezone: survey.timezone,
      anonymityThreshold: survey.anonymityThreshold,
      questions: [...survey.questions].sort((a, b) => a.order - b.order),
      defaultLanguage: survey.defaultLanguage ?? DEFAULT_SURVEY_LANGUAGE,
      translations: survey.translations ?? {},
      teams: survey.teamIds.flatMap((id) => {
        const team = teams.get(id);
        return team ? [{ id: team.id, name: team.name, brand_color: team.brandColor }] : [];
      }),
      response_count: survey.responseCount,
      scheduled_emails: survey.scheduledEmails,
      created_by: survey.createdBy,
      createdAt: survey.createdAt,
      updatedAt: survey.updatedAt,
      version: survey.version,
    };
  }

  private async presentOne(survey: SurveyRecord): Promise<Survey> {
    const teams = await this.teams.teams(survey.teamIds);
    return this.present(survey, new Map(teams.map((t) => [t.id, t])));
  }

  // ---- access ----

  /** The survey, if the user may manage it; 404 otherwise. */
  async managed(id: string, userId: string): Promise<SurveyRecord> {
    const survey = await this.surveys.get(id);
    if (!survey) throw new NotFoundError(SURVEY_NOT_FOUND);
    // A survey of many teams asks which of them the caller manages from the caller's side.
    const roles =
      survey.teamIds.length === 0
        ? new Map()
        : survey.teamIds.length > ROLES_IN_ONE_READ && this.teams.managedRolesIn
          ? await this.teams.managedRolesIn(userId, survey.teamIds)
          : await this.teams.rolesIn(userId, survey.teamIds);
    const managedTeams = new Set(
      [...roles.entries()].filter(([, role]) => MANAGERS.includes(role)).map(([teamId]) => teamId),
    );
    if (managesSurvey(survey, userId, managedTeams)) return survey;
    throw new NotFoundError(SURVEY_NOT_FOUND);
  }

  /**
   * Once someone was sent the survey, opened its link or answered, anonymity cannot change and
   * the threshold can only be raised.
   */
  private anonymityLocked(survey: SurveyRecord): boolean {
    const { stats } = survey;
    return (
      survey.anonymityLocked ||
      stats.responses > 0 ||
      stats.waiting.regular.count + stats.waiting.email.count > 0 ||
      stats.waiting.regular.group + stats.waiting.email.group > 2
    );
  }

  private async assertTeamManager(userId: string, teamId: string): Promise<void> {
    const role = (await this.teams.rolesIn(userId, [teamId])).get(teamId);
    if (!role) throw new NotFoundError(TEAM_NOT_FOUND);
    if (!MANAGERS.includes(role)) throw new NotAllowedError(ASSIGN_NEEDS_TEAM_MANAGER);
  }

  /**
   * The survey as `managed` gives it, with what the assignment rules need: the caller's roles in
   * its teams and in `teamId`, and who owns each of them (one read of the teams with the roles).
   */
  private async assignment(
    id: string,
    userId: string,
    teamId: string,
  ): Promise<{ survey: SurveyRecord; rules: AssignedSurvey; who: Assigner }> {
    const survey = await this.surveys.get(id);
    if (!survey) throw new NotFoundError(SURVEY_NOT_FOUND);
    const { teams, roles } = await this.teams.teamsWithRoles(userId, [...survey.teamIds, teamId]);
    const managedTeams = new Set(
      [...roles.entries()].filter(([, role]) => MANAGERS.includes(role)).map(([team]) => team),
    );
    if (!managesSurvey(survey, userId, managedTeams)) throw new NotFoundError(SURVEY_NOT_FOUND);
    return {
      survey,
      rules: {
        teamIds: survey.teamIds,
        createdBy: survey.createdBy,
        // Sent, opened or answered: not whether anyone answered yet, which a refusal would tell
        // the moment the first person did.
        answered: this.anonymityLocked(survey),
      },
      who: { userId, roles, owners: new Map(teams.map((team) => [team.id, team.createdBy])) },
    };
  }

  /**
   * Decides a change of the survey's teams on what was read and writes it only while the teams
   * are still as read; a change that lost a race is decided again on a fresh read.
   */
  private async changeTeams(
    change: () => Promise<void>,
    message: string,
  ): Promise<{ message: string }> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await change();
        return { message };
      } catch (error) {
        if (!(error instanceof SurveyTeamsChangedError)) throw error;
        if (attempt >= TEAM_CHANGE_ATTEMPTS)
          throw new ConflictError(TEAMS_CHANGED, 'teams_changed');
      }
    }
  }

  // ---- questions ----

  /**
   * Checks what the schema cannot see across questions (orders 1..n, known and distinct ids) and
   * gives new questions their ids. Ids of kept questions never change.
   */
  private questions(input: SurveyBody['questions'], existing: Question[]): Question[] {
    const orders = input.map((q) => q.order).sort((a, b) => a - b);
    if (orders.some((order, i) => order !== i + 1)) {
      throw new ValidationError('Please check your information', {
        fields: { questions: 'Question order must run 1, 2, 3... without gaps' },
      });
    }
    const known = new Set(existing.map((q) => q.id));
    const seen = new Set<string>();
    return input.map((question, index) => {
      if (question.id !== undefined) {
        if (!known.has(question.id) || seen.has(question.id)) {
          throw new ValidationError('Please check your information', {
            fields: { [`questions.${index}.id`]: 'Unknown question id' },
          });
        }
        seen.add(question.id);
        return { ...question, id: question.id } as Question;
      }
      return { ...question, id: newQuestionId() } as Question;
    });
  }

  /**
   * The survey's languages as saved (decision 0059). Translations sent are checked against the
   * questions sent (known ids, as many choices); none sent keeps the stored ones that still fit.
   * Either way they change no answer's shape, so they are saved whatever answers exist.
   */
  private languages(body: SurveyBody, questions: Question[], current?: SurveyRecord) {
    const defaultLanguage =
      body.defaultLanguage ?? current?.defaultLanguage ?? DEFAULT_SURVEY_LANGUAGE;
    let translations: SurveyTranslations;
    if (body.translations === undefined) {
      translations = keptTranslations(current?.translations ?? {}, { questions }, defaultLanguage);
    } else {
      const fields = translationProblems(body, defaultLanguage, body.translations);
      if (Object.keys(fields).length > 0) {
        throw new ValidationError('Please check the translations', {
          details: Object.entries(fields)
            .map(([field, message]) => `${field}: ${message}`)
            .join('; '),
          fields,
        });
      }
      translations = body.translations as SurveyTranslations;
    }
    // The survey is one item of at most 400 KB: its questions and their translations share it.
    if (
      utf8Length(JSON.stringify(questions)) + utf8Length(JSON.stringify(translations)) >
      MAX_QUESTIONS_BYTES
    ) {
      throw new ValidationError(SURVEY_TOO_LARGE_MESSAGE, {
        fields: { translations: SURVEY_TOO_LARGE_MESSAGE },
      });
    }
    return { defaultLanguage, translations };
  }

  /** What the editor saves: details, settings, questions and their translations. */
  private content(body: SurveyBody, existing: Question[], current?: SurveyRecord) {
    if (body.isAnonymous) {
      const index = body.questions.findIndex((q) => IDENTITY_QUESTION_TYPES.includes(q.type));
      if (index >= 0) {
        throw new ValidationError(IDENTITY_QUESTION_ON_ANONYMOUS, {
          fields: { [`questions.${index}.type`]: IDENTITY_QUESTION_ON_ANONYMOUS },
        });
      }
    }
    const questions = this.questions(body.questions, existing);
    return {
      title: body.title,
      description: body.description,
      isAnonymous: body.isAnonymous,
      allowMultipleResponses: body.allowMultipleResponses,
      acceptingResponses: body.acceptingResponses,
      openLinkEnabled: body.openLinkEnabled,
      scheduledDate: body.scheduledDate,
      reminderEnabled: body.reminderEnabled,
      reminderDays: [...body.reminderDays].sort((a, b) => a - b),
      timezone: body.timezone,
      anonymityThreshold: body.anonymityThreshold,
      questions,
      ...this.languages(body, questions, current),
    };
  }

  // ---- surveys ----

  /**
   * Every survey the user manages (created, or assigned to a team they own or administer), with
   * the user's teams and every team those surveys name.
   */
  async managedBy(userId: string): Promise<{
    surveys: SurveyRecord[];
    memberships: { team: TeamRecord; role: TeamRole }[];
    teams: Map<string, TeamRecord>;
  }> {
    const memberships = await this.teams.teamsOf(userId);
    const managedTeams = memberships.filter((m) => MANAGERS.includes(m.role)).map((m) => m.team.id);
    const idLists = await Promise.all([
      this.surveys.createdBy(userId),
      ...managedTeams.map((teamId) => this.surveys.ofTeam(teamId)),
    ]);
    const ids = [...new Set(idLists.flat())];
    const managed = new Set(managedTeams);
    const surveys = (await this.surveys.getMany(ids)).filter((s) =>
      managesSurvey(s, userId, managed),
    );
    const teamIds = [...new Set(surveys.flatMap((s) => s.teamIds))];
    const teams = new Map(memberships.map((m) => [m.team.id, m.team]));
    const missing = teamIds.filter((id) => !teams.has(id));
    for (const team of await this.teams.teams(missing)) teams.set(team.id, team);
    return { surveys, memberships, teams };
  }

  async list(userId: string): Promise<{ surveys: Survey[] }> {
    const { surveys: records, teams } = await this.managedBy(userId);
    const surveys = records
      .map((s) => this.present(s, teams))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    return { surveys };
  }

  async ofTeam(teamId: string, userId: string): Promise<{ surveys: Survey[] }> {
    await this.assertTeamManager(userId, teamId);
    const records = await this.surveys.getMany(await this.surveys.ofTeam(teamId));
    const teams = await this.teams.teams([...new Set(records.flatMap((s) => s.teamIds))]);
    const byId = new Map(teams.map((t) => [t.id, t]));
    return {
      surveys: records
        .map((s) => this.present(s, byId))
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
    };
  }

  async get(id: string, userId: string): Promise<{ survey: Survey }> {
    return { survey: await this.presentOne(await this.managed(id, userId)) };
  }

  async create(userId: string, body: SurveyBody): Promise<{ survey: Survey }> {
    if (body.teamId) await this.assertTeamManager(userId, body.teamId);
    const at = this.now().toISOString();
    const survey: SurveyRecord = {
      id: randomUUID(),
      ...this.content(body, []),
      anonymityLocked: false,
      teamIds: body.teamId ? [body.teamId] : [],
      responseCount: 0,
      stats: emptyStats(),
      scheduledEmails: [],
      createdBy: userId,
      createdAt: at,
      updatedAt: at,
      version: 0,
    };
    // The creator owns the survey: it counts against the creator's plan.
    const plan = await this.plans.planOf(userId);
    const freeMonth = await this.freeMonths?.grantFor(userId);
    try {
      const granted = await this.surveys.create(
        survey,
        { accountId: userId, limit: planCatalogue[plan].limits.surveys },
        freeMonth,
      );
      if (granted && freeMonth) await this.freeMonths?.granted(freeMonth);
    } catch (error) {
      if (error instanceof QuotaExceededError) {
        throw new PlanLimitError(limitMessage(plan, 'surveys'));
      }
      throw error;
    }
    return { survey: await this.presentOne(survey) };
  }

  async update(id: string, userId: string, body: UpdateSurveyBody): Promise<{ survey: Survey }> {
    return { survey: (await this.save(id, userId, body)).survey };
  }

  /**
   * The editor's save; tells what the survey was before. With `version`, only over that version
   * (decision 0025): a save based on an older one changes nothing (409 `stale_version`), checked
   * first on the read and then by the write's own condition, so two saves at once cannot both
   * pass. `prepare` sees the survey as it is once access was checked, before anything is written,
   * and may refuse the save or adjust what is saved.
   */
  async save(
    id: string,
    userId: string,
    input: UpdateSurveyBody,
    prepare?: (before: SurveyRecord) => UpdateSurveyBody,
  ): Promise<{ survey: Survey; before: SurveyRecord }> {
    const current = await this.managed(id, userId);
    const { version: expectedVersion } = input;
    if (expectedVersion !== undefined && expectedVersion !== current.version) {
      throw new StaleVersionError();
    }
    const body = prepare ? prepare(current) : input;
    const switching = current.isAnonymous !== body.isAnonymous;
    const locked = this.anonymityLocked(current);
    if (switching && locked) {
      // People were told how their answers are kept; that holds for as long as their answers do.
      throw new ConflictError(ANONYMITY_LOCKED, 'anonymity_locked');
    }
    // Answers given, or people invited, under a threshold are never released in smaller groups
    // (decision 0009): once locked it may only go up. The write checks it again, so a send or an
    // answer that locks the survey meanwhile wins.
    if (current.isAnonymous && locked && body.anonymityThreshold < current.anonymityThreshold) {
      throw new ConflictError(THRESHOLD_LOCKED, 'threshold_locked');
    }
    // Answers in one released group must not be told apart by their shape (decision 0009): once
    // anonymous answers may exist, only rewording and reordering are saved. The write holds it
    // too (unlocked only), so a send or an answer racing the save wins.
    const reshaping = current.isAnonymous && changesAnswerShape(current.questions, body.questions);
    if (reshaping && locked) throw new ConflictError(QUESTIONS_LOCKED, 'questions_locked');
    let updated: SurveyRecord;
    try {
      updated = await this.surveys.update(
        id,
        { ...this.content(body, current.questions, current), updatedAt: this.now().toISOString() },
        {
          unlockedOnly: switching || reshaping,
          thresholdRaisedOnly: current.isAnonymous,
          expectedVersion,
        },
      );
    } catch (error) {
      if (error instanceof AnonymityLockedError) {
        if (!switching) throw new ConflictError(QUESTIONS_LOCKED, 'questions_locked');
        throw new ConflictError(ANONYMITY_LOCKED, 'anonymity_locked');
      }
      if (error instanceof ThresholdLockedError) {
        throw new ConflictError(THRESHOLD_LOCKED, 'threshold_locked');
      }
      throw error;
    }
    return {
      survey: await this.presentOne({
        ...updated,
        stats: current.stats,
        responseCount: current.stats.responses,
      }),
      before: current,
    };
  }

  async delete(id: string, userId: string): Promise<{ message: string }> {
    const survey = await this.managed(id, userId);
    await this.surveys.delete(survey);
    return { message: 'Survey deleted successfully' };
  }

  // ---- teams ----

  async teamsOf(id: string, userId: string) {
    const survey = await this.managed(id, userId);
    const teams = await this.teams.teams(survey.teamIds);
    return { teams: teams.map((t) => ({ id: t.id, name: t.name, brand_color: t.brandColor })) };
  }

  /** Adds a team (see `checkAddition` for who may). */
  async assignTeam(id: string, userId: string, teamId: string) {
    return this.changeTeams(async () => {
      const { survey, rules, who } = await this.assignment(id, userId, teamId);
      checkAddition(rules, who, teamId);
      try {
        await this.surveys.assignTeam(survey, teamId);
      } catch (error) {
        if (error instanceof SurveyTeamLinkExistsError) {
          throw new ConflictError(ALREADY_ASSIGNED, 'already_assigned');
        }
        throw error;
      }
    }, 'Team added to survey');
  }

  /** Takes a team off (see `teamsAfterRemoval` for who may, and what the survey keeps). */
  async unassignTeam(id: string, userId: string, teamId: string) {
    return this.changeTeams(async () => {
      const { survey, rules, who } = await this.assignment(id, userId, teamId);
      const after = teamsAfterRemoval(rules, who, teamId);
      await this.surveys.unassignTeam(survey, teamId, after);
    }, 'Team removed from survey');
  }
}
