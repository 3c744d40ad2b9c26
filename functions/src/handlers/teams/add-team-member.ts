import { teamsRoutes } from '#shared/api/routes/teams';
import { teamService } from '../../wiring/teams';
import { created } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(teamsRoutes, 'AddTeamMember', async ({ user, params, body }) =>
  created(await teamService().addMember(params.teamId, user.id, body)),
);
