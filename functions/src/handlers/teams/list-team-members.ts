import { teamService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute('ListTeamMembers', async ({ user, params }) =>
  ok(await teamService().members(params.teamId, user.id)),
);
