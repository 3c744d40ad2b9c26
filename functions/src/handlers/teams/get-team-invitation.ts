import { teamsRoutes } from '#shared/api/routes/teams';
import { teamService } from '../../wiring/teams';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route(teamsRoutes, 'GetTeamInvitation', async ({ body }) =>
  ok(await teamService().lookupInvitation(body.token)),
);
