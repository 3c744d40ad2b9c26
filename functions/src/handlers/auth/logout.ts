import { authRoutes } from '#shared/api/routes/auth';
import { accountService } from '../../wiring/accounts';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(authRoutes, 'Logout', async ({ user }) =>
  ok(await accountService().logout(user.claims)),
);
