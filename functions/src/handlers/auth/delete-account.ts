import { authRoutes } from '#shared/api/routes/auth';
import { accountDeletion } from '../../wiring/accounts';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(authRoutes, 'DeleteAccount', async ({ user, body }) =>
  ok(await accountDeletion().delete(user.user, body)),
);
