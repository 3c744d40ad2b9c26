import { automationsRoutes } from '../../../../shared/src/api/routes/automations';
import { automationService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(automationsRoutes, 'DeleteAutomation', async ({ user, params }) =>
  ok(await automationService().delete(params.id, user.id)),
);
