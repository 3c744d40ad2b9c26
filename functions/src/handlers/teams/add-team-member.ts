import { teamService } from '../../composition';
import { created } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute('AddTeamMember', async ({ user, params, body }) =>
  created(await teamService().addMember(params.teamId, user.id, body)),
);
