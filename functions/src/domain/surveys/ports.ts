import type { FreeMonthGrant } from '../referrals/ports';
import type { Quota } from '../billing/quota';
import type { Question } from '#shared/api/surveys';
import type { SurveyLanguage, SurveyTranslations } from '#shared/domain/survey-languages';
import type { EnpsTally } from '#shared/domain/enps';
import type { TeamRecord, TeamRole } from '../teams/ports';

export interface SurveyRecord {
  id: string;
  title: string;
  description: string;
  isAnonymous: boolean;
  /** True once sent, its open link opened or answered: `isAnonymous` cannot change after. */
  anonymityLocked: boolean;
  allowMultipleResponses: boolean;
  /** False once the survey is closed: the public page takes no more answers. */
  acceptingResponses: boolean;
  /** False when only personal e-mailed links may answer. */
  openLinkEnabled: boolean;
  scheduledDate: string | null;
  reminderEnabled: boolean;
  reminderDays: number[];
  timezone: string;
  anonymityThreshold: number;
  questions: Question[];
  /**
   * The language of the survey's own text; absent (read as 'en') on surveys saved before. Its
   * respondents' mails are written in it (decision 0060).
   */
  defaultLanguage?: SurveyLanguage;
  /**
   * Translations by language tag, then question id (decision 0059); absent or empty when none.
   * Text only: answers name the question by id, so every language's answers merge.
   */
  translations?: SurveyTranslations;
  /** Teams the survey is assigned to. */
  teamIds: string[];
  responseCount: number;
  /** The running tallies kept with every response (zero for a survey nobody answered). */
  stats: SurveyStats;
  scheduledEmails: string[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  /**
   * Bumped by every write of what the editor saves: its save and the calendar's scheduled date
   * (decision 0025). 0 for a survey never changed since it was made.
   */
  version: number;
  /**
   * The follow-through questions each round asks besides `questions`, by round number, fixed
   * when the round opened (issue #31, decision 0055); absent when no round asked any.
   */
  followThrough?: Record<string, Question[]>;
}

export type SurveyChanges = Omit<
  SurveyRecord,
  | 'id'
  | 'teamIds'
  | 'responseCount'
  | 'stats'
  | 'scheduledEmails'
  | 'createdBy'
  | 'createdAt'
  | 'anonymityLocked'
  | 'version'
  | 'followThrough'
>;

export type AnswerSource = 'regular' | 'email';
export const ANSWER_SOURCES: readonly AnswerSource[] = ['regular', 'email'];

/**
 * Answers of an anonymous survey from one source that wait for their release: counted here, in
 * the same transaction as each answer, and added to the visible tallies when released.
 */
export interface WaitingTally {
  /** The open release group: answers stored now belong to it. */
  group: number;
  count: number;
  /** Answers from independent respondents (a manager's own links do not count). */
  independent: number;
  sentimentSum: number;
  positive: number;
  neutral: number;
  negative: number;
  /** The day of the latest release of this source, or null before the first. */
  lastReleasedOn: string | null;
  /** eNPS groups of the waiting answers, by 0-10 question id (see EnpsTallies). */
  enps: EnpsTallies;
}

/**
 * How many answered each 0-10 rating question (by question id) as a promoter, passive or
 * detractor: counted with each answer, so a survey's eNPS costs no read of its responses.
 */
export type EnpsTallies = Record<string, EnpsTally>;

/**
 * A survey's tallies, updated in the same transaction as each response. The visible tallies
 * (`responses`...`negative`) count only released answers for anonymous surveys.
 */
export interface SurveyStats {
  responses: number;
  regular: number;
  email: number;
  /** Sum of the responses' sentiment scores (0 to 1 each). */
  sentimentSum: number;
  positive: number;
  neutral: number;
  negative: number;
  /** The day of the latest visible response (or release), or null. */
  lastDay: string | null;
  /** eNPS groups of the visible (for anonymous surveys: released) answers. */
  enps: EnpsTallies;
  waiting: Record<AnswerSource, WaitingTally>;
  /**
   * Anonymous surveys: the round the e-mail source's open release group belongs to (decision
   * 0023). Links of earlier rounds no longer answer; 1 until a second round opens.
   */
  emailRound: number;
}

export const emptyWaiting = (): WaitingTally => ({
  group: 1,
  count: 0,
  independent: 0,
  sentimentSum: 0,
  positive: 0,
  neutral: 0,
  negative: 0,
  lastReleasedOn: null,
  enps: {},
});

export const emptyStats = (): SurveyStats => ({
  responses: 0,
  regular: 0,
  email: 0,
  sentimentSum: 0,
  positive: 0,
  neutral: 0,
  negative: 0,
  lastDay: null,
  enps: {},
  waiting: { regular: emptyWaiting(), email: emptyWaiting() },
  emailRound: 1,
});

export class SurveyTeamLinkExistsError extends Error {}
/** The survey's anonymity was promised to someone meanwhile. */
export class AnonymityLockedError extends Error {}
/** The survey's teams are no longer the ones read: a team change must be decided again. */
export class SurveyTeamsChangedError extends Error {}
/** A lower anonymity threshold for a survey whose anonymity is locked (see `update`). */
export class ThresholdLockedError extends Error {}

export interface SurveyRepository {
  /** The survey with its tallies (one read). */
  get(id: string): Promise<SurveyRecord | undefined>;
  /** Surveys by id with their tallies (missing ones skipped). */
  getMany(ids: string[]): Promise<SurveyRecord[]>;
  /** Ids of the surveys a user created. */
  createdBy(userId: string): Promise<string[]>;
  /** Ids of the surveys assigned to a team. */
  ofTeam(teamId: string): Promise<string[]>;
  /**
   * Stores a new survey, its first team link (and that team's survey count) and the creator's
   * survey count, atomically; QuotaExceededError when the count is at the quota's limit.
   */
  /**
   * Stores a new survey. With `freeMonth`, the referrer's free month is granted in the same
   * transaction when its conditions hold (once per referred account, under the monthly cap); when
   * they do not, the survey is stored without it. Returns whether the free month was granted.
   */
  create(survey: SurveyRecord, quota: Quota, freeMonth?: FreeMonthGrant): Promise<boolean>;
  /**
   * Saves the editor's changes and bumps the version. `unlockedOnly`: fails with
   * AnonymityLockedError once the anonymity is locked; `thresholdRaisedOnly`: once the anonymity
   * is locked, fails with ThresholdLockedError when `changes.anonymityThreshold` is below the
   * stored one; `expectedVersion`: fails with StaleVersionError unless the stored version is
   * still that one (decision 0025). Each is a condition of the write itself, so a send or an
   * answer that locks the survey meanwhile wins.
   */
  update(
    id: string,
    changes: SurveyChanges,
    options?: {
      unlockedOnly?: boolean;
      thresholdRaisedOnly?: boolean;
      expectedVersion?: number | undefined;
    },
  ): Promise<SurveyRecord>;
  /**
   * Sets when the survey goes out once (a one-time automation's local date and time); a new
   * version, as the editor saves this date too.
   */
  setScheduledDate(id: string, scheduledDate: string | null, timezone?: string): Promise<void>;
  /**
   * Marks the survey's anonymity as promised to someone: it cannot change after. Only while it is
   * still `isAnonymous` (what the caller read and is about to promise): `changed` when a save
   * switched it meanwhile (nothing locked), `gone` when the survey was deleted.
   */
  lockAnonymity(id: string, isAnonymous: boolean): Promise<'locked' | 'changed' | 'gone'>;
  /** Removes the survey, its team links, the teams' counts and the creator's count, atomically. */
  delete(survey: SurveyRecord): Promise<void>;
  /**
   * Adds the team after the survey's others, only while its teams are still `survey.teamIds`
   * (SurveyTeamsChangedError otherwise; SurveyTeamLinkExistsError when the team is on it).
   */
  assignTeam(survey: SurveyRecord, teamId: string): Promise<void>;
  /**
   * Takes the team off, leaving the survey's teams as `after` (by default the others in their
   * order), only while its teams are still `survey.teamIds` (SurveyTeamsChangedError otherwise,
   * so two changes at once are never both decided on the same read).
   */
  unassignTeam(survey: SurveyRecord, teamId: string, after?: string[]): Promise<void>;
}

/** What the survey area needs to know of teams. */
export interface TeamDirectory {
  /** The caller's role in each of these teams (teams the caller is not on are absent). */
  rolesIn(userId: string, teamIds: string[]): Promise<Map<string, TeamRole>>;
  /**
   * The caller's roles in those of these teams they own or administer, at a cost that does not
   * grow with the number of teams asked about (for surveys of many teams).
   */
  managedRolesIn?(userId: string, teamIds: string[]): Promise<Map<string, TeamRole>>;
  /** These teams (missing ones skipped) and the caller's role in each, in one read. */
  teamsWithRoles(
    userId: string,
    teamIds: string[],
  ): Promise<{ teams: TeamRecord[]; roles: Map<string, TeamRole> }>;
  /** Teams by id (missing ones skipped). */
  teams(teamIds: string[]): Promise<TeamRecord[]>;
  /** Which of these teams have this address on their roster, in the order given. */
  teamsWithAddress(email: string, teamIds: string[]): Promise<string[]>;
  /** User ids of the owners and admins of these teams. */
  managersOf(teamIds: string[]): Promise<string[]>;
  /** Every team the user is on, with the role. */
  teamsOf(userId: string): Promise<{ team: TeamRecord; role: TeamRole }[]>;
}

/**
 * The people who manage a survey now (decision 0009), each once: its teams' owners and admins, or
 * its creator when it has no team. Its notices, reports and conversations go to them.
 */
export async function surveyManagers(
  teams: Pick<TeamDirectory, 'managersOf'>,
  survey: Pick<SurveyRecord, 'teamIds' | 'createdBy'>,
): Promise<string[]> {
  return [
    ...new Set(
      survey.teamIds.length > 0 ? await teams.managersOf(survey.teamIds) : [survey.createdBy],
    ),
  ];
}
