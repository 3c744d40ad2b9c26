import { billingRoutes } from '../../../../shared/src/api/routes/billing';
import { planService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(billingRoutes, 'GetBillingPlans', async () =>
  ok(planService().plans()),
);
