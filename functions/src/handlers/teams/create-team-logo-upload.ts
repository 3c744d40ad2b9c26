import { teamsRoutes } from '../../../../shared/src/api/routes/teams';
import { teamService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(
  teamsRoutes,
  'CreateTeamLogoUpload',
  async ({ user, params, body }) =>
    ok(await teamService().startLogoUpload(params.teamId, user.id, body)),
);
