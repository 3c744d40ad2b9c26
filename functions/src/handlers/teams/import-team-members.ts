import { teamsRoutes } from '../../../../shared/src/api/routes/teams';
import { teamImport } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(teamsRoutes, 'ImportTeamMembers', async ({ user, params, body }) =>
  ok(await teamImport().importMembers(params.teamId, user.id, body.text)),
);
