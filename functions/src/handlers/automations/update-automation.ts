import { automationsRoutes } from '../../../../shared/src/api/routes/automations';
import { automationService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(
  automationsRoutes,
  'UpdateAutomation',
  async ({ user, params, body }) => ok(await automationService().update(params.id, user.id, body)),
);
