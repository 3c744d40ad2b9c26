import { teamsRoutes } from '../../../../shared/src/api/routes/teams';
import { teamService } from '../../composition';
import { created } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(teamsRoutes, 'AddTeamMember', async ({ user, params, body }) =>
  created(await teamService().addMember(params.teamId, user.id, body)),
);
