import { automationsRoutes } from '#shared/api/routes/automations';
import { automationService } from '../../wiring/automations';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  automationsRoutes,
  'ListTeamAutomations',
  async ({ user, params, query }) =>
    ok(await automationService().listForTeam(params.teamId, user.id, query.timezone)),
);
