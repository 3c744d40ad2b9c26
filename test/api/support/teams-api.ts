import { expect } from 'vitest';
import { decodeImage } from '../../../functions/src/formats/pdf/pdf-image';
import { registerResponse } from '#shared/api/auth';
import { getRoute, pathParamNames, type RouteId } from '#shared/api/routes';
import { membersResponse, teamResponse, type Team, type TeamMember } from '#shared/api/teams';
import {
  call,
  latestMail,
  mailTo,
  mailedToken,
  uniqueEmail,
  waitForState,
  type ApiResponse,
  type Mail,
} from './auth-api';

/**
 * Helpers for the team journeys: people, calls by route id (so paths and methods come from the
 * route table), the invitation mail, and small real image files. Like auth-api.ts, nothing here
 * decides anything the product decides; the tests see what a client sees.
 */

export const TEAM_NOT_FOUND = 'Team not found. Please refresh the page and try again.';
export const INVITE_FORBIDDEN = 'You do not have permission to invite members to this team.';
export const ALREADY_MEMBER = 'User is already a member of this team.';
export const PASSWORD = 'Lantern-Harbour-7';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  token: string;
  userId: string;
}

/**
 * Registers a new account (with `email` when given, a fresh address otherwise) and verifies its
 * address through the mailed link, as a manager who sends mail has; `verified: false` leaves it
 * unverified.
 */
export async function register(
  firstName: string,
  email: string = uniqueEmail(`teams-${firstName.toLowerCase()}`),
  lastName = 'Tester',
  options: { verified?: boolean } = {},
): Promise<Person> {
  const response = await call('POST', '/api/auth/register', {
    json: { firstName, lastName, email, password: PASSWORD },
  });
  expect(response.status, response.text).toBe(201);
  const body = registerResponse.parse(response.body);
  if (options.verified !== false) {
    const token = mailedToken(await latestMail(email, VERIFY_SUBJECT), '/verify-email');
    const verified = await call('POST', '/api/auth/verify-email', { json: { token } });
    expect(verified.status, verified.text).toBe(200);
  }
  return { firstName, lastName, email, token: body.token, userId: body.user.id };
}

export const VERIFY_SUBJECT = 'Verify your email for Candor';

// ---- calls by route id ----

/** Every answer a team call received, with the session that asked, for the leak checks. */
export const teamCalls: { token: string | undefined; request: string; text: string }[] = [];

export interface RouteCall {
  params?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  token?: string | undefined;
}

/** The route's path with its `{params}` filled in (URL-encoded). */
export function routePath(id: RouteId, params: Record<string, string> = {}): string {
  const route = getRoute(id);
  let path = route.path;
  for (const name of pathParamNames(route.path)) {
    const value = params[name];
    if (value === undefined) throw new Error(`${id} needs the path parameter ${name}`);
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  }
  return path;
}

/** Calls a route of the table by its id, as a client would. */
export async function send(id: RouteId, request: RouteCall = {}): Promise<ApiResponse> {
  const route = getRoute(id);
  const path = routePath(id, request.params);
  const response = await call(route.method, path, {
    ...(request.token === undefined ? {} : { token: request.token }),
    ...(request.json === undefined ? {} : { json: request.json }),
    ...(request.form === undefined ? {} : { body: request.form }),
  });
  teamCalls.push({ token: request.token, request: `${route.method} ${path}`, text: response.text });
  return response;
}

/** A multipart body: strings as fields, `{ bytes, filename, type }` as files. */
export function form(
  fields: Record<
    string,
    string | { bytes: Uint8Array<ArrayBuffer>; filename: string; type: string }
  >,
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, new Blob([value.bytes], { type: value.type }), value.filename);
  }
  return data;
}

// ---- teams and rosters ----

export async function createTeam(owner: Person, name: string, description?: string) {
  const response = await send('CreateTeam', {
    token: owner.token,
    json: description === undefined ? { name } : { name, description },
  });
  expect(response.status, response.text).toBe(201);
  return teamResponse.parse(response.body).team;
}

export async function getTeam(person: Person, teamId: string): Promise<Team> {
  const response = await send('GetTeam', { token: person.token, params: { teamId } });
  expect(response.status, response.text).toBe(200);
  return teamResponse.parse(response.body).team;
}

export async function roster(person: Person, teamId: string): Promise<TeamMember[]> {
  const response = await send('ListTeamMembers', { token: person.token, params: { teamId } });
  expect(response.status, response.text).toBe(200);
  return membersResponse.parse(response.body).members;
}

export async function addMember(
  by: Person,
  teamId: string,
  name: string,
  email: string,
): Promise<TeamMember> {
  const response = await send('AddTeamMember', {
    token: by.token,
    params: { teamId },
    json: { name, email },
  });
  expect(response.status, response.text).toBe(201);
  return (response.body as { member: TeamMember }).member;
}

/**
 * What a person with the team's view sees of it: the team (without the fields that describe the
 * caller) and the roster. Two snapshots are equal when nothing about the team changed.
 */
export async function snapshot(viewer: Person, teamId: string) {
  const { current_user_id: _id, current_user_role: _role, ...team } = await getTeam(viewer, teamId);
  const members = await roster(viewer, teamId);
  members.sort((a, b) => a.id.localeCompare(b.id));
  return { team, members };
}

// ---- invitations ----

export const INVITATION_PATH = '/invitations/accept';

/** Every invitation mail to `email`, newest first. */
export async function invitationMails(email: string): Promise<Mail[]> {
  return (await mailTo(email)).filter((mail) => / invited you to .+ on Candor$/.test(mail.subject));
}

/** The newest invitation mail to `email`, once at least `count` have arrived. */
export async function invitationMail(email: string, count = 1): Promise<Mail> {
  return waitForState(
    async () => {
      const mails = await invitationMails(email);
      return mails.length >= count ? mails[0] : undefined;
    },
    () => `No ${count} invitation mail(s) to ${email}`,
  );
}

/** The token of the newest invitation link mailed to `email`. */
export async function invitationToken(email: string, count = 1): Promise<string> {
  return mailedToken(await invitationMail(email, count), INVITATION_PATH);
}

/** Invites `person` with `role` and has them accept: they end up on the team through the product. */
export async function join(
  by: Person,
  teamId: string,
  person: Person,
  role: 'admin' | 'member',
): Promise<void> {
  const before = (await invitationMails(person.email)).length;
  const invited = await send('InviteTeamMember', {
    token: by.token,
    params: { teamId },
    json: { email: person.email, role },
  });
  expect(invited.status, invited.text).toBe(200);
  const token = await invitationToken(person.email, before + 1);
  const accepted = await send('AcceptTeamInvitation', { token: person.token, json: { token } });
  expect(accepted.status, accepted.text).toBe(200);
  expect(teamResponse.parse(accepted.body).team.current_user_role).toBe(role);
}

// ---- images ----

/**
 * Uploads are stored re-encoded (decision 0037): what is served is the same picture, not the
 * same bytes. A PNG or GIF's pixels come back exactly; a JPEG's within its re-encoding's loss.
 */
export function expectSamePicture(served: Uint8Array, original: Uint8Array): void {
  const after = decodeImage(served);
  const before = decodeImage(original);
  expect(after, 'the served file is an image').toBeDefined();
  expect({ width: after!.width, height: after!.height }).toEqual({
    width: before!.width,
    height: before!.height,
  });
  if (original[0] === 0xff) {
    let difference = 0;
    for (let i = 0; i < before!.data.length; i += 1) {
      difference += Math.abs(before!.data[i]! - after!.data[i]!);
    }
    expect(difference / before!.data.length).toBeLessThan(8);
  } else {
    expect(Buffer.from(after!.data).equals(Buffer.from(before!.data))).toBe(true);
  }
}

const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/** Real 1x1 images, as an image editor would save them. */
export const images = {
  png: fromBase64(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  gif: fromBase64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'),
  webp: fromBase64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='),
};
