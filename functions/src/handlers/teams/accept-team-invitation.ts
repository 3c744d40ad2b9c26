import { teamsRoutes } from '../../../../shared/src/api/routes/teams';
import { teamService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(teamsRoutes, 'AcceptTeamInvitation', async ({ user, body }) =>
  ok(await teamService().acceptInvitation(user.user, body.token)),
);
