import { dashboardRoutes } from '#shared/api/routes/dashboard';
import { dashboardService } from '../../wiring/analytics';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(dashboardRoutes, 'GetDashboard', async ({ user }) =>
  ok(await dashboardService().get(user.id)),
);
