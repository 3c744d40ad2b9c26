import { teamsRoutes } from '#shared/api/routes/teams';
import { teamService } from '../../wiring/teams';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(teamsRoutes, 'UpdateTeamMember', async ({ user, params, body }) =>
  ok(await teamService().setRole(params.teamId, user.id, params.memberId, body.role)),
);
