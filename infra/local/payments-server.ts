/**
 * The payments stand-in: the part of Stripe's API Candor uses (customers, Checkout Sessions in
 * subscription mode, Customer Portal sessions, subscriptions, invoices, once-only percent-off
 * coupons as discounts on a checkout or a subscription), a checkout page with a
 * test card form, a portal page, and webhooks signed with Stripe's own helper and posted to the
 * app's webhook route. The real `stripe` client talks to it over http on loopback. Its state and
 * what changes it are in `payments/state.ts`, the API in `payments/api.ts`, the pages in
 * `payments/pages.ts`; this file serves them.
 */
import { createServer, type Server } from 'node:http';
import { paymentsApi } from './payments/api';
import { paymentsPages } from './payments/pages';
import { LOCAL_API_KEY, LOCAL_PRICES, paymentsLedger, type PaymentsAction } from './payments/state';

export {
  DECLINED_CARD,
  LOCAL_API_KEY,
  LOCAL_PRICES,
  paymentsActions,
  type PaymentsAction,
} from './payments/state';

export interface PaymentsStandIn {
  /** http://127.0.0.1:<port>: the API, the checkout and the portal pages. */
  endpoint: string;
  apiKey: string;
  webhookSecret: string;
  prices: { professional: string };
  /** Advances the newest subscription of the customer with this e-mail (the dev control). */
  advance(email: string, action: PaymentsAction): Promise<{ subscription: unknown } | undefined>;
  /** While on, every API connection is dropped: the provider is unreachable. */
  setOutage(on: boolean): void;
  stop(): Promise<void>;
}

export async function startPaymentsStandIn(options: {
  /** Where state is kept across restarts. */
  file: string;
  /** The app's webhook route, which receives every event. */
  webhookUrl: string;
  /** The webhook signing secret (the runtime keeps one per data folder). */
  webhookSecret: string;
  port?: number;
}): Promise<PaymentsStandIn> {
  const ledger = paymentsLedger(options);
  const { state, subscriptionObject, advanceSubscription, newestSubscription, deliver } = ledger;
  const { api, apiError } = paymentsApi(ledger);
  const pages = paymentsPages(ledger);
  let outage = false;
  // Set once the server listens: the port is the OS's choice unless one is given.
  let endpoint = '';

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', endpoint);
    if (url.pathname.startsWith('/v1/') && outage) {
      // Unreachable, as far as the client can tell.
      req.socket.destroy();
      return;
    }
    const work = url.pathname.startsWith('/v1/') ? api(req, res, url) : pages(req, res, url);
    work.catch((error: unknown) => {
      console.error('Payments stand-in error:', error);
      if (!res.headersSent) apiError(res, 500, 'Stand-in error', 'api_error');
      else res.end();
    });
  });
  const port = await new Promise<number>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.address();
      done(typeof address === 'object' && address ? address.port : 0);
    });
  });
  endpoint = `http://127.0.0.1:${port}`;
  ledger.setEndpoint(endpoint);

  return {
    endpoint,
    apiKey: LOCAL_API_KEY,
    webhookSecret: options.webhookSecret,
    prices: { professional: LOCAL_PRICES.professional.id },
    async advance(email, action) {
      const customer = Object.values(state.customers)
        .filter((c) => c.email.toLowerCase() === email.trim().toLowerCase())
        .sort((a, b) => b.created - a.created)[0];
      const sub = customer ? newestSubscription(customer.id) : undefined;
      if (!sub) return undefined;
      advanceSubscription(sub, action);
      await deliver();
      return { subscription: subscriptionObject(sub) };
    },
    setOutage(on) {
      outage = on;
    },
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
