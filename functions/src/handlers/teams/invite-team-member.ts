import { teamsRoutes } from '#shared/api/routes/teams';
import { teamService } from '../../wiring/teams';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(teamsRoutes, 'InviteTeamMember', async ({ user, params, body }) =>
  ok(await teamService().invite(params.teamId, user.user, body)),
);
