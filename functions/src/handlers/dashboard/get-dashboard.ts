import { dashboardRoutes } from '../../../../shared/src/api/routes/dashboard';
import { dashboardService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(dashboardRoutes, 'GetDashboard', async ({ user }) =>
  ok(await dashboardService().get(user.id)),
);
