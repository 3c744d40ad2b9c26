import { billingRoutes } from '#shared/api/routes/billing';
import { billingService } from '../../wiring/billing';
import { ok } from '../../lib/http';
import { userRoute } from '../../wiring/user-route';

export const handler = userRoute(billingRoutes, 'ListBillingInvoices', async ({ user }) =>
  ok(await billingService().invoices(user.id)),
);
