import { beforeAll, describe, expect, it } from 'vitest';
import { grantPlan } from './support/billing-api';
import { errorBody } from '#shared/api/errors';
import { pathParamNames, routeList, type RouteEntry, type RouteId } from '#shared/api/routes';
import {
  importMembersResponse,
  inviteResponse,
  memberResponse,
  membersResponse,
  teamResponse,
  teamsResponse,
  type Team,
} from '#shared/api/teams';
import { BRAND_PALETTE } from '#shared/domain/brand';
import { imageUploadResponse } from '#shared/api/uploads';
import { storedItems, uniqueEmail, type ApiResponse } from './support/auth-api';
import {
  INVITE_FORBIDDEN,
  TEAM_NOT_FOUND,
  addMember,
  createTeam,
  form,
  getTeam,
  invitationMails,
  join,
  register,
  send,
  snapshot,
  type Person,
  type RouteCall,
} from './support/teams-api';

/*
 * The route x caller matrix of the teams area, generated from the route table: every teams route
 * about one team (or about the caller's teams) is called by the owner, an admin, a member, a
 * signed-in stranger and a signed-out caller, with a valid request. The rules (owner edits,
 * brands, changes roles and removes; owner and admin invite and add; members view; strangers
 * are told the team does not exist; no session, 401) give the status of each cell. Each cell
 * makes its own targets, so the cells may run in any order, and every refused cell checks that
 * the team and its roster are exactly as before.
 */

type Role = 'owner' | 'admin' | 'member';
type Caller = Role | 'non-member' | 'signed out';
const CALLERS: readonly Caller[] = ['owner', 'admin', 'member', 'non-member', 'signed out'];

/** About one invitation link rather than one team: their journey is in teams.test.ts. */
const NOT_IN_MATRIX = new Set<RouteId>(['GetTeamInvitation', 'AcceptTeamInvitation']);
const matrixRoutes = routeList.filter((r) => r.area === 'teams' && !NOT_IN_MATRIX.has(r.id));

type Snapshot = Awaited<ReturnType<typeof snapshot>>;

interface Fixture {
  team: Team;
  people: Record<Role | 'non-member', Person>;
}

interface CellContext {
  fixture: Fixture;
  caller: Caller;
  /** The signed-in caller; undefined when signed out. */
  person: Person | undefined;
  /** Unique per cell, for names and e-mails. */
  label: string;
}

interface PreparedCell {
  request: Omit<RouteCall, 'token'>;
  /** What must hold after the call succeeded (the response already matched the route's schema). */
  succeeded: (response: ApiResponse, before: Snapshot, after: Snapshot) => void | Promise<void>;
  /** Beyond the team and roster being unchanged: nothing else was made by a refused call. */
  nothingMade?: () => Promise<void>;
}

interface RouteRule {
  /** The team roles that may call the route; other roles get 403, strangers 404. */
  allowed: readonly Role[];
  /** Builds the cell's valid request, first making what the cell needs (a fresh roster entry...). */
  prepare: (ctx: CellContext) => Promise<PreparedCell>;
}

const EVERYONE: readonly Role[] = ['owner', 'admin', 'member'];
const MANAGERS: readonly Role[] = ['owner', 'admin'];
const OWNER: readonly Role[] = ['owner'];

const teamId = (ctx: CellContext) => ctx.fixture.team.id;
const owner = (ctx: CellContext) => ctx.fixture.people.owner;
const roleOf = (caller: Caller): Role | undefined =>
  caller === 'owner' || caller === 'admin' || caller === 'member' ? caller : undefined;

/** A roster entry made for one cell, so removing or re-roling it touches nothing else. */
async function freshRosterEntry(ctx: CellContext) {
  return addMember(owner(ctx), teamId(ctx), `Cell ${ctx.label}`, uniqueEmail('matrix-target'));
}

/** The request factory of every route in the matrix. A teams route missing here fails the run. */
const rules: Partial<Record<RouteId, RouteRule>> = {
  ListTeams: {
    allowed: EVERYONE,
    prepare: async (ctx) => ({
      request: {},
      succeeded: (response, before, after) => {
        const mine = teamsResponse.parse(response.body).teams.find((t) => t.id === teamId(ctx));
        const role = roleOf(ctx.caller);
        if (role) expect(mine).toMatchObject({ current_user_role: role, name: before.team.name });
        else expect(mine).toBeUndefined();
        expect(after).toEqual(before);
      },
    }),
  },
  CreateTeam: {
    allowed: EVERYONE,
    prepare: async (ctx) => {
      const name = `Matrix new team ${ctx.label}`;
      return {
        request: { json: { name } },
        succeeded: (response, before, after) => {
          const { team } = teamResponse.parse(response.body);
          expect(team).toMatchObject({
            name,
            current_user_role: 'owner',
            created_by: ctx.person?.userId,
            member_count: 1,
          });
          expect(after).toEqual(before);
        },
        nothingMade: async () => {
          const items = await storedItems();
          expect(items.filter((i) => i.entityType === 'Team' && i.name === name)).toEqual([]);
        },
      };
    },
  },
  GetTeam: {
    allowed: EVERYONE,
    prepare: async (ctx) => ({
      request: { params: { teamId: teamId(ctx) } },
      succeeded: (response, before, after) => {
        const { team } = teamResponse.parse(response.body);
        expect(team.id).toBe(teamId(ctx));
        expect(team.current_user_role).toBe(ctx.caller);
        expect(team.current_user_id).toBe(ctx.person?.userId);
        expect(team.members).toContainEqual({ user_id: ctx.person?.userId, role: ctx.caller });
        expect(after).toEqual(before);
      },
    }),
  },
  CreateTeamLogoUpload: {
    allowed: OWNER,
    prepare: async (ctx) => ({
      request: {
        params: { teamId: teamId(ctx) },
        json: { contentType: 'image/png', size: 1000 },
      },
      succeeded: (response, before, after) => {
        const upload = imageUploadResponse.parse(response.body);
        // Signed for this team's uploads only (decision 0051).
        expect(new URL(upload.url).pathname).toContain(`/uploads/logo/${teamId(ctx)}/`);
        expect(after).toEqual(before);
      },
    }),
  },
  UpdateTeam: {
    allowed: OWNER,
    prepare: async (ctx) => {
      const name = `Matrix team ${ctx.label}`;
      const description = `Described by ${ctx.caller} (${ctx.label})`;
      return {
        request: { params: { teamId: teamId(ctx) }, form: form({ name, description }) },
        succeeded: (response, before, after) => {
          expect(teamResponse.parse(response.body).team).toMatchObject({ name, description });
          // A change is a new version (decision 0025).
          expect(after.team).toEqual({
            ...before.team,
            name,
            description,
            version: before.team.version + 1,
          });
          expect(after.members).toEqual(before.members);
        },
      };
    },
  },
  DeleteTeam: {
    allowed: OWNER,
    prepare: async (ctx) => {
      // A team of its own per cell (with the same admin and member), so the owner's cell deletes
      // nothing the other cells work on.
      const { admin, member } = ctx.fixture.people;
      const doomed = await createTeam(owner(ctx), `Doomed ${ctx.label}`);
      await join(owner(ctx), doomed.id, admin, 'admin');
      await join(owner(ctx), doomed.id, member, 'member');
      const status = async () =>
        (await send('GetTeam', { token: member.token, params: { teamId: doomed.id } })).status;
      return {
        request: { params: { teamId: doomed.id } },
        succeeded: async (_response, before, after) => {
          expect(await status()).toBe(404);
          expect(after).toEqual(before);
        },
        nothingMade: async () => expect(await status()).toBe(200),
      };
    },
  },
  SetTeamColor: {
    allowed: OWNER,
    prepare: async (ctx) => {
      const team = await getTeam(owner(ctx), teamId(ctx));
      const color = BRAND_PALETTE.find((c) => c !== team.brand_color) as string;
      return {
        // As the web sends it: with the version it was based on (decision 0025).
        request: {
          params: { teamId: teamId(ctx) },
          json: { brand_color: color, version: team.version },
        },
        succeeded: (response, before, after) => {
          expect(teamResponse.parse(response.body).team.brand_color).toBe(color);
          expect(after.team).toEqual({
            ...before.team,
            brand_color: color,
            version: before.team.version + 1,
          });
          expect(after.members).toEqual(before.members);
        },
      };
    },
  },
  ListTeamMembers: {
    allowed: EVERYONE,
    prepare: async (ctx) => ({
      request: { params: { teamId: teamId(ctx) } },
      succeeded: (response, before, after) => {
        const { members } = membersResponse.parse(response.body);
        expect([...members].sort((a, b) => a.id.localeCompare(b.id))).toEqual(before.members);
        expect(after).toEqual(before);
      },
    }),
  },
  InviteTeamMember: {
    allowed: MANAGERS,
    prepare: async (ctx) => {
      const email = uniqueEmail('matrix-invitee');
      return {
        request: { params: { teamId: teamId(ctx) }, json: { email, role: 'member' } },
        succeeded: async (response, before, after) => {
          expect(inviteResponse.parse(response.body).member).toMatchObject({
            email,
            status: 'invited',
          });
          expect(after.members.filter((m) => m.email === email)).toHaveLength(1);
          expect(after.team.member_count).toBe(before.team.member_count + 1);
          expect(await invitationMails(email)).toHaveLength(1);
        },
        nothingMade: async () => expect(await invitationMails(email)).toEqual([]),
      };
    },
  },
  AddTeamMember: {
    allowed: MANAGERS,
    prepare: async (ctx) => {
      const email = uniqueEmail('matrix-added');
      return {
        request: { params: { teamId: teamId(ctx) }, json: { name: `Added ${ctx.label}`, email } },
        succeeded: (response, before, after) => {
          expect(memberResponse.parse(response.body).member).toMatchObject({
            email,
            role: 'member',
          });
          expect(after.members.filter((m) => m.email === email)).toHaveLength(1);
          expect(after.team.member_count).toBe(before.team.member_count + 1);
        },
      };
    },
  },
  ImportTeamMembers: {
    allowed: MANAGERS,
    prepare: async (ctx) => {
      const email = uniqueEmail('matrix-imported');
      return {
        request: {
          params: { teamId: teamId(ctx) },
          json: { text: `Imported ${ctx.label} <${email}>` },
        },
        succeeded: (response, before, after) => {
          expect(importMembersResponse.parse(response.body).counts).toEqual({
            added: 1,
            skipped: 0,
            failed: 0,
          });
          expect(after.members.filter((m) => m.email === email)).toHaveLength(1);
          expect(after.team.member_count).toBe(before.team.member_count + 1);
        },
      };
    },
  },
  UpdateTeamMember: {
    allowed: OWNER,
    prepare: async (ctx) => {
      const target = await freshRosterEntry(ctx);
      return {
        request: { params: { teamId: teamId(ctx), memberId: target.id }, json: { role: 'admin' } },
        succeeded: (response, before, after) => {
          expect(memberResponse.parse(response.body).member).toMatchObject({
            id: target.id,
            role: 'admin',
          });
          expect(after.members).toEqual(
            before.members.map((m) => (m.id === target.id ? { ...m, role: 'admin' } : m)),
          );
          expect(after.team).toEqual(before.team);
        },
      };
    },
  },
  RemoveTeamMember: {
    allowed: OWNER,
    prepare: async (ctx) => {
      const target = await freshRosterEntry(ctx);
      return {
        request: { params: { teamId: teamId(ctx), memberId: target.id } },
        succeeded: (_response, before, after) => {
          expect(after.members).toEqual(before.members.filter((m) => m.id !== target.id));
          expect(after.team).toEqual({
            ...before.team,
            member_count: before.team.member_count - 1,
          });
        },
      };
    },
  },
};

/** The status the rules give `caller` on `route`. */
function expectedStatus(route: RouteEntry, rule: RouteRule, caller: Caller): number {
  const success = route.status ?? 200;
  if (caller === 'signed out') return 401;
  const aboutOneTeam = pathParamNames(route.path).includes('teamId');
  if (caller === 'non-member') return aboutOneTeam ? 404 : success;
  return rule.allowed.includes(caller) ? success : 403;
}

let fixture: Fixture;

beforeAll(async () => {
  const [owner, admin, member, stranger] = await Promise.all([
    register('Olive'),
    register('Adam'),
    register('Mia'),
    register('Nora'),
  ]);
  // Every cell that adds someone adds to one roster: more than Starter's 15 members in all.
  await grantPlan(owner.userId, 'professional');
  const team = await createTeam(owner, 'Matrix team', 'The team every cell works on');
  await join(owner, team.id, admin, 'admin');
  await join(owner, team.id, member, 'member');
  fixture = { team, people: { owner, admin, member, 'non-member': stranger } };
});

describe('the teams route table', () => {
  it('has a request factory for every teams route in the matrix, and none for other routes', () => {
    expect(matrixRoutes.length).toBeGreaterThan(0);
    for (const route of matrixRoutes) {
      expect(rules[route.id], `no request factory for ${route.id}`).toBeDefined();
      expect(route.auth, route.id).toBe('user');
    }
    expect(Object.keys(rules).sort()).toEqual(matrixRoutes.map((r) => r.id).sort());
  });
});

describe.each(matrixRoutes.map((route) => [route.id, route] as const))('%s', (_id, route) => {
  it.each(CALLERS.map((caller) => [caller]))('as %s', async (caller) => {
    const rule = rules[route.id];
    if (!rule) throw new Error(`No request factory for ${route.id}: add one to the matrix rules`);

    // Prepare
    const person = caller === 'signed out' ? undefined : fixture.people[caller];
    const label = `${route.id}-${caller.replace(' ', '-')}-${Date.now().toString(36)}`;
    const cell = await rule.prepare({ fixture, caller, person, label });
    const before = await snapshot(fixture.people.owner, fixture.team.id);

    // Act
    const response = await send(route.id, { ...cell.request, token: person?.token });

    // Assess
    const after = await snapshot(fixture.people.owner, fixture.team.id);
    const expected = expectedStatus(route, rule, caller);
    expect(response.status, `${route.method} ${route.path} as ${caller}: ${response.text}`).toBe(
      expected,
    );
    if (expected < 300) {
      route.response?.parse(response.body);
      await cell.succeeded(response, before, after);
      return;
    }
    const error = errorBody.parse(response.body);
    if (expected === 401) expect(error.errorType).toBe('unauthorized');
    if (expected === 404)
      expect(error).toMatchObject({ errorType: 'not_found', message: TEAM_NOT_FOUND });
    if (expected === 403) expect(error.errorType).toBe('forbidden');
    if (expected === 403 && route.id === 'InviteTeamMember')
      expect(error.message).toBe(INVITE_FORBIDDEN);
    expect(after).toEqual(before);
    await cell.nothingMade?.();
  });
});
