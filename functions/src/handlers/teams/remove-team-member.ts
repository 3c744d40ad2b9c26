import { teamsRoutes } from '#shared/api/routes/teams';
import { teamService } from '../../wiring/teams';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(teamsRoutes, 'RemoveTeamMember', async ({ user, params }) =>
  ok(await teamService().removeMember(params.teamId, user.id, params.memberId)),
);
