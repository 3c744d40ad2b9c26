import { authRoutes } from '#shared/api/routes/auth';
import { accountService } from '../../wiring/accounts';
import { created } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route(authRoutes, 'Register', async ({ body, clientKey }) =>
  created(await accountService().register(body, clientKey)),
);
