import { teamsRoutes } from '#shared/api/routes/teams';
import { teamService } from '../../wiring/teams';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(teamsRoutes, 'GetTeam', async ({ user, params }) =>
  ok(await teamService().get(params.teamId, user.id)),
);
