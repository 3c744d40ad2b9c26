import { teamsRoutes } from '#shared/api/routes/teams';
import { teamService } from '../../wiring/teams';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(teamsRoutes, 'SetTeamColor', async ({ user, params, body }) =>
  ok(await teamService().setColor(params.teamId, user.id, body.brand_color, body.version)),
);
