import { ConflictError, NotAllowedError, NotFoundError } from '../errors';
import type { TeamRole } from '../teams/ports';

/**
 * Who may add a team to a survey or take one off, and what the survey keeps (decision 0009,
 * "Access follows current roles"). Pure: the service reads the survey and the caller's roles,
 * these rules decide, and the repository writes only while the survey's teams are still as read.
 *
 * - The first team (`teamIds[0]`) is the one the survey was made with, or first given. The
 *   account that owns it is the survey's **home account**: for a survey made by a team's owner on
 *   their own team, its creator's account. Every other team is an **added** team.
 * - Adding a team needs an owner or admin role in it, and either being the survey's creator or
 *   managing every team already assigned: nobody adds a team over a team they do not manage.
 * - The creator (while they manage the survey at all) and the managers of the first team may take
 *   any added team off; the managers of an added team may take that team off.
 * - The survey always keeps a team of its home account while it has any team: an added team's
 *   managers can never be left holding a survey, and the results gathered through it, that its
 *   owner no longer sees. A first team taken off hands its place to another team of the same
 *   account.
 */

export const TEAM_NOT_FOUND = 'Team not found. Please refresh the page and try again.';
export const ASSIGN_NEEDS_TEAM_MANAGER =
  'Only team owners and admins can assign surveys to this team.';
export const ALREADY_ASSIGNED = 'This team is already assigned to the survey.';
export const ADD_NEEDS_EVERY_TEAM =
  "Only the survey's owner, or someone who owns or administers every team it is assigned to, can add a team to it.";
export const NOT_ASSIGNED = 'This team is not assigned to the survey.';
export const REMOVE_NOT_ALLOWED =
  "Only the survey's owner, the owners and admins of its first team, or this team's own owners and admins can take this team off the survey.";
export const LAST_TEAM_WITH_RESPONSES =
  'This survey has been sent or opened, so it must keep at least one team: any results belong to the managers of its teams. Assign another team first, or delete the survey.';
export const OWNER_TEAM_REQUIRED =
  "This survey must keep a team of its owner's account, so it stays with the people it was made for. Take the added teams off first, or delete the survey.";
export const TEAMS_CHANGED =
  "This survey's teams changed meanwhile. Please refresh the page and try again.";

const MANAGERS: readonly TeamRole[] = ['owner', 'admin'];

/** What the rules read of a survey. */
export interface AssignedSurvey {
  /** Its teams as stored, first team first. */
  teamIds: readonly string[];
  createdBy: string;
  /**
   * It was sent, its link opened or answered (its anonymity is locked): people may have answered
   * through its teams. Never whether anyone has answered yet, which would change with one answer.
   */
  answered: boolean;
}

/** What the rules know of the caller and the teams involved (the survey's and the one named). */
export interface Assigner {
  userId: string;
  /** The caller's role in each live team they are on. */
  roles: ReadonlyMap<string, TeamRole>;
  /** The account that owns each live team. */
  owners: ReadonlyMap<string, string>;
}

const manages = (who: Assigner, teamId: string | undefined) => {
  const role = teamId === undefined ? undefined : who.roles.get(teamId);
  return role !== undefined && MANAGERS.includes(role);
};

/** The account that owns the survey's first team; undefined without a (live) first team. */
export function homeAccountOf(
  survey: Pick<AssignedSurvey, 'teamIds'>,
  owners: ReadonlyMap<string, string>,
): string | undefined {
  const [first] = survey.teamIds;
  return first === undefined ? undefined : owners.get(first);
}

/** Refuses adding `teamId` unless the rules allow it (the caller already manages the survey). */
export function checkAddition(survey: AssignedSurvey, who: Assigner, teamId: string): void {
  const role = who.roles.get(teamId);
  if (!role) throw new NotFoundError(TEAM_NOT_FOUND);
  if (!MANAGERS.includes(role)) throw new NotAllowedError(ASSIGN_NEEDS_TEAM_MANAGER);
  if (survey.teamIds.includes(teamId))
    throw new ConflictError(ALREADY_ASSIGNED, 'already_assigned');
  const creator = survey.createdBy === who.userId;
  if (!creator && !survey.teamIds.every((id) => manages(who, id))) {
    throw new NotAllowedError(ADD_NEEDS_EVERY_TEAM);
  }
}

/**
 * The survey's teams once `teamId` is taken off, first team first; refuses what the rules do not
 * allow (the caller already manages the survey).
 */
export function teamsAfterRemoval(survey: AssignedSurvey, who: Assigner, teamId: string): string[] {
  const { teamIds } = survey;
  if (!teamIds.includes(teamId)) throw new NotFoundError(NOT_ASSIGNED);
  const [first] = teamIds;
  const creator = survey.createdBy === who.userId;
  const allowed =
    teamId === first
      ? creator || manages(who, teamId)
      : creator || manages(who, first) || manages(who, teamId);
  if (!allowed) throw new NotAllowedError(REMOVE_NOT_ALLOWED);

  const remaining = teamIds.filter((id) => id !== teamId);
  // Results gathered through a team stay with a team's managers: a survey with responses never
  // falls back to its creator alone.
  if (survey.answered && remaining.length === 0) {
    throw new ConflictError(LAST_TEAM_WITH_RESPONSES, 'last_team');
  }
  const home = homeAccountOf(survey, who.owners);
  if (home === undefined || remaining.length === 0) return remaining;
  const nextHome = remaining.find((id) => who.owners.get(id) === home);
  if (nextHome === undefined) throw new ConflictError(OWNER_TEAM_REQUIRED, 'owner_team');
  // The first team keeps being one of the home account's.
  return [nextHome, ...remaining.filter((id) => id !== nextHome)];
}
