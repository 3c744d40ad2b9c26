import { automationsRoutes } from '#shared/api/routes/automations';
import { automationService } from '../../wiring/automations';
import { created } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(automationsRoutes, 'CreateAutomation', async ({ user, body }) =>
  created(await automationService().create(user.id, body)),
);
