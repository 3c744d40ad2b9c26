import type { RouteDef } from './route-types';
import {
  changePasswordBody,
  changePasswordResponse,
  checkRegistrationResponse,
  emailBody,
  googleLoginBody,
  loginBody,
  meResponse,
  messageResponse,
  profileBody,
  profileResponse,
  registerBody,
  registerResponse,
  resetPasswordBody,
  resetValidateResponse,
  sessionResponse,
  tokenBody,
  verifyEmailResponse,
  authConfigResponse,
} from './auth';
import {
  listNotificationsQuery,
  notificationIdParams,
  notificationsResponse,
  notificationUpdateResponse,
} from './notifications';
import { healthResponse } from './platform';
import {
  addMemberBody,
  createTeamBody,
  invitationInfoResponse,
  invitationTokenBody,
  inviteBody,
  inviteResponse,
  memberResponse,
  membersResponse,
  messageResponse as teamMessageResponse,
  teamColorBody,
  teamMemberParams,
  teamParams,
  teamResponse,
  teamsResponse,
  updateMemberBody,
  updateTeamBody,
} from './teams';

/**
 * THE route table. Every HTTP route of Candor is listed here once, as data: infra builds one
 * function and one API route from each entry, the local runtime mounts each entry on the same
 * handler, the web client calls routes by id, and tests derive their sweeps from it.
 *
 * Conventions for every route:
 * - the key is the route id, PascalCase verb + noun; its kebab-case form names the handler file
 *   `functions/src/handlers/<area>/<route-id-kebab>.ts` and the CDK construct;
 * - paths live under `/api` and use API Gateway's `{param}` syntax;
 * - `auth: 'user'` routes need a bearer token; `public` routes do not need one;
 * - request parts (`params`, `query`, `body`) and the `response` are zod/mini schemas from
 *   `shared/src/api/<area>.ts`; the middy stack validates requests against them;
 * - `access` lists what the function may touch, `maxDynamoCalls` what one request may cost.
 */
export const routes = {
  GetHealth: {
    area: 'platform',
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    summary: 'App version and whether the table, the file store and the mail service answer',
    response: healthResponse,
    access: ['table:describe', 'files:list', 'mail:account'],
    maxDynamoCalls: 1,
  },
  // ---- accounts and sessions ----
  GetAuthConfig: {
    area: 'auth',
    method: 'GET',
    path: '/api/auth/config',
    auth: 'public',
    summary: 'What the sign-in screens need to know: the Google client id and provider',
    response: authConfigResponse,
    access: [],
    maxDynamoCalls: 0,
  },
  Login: {
    area: 'auth',
    method: 'POST',
    path: '/api/auth/login',
    auth: 'public',
    summary: 'Sign in with e-mail and password',
    body: loginBody,
    response: sessionResponse,
    access: ['table:read', 'table:write', 'files:read', 'session-key:read'],
    maxDynamoCalls: 6,
  },
  GoogleLogin: {
    area: 'auth',
    method: 'POST',
    path: '/api/auth/google',
    auth: 'public',
    summary: 'Sign in (or sign up) with a Google ID token',
    body: googleLoginBody,
    response: sessionResponse,
    access: ['table:read', 'table:write', 'files:read', 'session-key:read'],
    maxDynamoCalls: 6,
  },
  Register: {
    area: 'auth',
    method: 'POST',
    path: '/api/auth/register',
    auth: 'public',
    summary: 'Create an account, send the verification e-mail and sign in',
    body: registerBody,
    response: registerResponse,
    status: 201,
    access: ['table:read', 'table:write', 'mail:send', 'files:read', 'session-key:read'],
    maxDynamoCalls: 6,
  },
  CheckRegistration: {
    area: 'auth',
    method: 'POST',
    path: '/api/auth/check-registration',
    auth: 'public',
    summary: 'Whether an e-mail has a verified or an unverified account (404 when none)',
    body: emailBody,
    response: checkRegistrationResponse,
    access: ['table:read', 'table:write'],
    maxDynamoCalls: 3,
  },
  ResendVerification: {
    area: 'auth',
    method: 'POST',
    path: '/api/auth/resend-verification',
    auth: 'public',
    summary: 'Send a new verification e-mail',
    body: emailBody,
    response: messageResponse,
    access: ['table:read', 'table:write', 'mail:send'],
    maxDynamoCalls: 5,
  },
  VerifyEmail: {
    area: 'auth',
    method: 'POST',
    path: '/api/auth/verify-email',
    auth: 'public',
    summary: 'Verify an e-mail address with the mailed token (single use)',
    body: tokenBody,
    response: verifyEmailResponse,
    access: ['table:read', 'table:write', 'files:read'],
    maxDynamoCalls: 3,
  },
  Logout: {
    area: 'auth',
    method: 'POST',
    path: '/api/auth/logout',
    auth: 'user',
    summary: 'Sign out: the token stops working',
    response: messageResponse,
    access: ['table:read', 'table:write', 'session-key:read'],
    maxDynamoCalls: 2,
  },
  RefreshSession: {
    area: 'auth',
    method: 'POST',
    path: '/api/auth/refresh-session',
    auth: 'user',
    summary: 'A new session token; the old one stops working',
    response: sessionResponse,
    access: ['table:read', 'table:write', 'files:read', 'session-key:read'],
    maxDynamoCalls: 2,
  },
  RequestPasswordReset: {
    area: 'auth',
    method: 'POST',
    path: '/api/auth/password-reset/request',
    auth: 'public',
    summary: 'Mail a password reset link (same answer whether or not the e-mail exists)',
    body: emailBody,
    response: messageResponse,
    access: ['table:read', 'table:write', 'mail:send'],
    maxDynamoCalls: 5,
  },
  ValidatePasswordReset: {
    area: 'auth',
    method: 'POST',
    path: '/api/auth/password-reset/validate',
    auth: 'public',
    summary: 'Whether a reset link is still good',
    body: tokenBody,
    response: resetValidateResponse,
    access: ['table:read'],
    maxDynamoCalls: 2,
  },
  ResetPassword: {
    area: 'auth',
    method: 'POST',
    path: '/api/auth/password-reset/reset',
    auth: 'public',
    summary: 'Set a new password with a reset link (single use); signs out every session',
    body: resetPasswordBody,
    response: messageResponse,
    access: ['table:read', 'table:write'],
    maxDynamoCalls: 4,
  },
  GetMe: {
    area: 'auth',
    method: 'GET',
    path: '/api/auth/me',
    auth: 'user',
    summary: 'The signed-in user',
    response: meResponse,
    access: ['table:read', 'files:read', 'session-key:read'],
    maxDynamoCalls: 1,
  },
  UpdateProfile: {
    area: 'auth',
    method: 'PUT',
    path: '/api/auth/profile',
    auth: 'user',
    summary: 'Update names, phone, company, bio and the avatar image',
    bodyType: 'multipart',
    body: profileBody,
    response: profileResponse,
    access: ['table:read', 'table:write', 'files:read', 'files:write', 'session-key:read'],
    maxDynamoCalls: 2,
  },
  ChangePassword: {
    area: 'auth',
    method: 'PUT',
    path: '/api/auth/password',
    auth: 'user',
    summary: 'Change the password; other sessions stop working, a new token is returned',
    body: changePasswordBody,
    response: changePasswordResponse,
    access: ['table:read', 'table:write', 'session-key:read'],
    maxDynamoCalls: 2,
  },
  // ---- teams ----
  ListTeams: {
    area: 'teams',
    method: 'GET',
    path: '/api/teams',
    auth: 'user',
    summary: "The caller's teams with their counts and the caller's role",
    response: teamsResponse,
    access: ['table:read', 'files:read', 'session-key:read'],
    maxDynamoCalls: 3,
  },
  CreateTeam: {
    area: 'teams',
    method: 'POST',
    path: '/api/teams',
    auth: 'user',
    summary: 'Create a team; the caller becomes its owner',
    body: createTeamBody,
    response: teamResponse,
    status: 201,
    access: ['table:read', 'table:write', 'files:read', 'session-key:read'],
    maxDynamoCalls: 2,
  },
  GetTeam: {
    area: 'teams',
    method: 'GET',
    path: '/api/teams/{teamId}',
    auth: 'user',
    summary: 'One team (404 for non-members)',
    params: teamParams,
    response: teamResponse,
    access: ['table:read', 'files:read', 'session-key:read'],
    maxDynamoCalls: 3,
  },
  UpdateTeam: {
    area: 'teams',
    method: 'PUT',
    path: '/api/teams/{teamId}',
    auth: 'user',
    summary: 'Owner: name and description, or brand colour and logo (multipart)',
    params: teamParams,
    bodyType: 'multipart',
    body: updateTeamBody,
    response: teamResponse,
    access: ['table:read', 'table:write', 'files:read', 'files:write', 'session-key:read'],
    maxDynamoCalls: 4,
  },
  SetTeamColor: {
    area: 'teams',
    method: 'PATCH',
    path: '/api/teams/{teamId}/color',
    auth: 'user',
    summary: "Owner: the team's brand colour",
    params: teamParams,
    body: teamColorBody,
    response: teamResponse,
    access: ['table:read', 'table:write', 'files:read', 'session-key:read'],
    maxDynamoCalls: 4,
  },
  ListTeamMembers: {
    area: 'teams',
    method: 'GET',
    path: '/api/teams/{teamId}/members',
    auth: 'user',
    summary: "The team's roster (members need not have an account)",
    params: teamParams,
    response: membersResponse,
    access: ['table:read', 'files:read', 'session-key:read'],
    maxDynamoCalls: 4,
  },
  InviteTeamMember: {
    area: 'teams',
    method: 'POST',
    path: '/api/teams/{teamId}/invite',
    auth: 'user',
    summary: 'Owner or admin: invite by e-mail with a role; inviting again resends',
    params: teamParams,
    body: inviteBody,
    response: inviteResponse,
    access: ['table:read', 'table:write', 'mail:send', 'files:read', 'session-key:read'],
    maxDynamoCalls: 8,
  },
  AddTeamMember: {
    area: 'teams',
    method: 'POST',
    path: '/api/teams/{teamId}/members',
    auth: 'user',
    summary: 'Owner or admin: put a person on the roster as member',
    params: teamParams,
    body: addMemberBody,
    response: memberResponse,
    status: 201,
    access: ['table:read', 'table:write', 'session-key:read'],
    maxDynamoCalls: 4,
  },
  UpdateTeamMember: {
    area: 'teams',
    method: 'PUT',
    path: '/api/teams/{teamId}/members/{memberId}',
    auth: 'user',
    summary: "Owner: change a member's role (never the owner's)",
    params: teamMemberParams,
    body: updateMemberBody,
    response: memberResponse,
    access: ['table:read', 'table:write', 'session-key:read'],
    maxDynamoCalls: 4,
  },
  RemoveTeamMember: {
    area: 'teams',
    method: 'DELETE',
    path: '/api/teams/{teamId}/members/{memberId}',
    auth: 'user',
    summary: 'Owner: remove a member (never the owner)',
    params: teamMemberParams,
    response: teamMessageResponse,
    access: ['table:read', 'table:write', 'session-key:read'],
    maxDynamoCalls: 4,
  },
  GetTeamInvitation: {
    area: 'teams',
    method: 'POST',
    path: '/api/team-invitations/lookup',
    auth: 'public',
    summary: 'What an invitation link is for (team, e-mail, role), before signing in',
    body: invitationTokenBody,
    response: invitationInfoResponse,
    access: ['table:read'],
    maxDynamoCalls: 3,
  },
  AcceptTeamInvitation: {
    area: 'teams',
    method: 'POST',
    path: '/api/team-invitations/accept',
    auth: 'user',
    summary: "Join the team an invitation is for (the caller's e-mail must be the invited one)",
    body: invitationTokenBody,
    response: teamResponse,
    access: ['table:read', 'table:write', 'files:read', 'session-key:read'],
    maxDynamoCalls: 6,
  },
  // ---- notifications ----
  ListNotifications: {
    area: 'notifications',
    method: 'GET',
    path: '/api/notifications',
    auth: 'user',
    summary: "The caller's notifications, newest first, a page at a time, with the unread count",
    query: listNotificationsQuery,
    response: notificationsResponse,
    access: ['table:read', 'session-key:read'],
    maxDynamoCalls: 3,
  },
  MarkAllNotificationsRead: {
    area: 'notifications',
    method: 'PUT',
    path: '/api/notifications/read-all',
    auth: 'user',
    summary: "Mark every one of the caller's notifications read",
    response: notificationUpdateResponse,
    access: ['table:read', 'table:write', 'session-key:read'],
    maxDynamoCalls: 12,
  },
  MarkNotificationRead: {
    area: 'notifications',
    method: 'PUT',
    path: '/api/notifications/{id}/read',
    auth: 'user',
    summary: "Mark one of the caller's notifications read (404 for anyone else's)",
    params: notificationIdParams,
    response: notificationUpdateResponse,
    access: ['table:read', 'table:write', 'session-key:read'],
    maxDynamoCalls: 3,
  },
  DeleteNotification: {
    area: 'notifications',
    method: 'DELETE',
    path: '/api/notifications/{id}',
    auth: 'user',
    summary: "Delete one of the caller's notifications (404 for anyone else's)",
    params: notificationIdParams,
    response: notificationUpdateResponse,
    access: ['table:read', 'table:write', 'session-key:read'],
    maxDynamoCalls: 3,
  },
  /** Any `/api/*` request no other route matches: a JSON 404 in the error body shape. */
  NotFound: {
    area: 'platform',
    method: 'ANY',
    path: '/api/{proxy+}',
    auth: 'public',
    summary: 'Unknown API path',
    access: [],
    maxDynamoCalls: 0,
  },
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

export interface RouteEntry extends RouteDef {
  id: RouteId;
}

/** Every route with its id, in table order. */
export const routeList: readonly RouteEntry[] = Object.entries(routes).map(([id, def]) => ({
  ...(def as RouteDef),
  id: id as RouteId,
}));

export function getRoute(id: RouteId): RouteEntry {
  return { ...(routes[id] as RouteDef), id };
}

/** `GetHealth` -> `get-health`: the handler file and construct name. */
export function kebabId(id: string): string {
  return id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** Where a route's handler lives, relative to the repository root. */
export function handlerPath(route: Pick<RouteEntry, 'area' | 'id'>): string {
  return `functions/src/handlers/${route.area}/${kebabId(route.id)}.ts`;
}

/** Path parameter names in order: `/api/teams/{teamId}` -> `['teamId']`. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z0-9_]+)\+?\}/g)].map((m) => m[1] as string);
}
