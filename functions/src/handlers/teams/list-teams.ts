import { teamsRoutes } from '../../../../shared/src/api/routes/teams';
import { teamService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(teamsRoutes, 'ListTeams', async ({ user }) =>
  ok(await teamService().list(user.id)),
);
