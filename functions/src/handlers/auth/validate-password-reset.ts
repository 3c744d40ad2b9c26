import { authRoutes } from '#shared/api/routes/auth';
import { accountService } from '../../wiring/accounts';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route(authRoutes, 'ValidatePasswordReset', async ({ body }) =>
  ok(await accountService().validateReset(body.token)),
);
