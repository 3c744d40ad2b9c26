import { billingRoutes } from '#shared/api/routes/billing';
import { planService } from '../../wiring/billing';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(billingRoutes, 'GetMyPlan', async ({ user }) =>
  ok(await planService().myPlan(user.id)),
);
