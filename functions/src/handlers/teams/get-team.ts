import { teamService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute('GetTeam', async ({ user, params }) =>
  ok(await teamService().get(params.teamId, user.id)),
);
