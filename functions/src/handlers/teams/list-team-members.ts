import { teamsRoutes } from '#shared/api/routes/teams';
import { teamService } from '../../wiring/teams';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(teamsRoutes, 'ListTeamMembers', async ({ user, params }) =>
  ok(await teamService().members(params.teamId, user.id)),
);
