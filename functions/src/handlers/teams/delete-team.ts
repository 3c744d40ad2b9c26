import { teamsRoutes } from '#shared/api/routes/teams';
import { teamDeletion } from '../../wiring/teams';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(teamsRoutes, 'DeleteTeam', async ({ user, params }) =>
  ok(await teamDeletion().delete(params.teamId, user.id)),
);
