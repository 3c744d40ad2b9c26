import { teamsRoutes } from '#shared/api/routes/teams';
import { teamImport } from '../../wiring/teams';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(teamsRoutes, 'ImportTeamMembers', async ({ user, params, body }) =>
  ok(await teamImport().importMembers(params.teamId, user.id, body.text)),
);
