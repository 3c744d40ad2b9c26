import { billingRoutes } from '#shared/api/routes/billing';
import { billingService } from '../../wiring/billing';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(billingRoutes, 'CreateCheckoutSession', async ({ user, body }) =>
  ok(await billingService().createCheckoutSession(user.user, body)),
);
