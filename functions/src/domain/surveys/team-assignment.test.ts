import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors';
import type { TeamRole } from '../teams/ports';
import {
  ADD_NEEDS_EVERY_TEAM,
  ALREADY_ASSIGNED,
  ASSIGN_NEEDS_TEAM_MANAGER,
  checkAddition,
  homeAccountOf,
  LAST_TEAM_WITH_RESPONSES,
  NOT_ASSIGNED,
  OWNER_TEAM_REQUIRED,
  REMOVE_NOT_ALLOWED,
  TEAM_NOT_FOUND,
  teamsAfterRemoval,
  type AssignedSurvey,
  type Assigner,
} from './team-assignment';

/*
 * The people: Olive owns the survey and its first team; Adam administers Olive's team and
 * owns a team of his own; Bea owns another team and administers nothing of Olive's.
 */
const OLIVE = 'user-olive';
const ADAM = 'user-adam';
const BEA = 'user-bea';
const owners = new Map([
  ['olive-team', OLIVE],
  ['olive-second', OLIVE],
  ['adam-team', ADAM],
  ['bea-team', BEA],
]);

const survey = (teamIds: string[], over: Partial<AssignedSurvey> = {}): AssignedSurvey => ({
  teamIds,
  createdBy: OLIVE,
  answered: true,
  ...over,
});
const who = (userId: string, roles: Record<string, TeamRole>): Assigner => ({
  userId,
  roles: new Map(Object.entries(roles)),
  owners,
});
const olive = who(OLIVE, { 'olive-team': 'owner', 'olive-second': 'owner' });
const adam = who(ADAM, { 'olive-team': 'admin', 'adam-team': 'owner' });
const adamRemoved = who(ADAM, { 'adam-team': 'owner' });
const bea = who(BEA, { 'bea-team': 'owner', 'adam-team': 'admin' });

/** The refusal `act` throws: status, type and message. */
function refusal(act: () => unknown): Pick<AppError, 'status' | 'errorType' | 'message'> {
  try {
    act();
  } catch (error) {
    const { status, errorType, message } = error as AppError;
    return { status, errorType, message };
  }
  throw new Error('Expected a refusal');
}

/** The refusals the rules give, as `refusal` reads them. */
const forbidden = (message: string) => ({ status: 403, errorType: 'forbidden', message });
const notFound = (message: string) => ({ status: 404, errorType: 'not_found', message });
const conflict = (errorType: string, message: string) => ({ status: 409, errorType, message });

describe('the home account', () => {
  it("is the owner of the survey's first team", () => {
    expect(homeAccountOf(survey(['olive-team', 'adam-team']), owners)).toBe(OLIVE);
    expect(homeAccountOf(survey(['adam-team', 'olive-team']), owners)).toBe(ADAM);
  });

  it('is unknown without a team, or when the first team is gone', () => {
    expect(homeAccountOf(survey([]), owners)).toBeUndefined();
    expect(homeAccountOf(survey(['deleted-team']), owners)).toBeUndefined();
  });
});

describe('adding a team', () => {
  it('lets someone who manages every assigned team add a team they manage', () => {
    expect(() => checkAddition(survey(['olive-team']), adam, 'adam-team')).not.toThrow();
  });

  it("lets the survey's creator add a team they manage over teams they are not on", () => {
    expect(() =>
      checkAddition(survey(['olive-team', 'adam-team']), olive, 'olive-second'),
    ).not.toThrow();
  });

  it('refuses someone who does not manage every assigned team', () => {
    // Bea administers Adam's added team but not Olive's.
    expect(
      refusal(() => checkAddition(survey(['olive-team', 'adam-team']), bea, 'bea-team')),
    ).toEqual(forbidden(ADD_NEEDS_EVERY_TEAM));
  });

  it('refuses a team the caller is not on (404) or only a member of (403)', () => {
    expect(refusal(() => checkAddition(survey(['olive-team']), adam, 'bea-team'))).toEqual(
      notFound(TEAM_NOT_FOUND),
    );
    const member = who(ADAM, { 'olive-team': 'admin', 'bea-team': 'member' });
    expect(refusal(() => checkAddition(survey(['olive-team']), member, 'bea-team'))).toEqual(
      forbidden(ASSIGN_NEEDS_TEAM_MANAGER),
    );
  });

  it('refuses a team already assigned', () => {
    expect(refusal(() => checkAddition(survey(['olive-team']), olive, 'olive-team'))).toEqual(
      conflict('already_assigned', ALREADY_ASSIGNED),
    );
  });
});

describe('taking a team off', () => {
  it("never leaves the survey to an added team: its owner's team stays (409 owner_team)", () => {
    for (const caller of [adam, olive]) {
      expect(
        refusal(() => teamsAfterRemoval(survey(['olive-team', 'adam-team']), caller, 'olive-team')),
      ).toEqual(conflict('owner_team', OWNER_TEAM_REQUIRED));
    }
    // Answered or not.
    const quiet = survey(['olive-team', 'adam-team'], { answered: false });
    expect(refusal(() => teamsAfterRemoval(quiet, adam, 'olive-team')).errorType).toBe(
      'owner_team',
    );
  });

  it("lets the creator and the first team's managers take an added team off", () => {
    const shared = survey(['olive-team', 'adam-team']);
    expect(teamsAfterRemoval(shared, olive, 'adam-team')).toEqual(['olive-team']);
    // Olive's admin (not the creator) may too.
    const other = who(BEA, { 'olive-team': 'admin' });
    expect(teamsAfterRemoval(shared, other, 'adam-team')).toEqual(['olive-team']);
  });

  it("lets an added team's managers take that team off, but no other team", () => {
    const shared = survey(['olive-team', 'adam-team', 'bea-team']);
    expect(teamsAfterRemoval(shared, adamRemoved, 'adam-team')).toEqual(['olive-team', 'bea-team']);
    expect(refusal(() => teamsAfterRemoval(shared, adamRemoved, 'bea-team'))).toEqual(
      forbidden(REMOVE_NOT_ALLOWED),
    );
    expect(refusal(() => teamsAfterRemoval(shared, adamRemoved, 'olive-team')).status).toBe(403);
  });

  it('hands the first place to another team of the same account, wherever it stands', () => {
    const moved = survey(['olive-team', 'adam-team', 'olive-second']);
    expect(teamsAfterRemoval(moved, olive, 'olive-team')).toEqual(['olive-second', 'adam-team']);
    expect(teamsAfterRemoval(moved, olive, 'olive-second')).toEqual(['olive-team', 'adam-team']);
  });

  it('keeps the last team of an answered survey (409 last_team), not of a quiet one', () => {
    expect(refusal(() => teamsAfterRemoval(survey(['olive-team']), olive, 'olive-team'))).toEqual(
      conflict('last_team', LAST_TEAM_WITH_RESPONSES),
    );
    expect(
      teamsAfterRemoval(survey(['olive-team'], { answered: false }), olive, 'olive-team'),
    ).toEqual([]);
  });

  it('says when the team is not on the survey', () => {
    expect(refusal(() => teamsAfterRemoval(survey(['olive-team']), olive, 'bea-team'))).toEqual(
      notFound(NOT_ASSIGNED),
    );
  });

  it('keeps a survey made by an admin with the account that owns its first team', () => {
    // Adam made it on Olive's team and added his own: he cannot leave it to his team alone, and
    // Olive, who manages its first team, can take his team off.
    const made = survey(['olive-team', 'adam-team'], { createdBy: ADAM });
    expect(refusal(() => teamsAfterRemoval(made, adam, 'olive-team')).errorType).toBe('owner_team');
    expect(teamsAfterRemoval(made, olive, 'adam-team')).toEqual(['olive-team']);
  });
});
