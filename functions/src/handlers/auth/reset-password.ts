import { authRoutes } from '#shared/api/routes/auth';
import { accountService } from '../../wiring/accounts';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route(authRoutes, 'ResetPassword', async ({ body }) =>
  ok(await accountService().resetPassword(body.token, body.password)),
);
