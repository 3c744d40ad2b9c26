import { billingRoutes } from '#shared/api/routes/billing';
import { billingService } from '../../wiring/billing';
import { ok } from '../../lib/http';
import { route } from '../../lib/route';

/**
 * The route has no body schema, so nothing parses the body: the signature is checked over the
 * exact bytes received (API Gateway hands binary or non-text bodies over base64-encoded).
 */
export const handler = route(billingRoutes, 'HandleBillingWebhook', async ({ event }) => {
  const raw = event.body ?? '';
  const payload = event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  return ok(await billingService().handleWebhook(payload, event.headers?.['stripe-signature']));
});
