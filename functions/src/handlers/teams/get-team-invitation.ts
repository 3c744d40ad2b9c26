import { teamService } from '../../composition';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route('GetTeamInvitation', async ({ body }) =>
  ok(await teamService().lookupInvitation(body.token)),
);
