import { authRoutes } from '#shared/api/routes/auth';
import { authConfig } from '../../wiring/accounts';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route(authRoutes, 'GetAuthConfig', async () => ok(authConfig()));
