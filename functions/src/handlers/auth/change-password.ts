import { authRoutes } from '#shared/api/routes/auth';
import { accountService } from '../../wiring/accounts';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(authRoutes, 'ChangePassword', async ({ user, body }) =>
  ok(await accountService().changePassword(user.user, body.currentPassword, body.newPassword)),
);
