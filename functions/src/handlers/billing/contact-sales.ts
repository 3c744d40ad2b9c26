import { billingRoutes } from '#shared/api/routes/billing';
import { salesContactService } from '../../wiring/billing';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

export const handler = route(billingRoutes, 'ContactSales', async ({ body, clientKey }) =>
  ok(await salesContactService().send(body, clientKey)),
);
