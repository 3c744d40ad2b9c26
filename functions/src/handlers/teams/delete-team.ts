import { teamsRoutes } from '../../../../shared/src/api/routes/teams';
import { teamDeletion } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(teamsRoutes, 'DeleteTeam', async ({ user, params }) =>
  ok(await teamDeletion().delete(params.teamId, user.id)),
);
