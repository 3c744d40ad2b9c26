import type { AutomationRecord, AutomationRepository } from '../automations/ports';
import { runScheduleName } from '../automations/automation-service';
import { ScheduleNotFoundError, type SchedulerPort } from '../platform/scheduler';
import type { SurveyRepository } from '../surveys/ports';
import { NotAllowedError, NotFoundError } from '../errors';
import { purgeEach, removeImageOf } from '../purge-steps';
import type { TeamFileStore, TeamRecord, TeamRepository } from './ports';

/** What a deleted team leaves until the clean-up has removed it (`TEAM#<id>`/`PURGE`). */
export interface TeamPurgeMarker {
  teamId: string;
  logoKey: string | null;
}

export class TeamGoneError extends Error {}

export interface TeamPurgeStore {
  /**
   * Deletes the team item (only while `ownerId` owns it: TeamGoneError otherwise), leaves the
   * purge marker and counts the roster off the owner's usage, in one transaction. From then on no
   * one can open the team or manage anything through it.
   */
  markDeleted(team: TeamRecord, ownerId: string, at: string): Promise<void>;
  /** Deleted teams still to clean up, oldest first. */
  pending(limit: number): Promise<TeamPurgeMarker[]>;
  /** Ids of surveys still linked to the team (a page). */
  surveyIds(teamId: string, limit: number): Promise<string[]>;
  /** Removes a link to a survey that no longer exists. */
  dropSurveyLink(teamId: string, surveyId: string): Promise<void>;
  /**
   * Deletes up to about `maxItems` of the team's partition (roster entries, their e-mail and
   * account links, anything left), never the marker; true once nothing but the marker is left.
   */
  removePartition(teamId: string, maxItems: number): Promise<boolean>;
  /** Deletes the marker (and a counter-only team item an update made meanwhile, if any). */
  finish(teamId: string): Promise<void>;
}

export interface PurgeLimits {
  automations: number;
  surveys: number;
  items: number;
}

/** A first pass inside the request: small teams are gone at once, big ones within the hour. */
export const TEAM_REQUEST_LIMITS: PurgeLimits = { automations: 10, surveys: 25, items: 200 };
/** One team's share of the hourly clean-up. */
export const TEAM_JOB_LIMITS: PurgeLimits = { automations: 200, surveys: 500, items: 5000 };
const TEAMS_PER_RUN = 20;

export interface TeamPurgeDeps {
  store: TeamPurgeStore;
  automations: Pick<AutomationRepository, 'idsOfTeam' | 'getMany' | 'delete' | 'replace'>;
  surveys: Pick<SurveyRepository, 'getMany' | 'delete' | 'unassignTeam' | 'setScheduledDate'>;
  scheduler: Pick<SchedulerPort, 'delete'>;
  files: Pick<TeamFileStore, 'remove'>;
  log?: (message: string, data: Record<string, unknown>) => void;
}

/**
 * Removes what a deleted team had, in an order that is safe to stop anywhere and resume:
 * its automations (those that send only to it are cancelled, with their schedules; others stop
 * sending to it), its surveys (those assigned to it alone are deleted through the survey purge,
 * since their results must never pass to their creator alone; others stay with their other
 * teams), then its roster with its e-mail and account links, its logo, and last the marker.
 * Invitation links need no step: they name the team, which no longer exists, and expire.
 */
export class TeamPurge {
  constructor(private readonly deps: TeamPurgeDeps) {}

  /** The hourly run: every deleted team's clean-up, a bounded amount each. */
  async run(): Promise<number> {
    return purgeEach(await this.deps.store.pending(TEAMS_PER_RUN), (marker) =>
      this.purge(marker, TEAM_JOB_LIMITS),
    );
  }

  /** Cleans up one deleted team within `limits`; true once nothing of it is left. */
  async purge(marker: TeamPurgeMarker, limits: PurgeLimits): Promise<boolean> {
    const { teamId } = marker;
    if (!(await this.automations(teamId, limits.automations))) return false;
    if (!(await this.surveys(teamId, limits.surveys))) return false;
    if (!(await this.deps.store.removePartition(teamId, limits.items))) return false;
    await removeImageOf(this.deps.files, marker.logoKey, (error) => {
      this.deps.log?.('A deleted team logo could not be removed', { error: String(error) });
    });
    await this.deps.store.finish(teamId);
    return true;
  }

  private async automations(teamId: string, limit: number): Promise<boolean> {
    const ids = await this.deps.automations.idsOfTeam(teamId);
    const found = await this.deps.automations.getMany(ids.slice(0, limit));
    for (const automation of found) {
      const others = automation.teamIds.filter((id) => id !== teamId);
      if (others.length === 0) await this.cancel(automation);
      else
        await this.deps.automations.replace({ ...automation, teamIds: others }, automation.teamIds);
    }
    // Links whose automation is gone are removed with the rest of the partition.
    return ids.length <= limit;
  }

  private async cancel(automation: AutomationRecord): Promise<void> {
    if (automation.nextRun) {
      try {
        await this.deps.scheduler.delete(runScheduleName(automation.id, automation.nextRun.index));
      } catch (error) {
        if (!(error instanceof ScheduleNotFoundError)) throw error;
      }
    }
    await this.deps.automations.delete(automation);
    if (automation.frequency === 'once') {
      await this.deps.surveys.setScheduledDate(automation.surveyId, null);
    }
  }

  private async surveys(teamId: string, limit: number): Promise<boolean> {
    const ids = await this.deps.store.surveyIds(teamId, limit);
    const surveys = new Map((await this.deps.surveys.getMany(ids)).map((s) => [s.id, s]));
    let failed = false;
    for (const id of ids) {
      const survey = surveys.get(id);
      try {
        if (!survey || !survey.teamIds.includes(teamId)) {
          await this.deps.store.dropSurveyLink(teamId, id);
        } else if (survey.teamIds.every((t) => t === teamId)) {
          await this.deps.surveys.delete(survey);
        } else await this.deps.surveys.unassignTeam(survey, teamId);
      } catch (error) {
        // Changed meanwhile (another team assigned or taken off): the next run reads it afresh.
        failed = true;
        this.deps.log?.('A deleted team survey was left for the next run', {
          surveyId: id,
          error: String(error),
        });
      }
    }
    return !failed && ids.length < limit;
  }
}

export interface TeamDeletionDeps {
  teams: Pick<TeamRepository, 'getWithRole'>;
  store: Pick<TeamPurgeStore, 'markDeleted'>;
  purge: Pick<TeamPurge, 'purge'>;
  now: () => Date;
}

const TEAM_NOT_FOUND = 'Team not found. Please refresh the page and try again.';
export const ONLY_OWNER_DELETES = 'Only the team owner can delete the team.';

/** Deleting a team: the owner's alone (admins and members 403, anyone else 404). */
export class TeamDeletion {
  constructor(private readonly deps: TeamDeletionDeps) {}

  async delete(teamId: string, userId: string): Promise<{ message: string }> {
    const { team, role } = await this.deps.teams.getWithRole(teamId, userId);
    if (!team || !role) throw new NotFoundError(TEAM_NOT_FOUND);
    if (role !== 'owner') throw new NotAllowedError(ONLY_OWNER_DELETES);
    try {
      await this.deps.store.markDeleted(team, userId, this.deps.now().toISOString());
    } catch (error) {
      // Deleted by a racing request (another tab): it is gone all the same.
      if (error instanceof TeamGoneError) throw new NotFoundError(TEAM_NOT_FOUND);
      throw error;
    }
    await this.deps.purge.purge({ teamId, logoKey: team.logoKey }, TEAM_REQUEST_LIMITS);
    return { message: 'Team deleted successfully' };
  }
}
