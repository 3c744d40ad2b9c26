import { teamService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute('InviteTeamMember', async ({ user, params, body }) =>
  ok(await teamService().invite(params.teamId, user.user, body)),
);
