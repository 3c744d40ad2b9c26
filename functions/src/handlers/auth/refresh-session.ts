import { authRoutes } from '../../../../shared/src/api/routes/auth';
import { accountService } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(authRoutes, 'RefreshSession', async ({ user }) =>
  ok(await accountService().refreshSession(user.user, user.claims)),
);
