import { teamsRoutes } from '#shared/api/routes/teams';
import { teamService } from '../../wiring/teams';
import { ok } from '../../lib/http';
import { multipartParser } from '../../lib/multipart';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  teamsRoutes,
  'UpdateTeam',
  async ({ user, params, body }) => ok(await teamService().update(params.teamId, user.id, body)),
  { multipartParser },
);
