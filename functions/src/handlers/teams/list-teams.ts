import { teamService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute('ListTeams', async ({ user }) =>
  ok(await teamService().list(user.id)),
);
