import { teamsRoutes } from '#shared/api/routes/teams';
import { teamService } from '../../wiring/teams';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(teamsRoutes, 'ListTeams', async ({ user }) =>
  ok(await teamService().list(user.id)),
);
