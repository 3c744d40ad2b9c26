import { teamsRoutes } from '../../../../shared/src/api/routes/teams';
import { teamService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(teamsRoutes, 'UpdateTeamMember', async ({ user, params, body }) =>
  ok(await teamService().setRole(params.teamId, user.id, params.memberId, body.role)),
);
