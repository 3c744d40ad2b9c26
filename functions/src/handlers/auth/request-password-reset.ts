import { authRoutes } from '#shared/api/routes/auth';
import { accountService } from '../../wiring/accounts';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route(authRoutes, 'RequestPasswordReset', async ({ body, clientKey }) =>
  ok(await accountService().requestPasswordReset(body.email, clientKey)),
);
