import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, parseForm, readBody } from './forms';
import {
  DECLINED_CARD,
  now,
  type CheckoutSession,
  type PaymentsLedger,
  type PortalSession,
} from './state';

/** The checkout page (a test card form) and the portal page, as Stripe hosts them. */
export function paymentsPages(ledger: PaymentsLedger) {
  const {
    state,
    save,
    price,
    subscriptionObject,
    invoiceObject,
    emit,
    deliver,
    pay,
    newestSubscription,
  } = ledger;

  const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" href="data:,">
<style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;background:Canvas;color:CanvasText}
main{max-width:28rem;margin:2rem auto;padding:0 1rem}
.note{background:#fff3cd;color:#5c4400;padding:.5rem .75rem;border-radius:.375rem}
label{display:block;margin-top:.75rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;margin-top:.25rem}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button,a.button{display:inline-block;margin-top:1rem;padding:.6rem 1rem;font-size:1rem;border-radius:.375rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;text-decoration:none;cursor:pointer}
.secondary{background:transparent!important;color:LinkText!important;border-color:currentColor!important}
.error{color:#b91c1c;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
</style></head><body><main>${body}</main></body></html>`;

  function html(res: ServerResponse, status: number, body: string) {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(body);
  }
  function redirect(res: ServerResponse, to: string) {
    res.writeHead(303, { location: to });
    res.end();
  }
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const dateOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
  const cardDigits = (value: unknown) => String(value ?? '').replace(/\D/g, '');

  function checkoutPage(session: CheckoutSession, error?: string) {
    const p = price(session.priceId);
    const email = state.customers[session.customer]?.email ?? '';
    const terms =
      session.trialDays > 0
        ? `${session.trialDays} days free, then ${dollars(p.amount)} per month`
        : `${dollars(p.amount)} per month`;
    const coupon = session.coupon ? state.coupons?.[session.coupon] : undefined;
    const discount = coupon ? ` (${coupon.percentOff}% off the first paid month)` : '';
    return page(
      `Subscribe to Candor ${p.name}`,
      `<p class="note">Test mode: the local payments stand-in. Card 4242 4242 4242 4242 pays; ${DECLINED_CARD} is declined.</p>
<h1>Subscribe to Candor ${escapeHtml(p.name)}</h1>
<p>${escapeHtml(terms + discount)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/checkout/${session.id}">
<label for="email">Email</label><input id="email" name="email" type="email" value="${escapeHtml(email)}" readonly>
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="expiry">Expiry (MM / YY)</label><input id="expiry" name="expiry" placeholder="12 / 34" autocomplete="cc-exp" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" placeholder="123" autocomplete="cc-csc" required></div></div>
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" required>
<button type="submit">${session.trialDays > 0 ? 'Start trial' : 'Subscribe'}</button>
</form>
<form method="post" action="/checkout/${session.id}/cancel"><button class="secondary" type="submit">Cancel and return to Candor</button></form>`,
    );
  }

  function portalPage(portal: PortalSession, message?: string) {
    const sub = newestSubscription(portal.customer);
    const p = sub ? price(sub.priceId) : undefined;
    const details = sub
      ? `<dl><dt>Plan</dt><dd>Candor ${escapeHtml(p?.name ?? '')}, ${dollars(p?.amount ?? 0)} per month</dd>
<dt>Status</dt><dd data-testid="portal-status">${escapeHtml(sub.status)}${sub.cancelAtPeriodEnd ? ` (cancels on ${dateOf(sub.periodEnd)})` : ''}</dd>
<dt>Current period ends</dt><dd>${dateOf(sub.periodEnd)}</dd>
<dt>Card</dt><dd>•••• ${escapeHtml(sub.cardLast4)}</dd></dl>
${
  sub.status === 'canceled'
    ? ''
    : sub.cancelAtPeriodEnd
      ? `<form method="post" action="/portal/${portal.id}/resume"><button type="submit">Renew subscription</button></form>`
      : `<form method="post" action="/portal/${portal.id}/cancel"><button type="submit">Cancel subscription</button></form>`
}
<h2>Update card</h2>
<form method="post" action="/portal/${portal.id}/card">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<button type="submit">Update card</button></form>`
      : '<p>No subscription yet.</p>';
    return page(
      'Manage your Candor subscription',
      `<p class="note">Test mode: the local payments stand-in.</p>
<h1>Manage your subscription</h1>
${message ? `<p role="status">${escapeHtml(message)}</p>` : ''}
${details}
<p><a class="button secondary" href="${escapeHtml(portal.returnUrl)}">Return to Candor</a></p>`,
    );
  }

  async function pages(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = req.method ?? 'GET';
    const checkout = url.pathname.match(/^\/checkout\/([^/]+)(\/cancel)?$/);
    if (checkout) {
      const session = state.sessions[checkout[1] as string];
      if (!session || session.status !== 'open') {
        html(res, 404, page('Checkout', '<h1>This checkout has ended</h1>'));
        return;
      }
      if (checkout[2] && method === 'POST') {
        redirect(res, session.cancelUrl);
        return;
      }
      if (method === 'POST') {
        const form = parseForm(await readBody(req));
        const card = cardDigits(form.card);
        if (card.length < 13 || card.length > 19) {
          html(res, 400, checkoutPage(session, 'Your card number is incomplete.'));
          return;
        }
        if (card === DECLINED_CARD) {
          html(res, 402, checkoutPage(session, 'Your card was declined.'));
          return;
        }
        pay(session, card);
        await deliver();
        redirect(res, session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id));
        return;
      }
      html(res, 200, checkoutPage(session));
      return;
    }
    const portalMatch = url.pathname.match(/^\/portal\/([^/]+)(?:\/(cancel|resume|card))?$/);
    if (portalMatch) {
      const portal = state.portals[portalMatch[1] as string];
      if (!portal) {
        html(res, 404, page('Portal', '<h1>This link has expired</h1>'));
        return;
      }
      const sub = newestSubscription(portal.customer);
      const action = portalMatch[2];
      if (method === 'POST' && sub && action) {
        let message = '';
        if (action === 'cancel' && sub.status !== 'canceled') {
          sub.cancelAtPeriodEnd = true;
          sub.canceledAt = now();
          emit('customer.subscription.updated', subscriptionObject(sub));
          message = `Your subscription will end on ${dateOf(sub.periodEnd)}.`;
        } else if (action === 'resume') {
          sub.cancelAtPeriodEnd = false;
          sub.canceledAt = null;
          emit('customer.subscription.updated', subscriptionObject(sub));
          message = 'Your subscription will renew.';
        } else if (action === 'card') {
          const form = parseForm(await readBody(req));
          const card = cardDigits(form.card);
          if (card.length < 13 || card === DECLINED_CARD) {
            html(res, 402, portalPage(portal, 'That card was declined.'));
            return;
          }
          sub.cardLast4 = card.slice(-4);
          message = 'Your card was updated.';
          const open = Object.values(state.invoices).find(
            (inv) => inv.subscription === sub.id && inv.status === 'open',
          );
          if (open && sub.status === 'past_due') {
            open.status = 'paid';
            open.amountPaid = open.amountDue;
            sub.status = 'active';
            emit('invoice.paid', invoiceObject(open));
            emit('customer.subscription.updated', subscriptionObject(sub));
            message = 'Your card was updated and the open invoice paid.';
          }
        }
        save();
        await deliver();
        html(res, 200, portalPage(portal, message));
        return;
      }
      html(res, 200, portalPage(portal));
      return;
    }
    html(res, 404, page('Not found', '<h1>Not found</h1>'));
  }

  return pages;
}
