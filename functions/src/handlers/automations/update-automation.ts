import { automationsRoutes } from '#shared/api/routes/automations';
import { automationService } from '../../wiring/automations';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(
  automationsRoutes,
  'UpdateAutomation',
  async ({ user, params, body }) => ok(await automationService().update(params.id, user.id, body)),
);
