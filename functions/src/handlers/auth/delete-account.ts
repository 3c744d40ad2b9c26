import { authRoutes } from '../../../../shared/src/api/routes/auth';
import { accountDeletion } from '../../composition';
import { ok } from '../../lib/http';
import { userRoute } from '../../lib/user-route';

export const handler = userRoute(authRoutes, 'DeleteAccount', async ({ user, body }) =>
  ok(await accountDeletion().delete(user.user, body)),
);
