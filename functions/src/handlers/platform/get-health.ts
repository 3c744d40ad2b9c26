import { platformRoutes } from '#shared/api/routes/platform';
import { healthService } from '../../wiring/platform';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route(platformRoutes, 'GetHealth', async () =>
  ok(await healthService().check()),
);
