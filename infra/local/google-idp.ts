import { createHash, sign } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { devPageSecurityHeaders } from './dev-page-headers';
import type { IdentityProviderKey } from './local-keys';

/** The client id the local app and the local identity provider agree on. */
export const LOCAL_GOOGLE_CLIENT_ID = 'candor-local.apps.googleusercontent.com';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An ID token shaped like Google's (RS256, Google's issuer and claims), signed by the local key,
 * issued at `at`: the product's clock, which checks its expiry.
 */
export function issueGoogleIdToken(
  key: IdentityProviderKey,
  claims: { email: string; givenName: string; familyName: string; audience: string },
  at: Date = new Date(),
): string {
  const now = Math.floor(at.getTime() / 1000);
  const email = claims.email.trim();
  const payload = {
    iss: 'https://accounts.google.com',
    azp: claims.audience,
    aud: claims.audience,
    sub: `1${BigInt(
      `0x${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 15)}`,
    )
      .toString()
      .padStart(20, '0')}`,
    email,
    email_verified: true,
    name: `${claims.givenName} ${claims.familyName}`.trim(),
    given_name: claims.givenName,
    family_name: claims.familyName,
    iat: now,
    exp: now + 3600,
  };
  const input = `${b64({ alg: 'RS256', kid: key.kid, typ: 'JWT' })}.${b64(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), key.privateKey).toString('base64url')}`;
}

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google (local) · Candor</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; }
  main { width: min(420px, 92vw); padding: 2rem; border: 1px solid #8885; border-radius: 12px; }
  h1 { font-size: 1.3rem; margin: 0 0 .25rem; } p { margin: 0 0 1.25rem; color: GrayText; }
  label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; min-height: 44px; padding: .5rem .75rem; font: inherit; border: 1px solid #8888; border-radius: 8px; }
  button { margin-top: 1.25rem; width: 100%; min-height: 44px; font: inherit; font-weight: 600; border: 0; border-radius: 8px; background: #1a73e8; color: #fff; cursor: pointer; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
  .error { color: #b91c1c; }
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * `/dev/google`: a stand-in for Google's sign-in popup. GET shows a form; POST issues an ID
 * token for the entered identity and returns to the app with it in the URL fragment. It only
 * ever redirects to the app's own origin.
 */
export function handleGoogleIdp(
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
  options: { key: IdentityProviderKey; appOrigin: string; now?: () => Date },
): void {
  const url = new URL(req.url ?? '/', options.appOrigin);
  const params = req.method === 'POST' ? new URLSearchParams(body) : url.searchParams;
  const clientId = params.get('client_id') ?? '';
  const redirectUri = params.get('redirect_uri') ?? '';
  const state = params.get('state') ?? '';
  const html = (status: number, content: string) => {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      ...devPageSecurityHeaders,
    });
    res.end(page(content));
  };
  let target: URL | undefined;
  try {
    target = new URL(redirectUri);
  } catch {
    target = undefined;
  }
  if (
    !target ||
    target.origin !== new URL(options.appOrigin).origin ||
    clientId !== LOCAL_GOOGLE_CLIENT_ID
  ) {
    html(
      400,
      '<h1>Sign-in request not valid</h1><p class="error">The app sent a wrong client id or return address.</p>',
    );
    return;
  }
  if (req.method === 'POST') {
    const email = (params.get('email') ?? '').trim();
    const givenName = (params.get('given_name') ?? '').trim();
    const familyName = (params.get('family_name') ?? '').trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !givenName) {
      html(
        400,
        form(
          clientId,
          redirectUri,
          state,
          'Enter an e-mail address and a first name.',
          email,
          givenName,
          familyName,
        ),
      );
      return;
    }
    const token = issueGoogleIdToken(
      options.key,
      { email, givenName, familyName, audience: clientId },
      options.now?.(),
    );
    target.hash = new URLSearchParams({ credential: token, state }).toString();
    res.writeHead(303, { location: target.toString(), 'cache-control': 'no-store' });
    res.end();
    return;
  }
  html(200, form(clientId, redirectUri, state));
}

function form(
  clientId: string,
  redirectUri: string,
  state: string,
  error = '',
  email = '',
  givenName = '',
  familyName = '',
): string {
  return `<h1>Sign in with Google</h1>
<p>Local identity provider: no real Google account is used.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/dev/google">
  <input type="hidden" name="client_id" value="${escapeHtml(clientId)}">
  <input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
  <input type="hidden" name="state" value="${escapeHtml(state)}">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}">
  <label for="given_name">First name</label>
  <input id="given_name" name="given_name" autocomplete="given-name" required value="${escapeHtml(givenName)}">
  <label for="family_name">Last name</label>
  <input id="family_name" name="family_name" autocomplete="family-name" value="${escapeHtml(familyName)}">
  <button type="submit">Continue</button>
</form>`;
}
