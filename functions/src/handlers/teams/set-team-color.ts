import { teamService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute('SetTeamColor', async ({ user, params, body }) =>
  ok(await teamService().setColor(params.teamId, user.id, body.brand_color)),
);
