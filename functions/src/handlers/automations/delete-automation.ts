import { automationsRoutes } from '#shared/api/routes/automations';
import { automationService } from '../../wiring/automations';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(automationsRoutes, 'DeleteAutomation', async ({ user, params }) =>
  ok(await automationService().delete(params.id, user.id)),
);
