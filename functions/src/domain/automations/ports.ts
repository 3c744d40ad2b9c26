import type { Frequency } from '#shared/domain/run-times';

/** An automation as stored (decision 0016). Dates and times are local to `timezone`. */
export interface AutomationRecord {
  id: string;
  surveyId: string;
  teamIds: string[];
  frequency: Frequency;
  startDate: string;
  time: string;
  timezone: string;
  endDate: string | null;
  maxRuns: number | null;
  skipWeekends: boolean;
  paused: boolean;
  /** Rounds opened so far. */
  runsMade: number;
  /** The run the scheduler holds now (index and instant), or null when none is due. */
  nextRun: { index: number; at: string } | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface AutomationRepository {
  get(id: string): Promise<AutomationRecord | undefined>;
  /** Ids of the automations that send to a team's roster. */
  idsOfTeam(teamId: string): Promise<string[]>;
  /** Automations by id (missing ones skipped). */
  getMany(ids: string[]): Promise<AutomationRecord[]>;
  /** Ids of a survey's automations. */
  idsOfSurvey(surveyId: string): Promise<string[]>;
  /** Automations that may still run, a page at a time (for the reconciler). */
  active(
    limit: number,
    cursor?: string,
  ): Promise<{ items: AutomationRecord[]; cursor: string | undefined }>;
  /** Stores a new automation with its team links, atomically. */
  create(automation: AutomationRecord): Promise<void>;
  /** Overwrites the automation (it must exist) and moves its team links, atomically. */
  replace(automation: AutomationRecord, previousTeamIds: string[]): Promise<void>;
  /** Records the run the scheduler now holds (and rounds made), if the automation still exists. */
  setNextRun(id: string, nextRun: AutomationRecord['nextRun'], runsMade?: number): Promise<void>;
  delete(automation: AutomationRecord): Promise<void>;
  /**
   * Claims one run of the automation (its index and instant): true the first time, false when it
   * was claimed before (a retried or duplicated invocation).
   */
  claimRun(automation: AutomationRecord, run: { index: number; at: string }): Promise<boolean>;
  /** The round a claimed run opened, if it got that far (a retried invocation reads it). */
  runRound(
    automation: AutomationRecord,
    run: { index: number; at: string },
  ): Promise<number | undefined>;
  /**
   * Records the round a claimed run opened, unless it has one already: returns the run's round
   * (so two racing invocations send into the same one).
   */
  holdRunRound(
    automation: AutomationRecord,
    run: { index: number; at: string },
    round: number,
  ): Promise<number>;
}
