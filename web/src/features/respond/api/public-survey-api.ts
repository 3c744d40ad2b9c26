import type {
  EmailLanding,
  LandingStatus,
  ResponseReceipt,
  SubmitResponseBody,
} from '#shared/api/responses';
import type { OpenLinkChallenge } from '#shared/api/challenge';

/**
 * The public survey page's two calls (GetEmailLanding, SubmitEmailResponse) with plain `fetch`.
 * The page does not load the route table or zod (docs/decisions/0007): the table's schemas
 * would more than double its JavaScript. Respondents have no account, so no token is sent.
 */

const TIMEOUT_MS = 30_000;

export type { EmailLanding, ResponseReceipt };

/** Why the landing could not be shown. */
export type LandingFailure =
  /** The survey is gone or the link is not valid: the server's words, no retry. */
  | { kind: 'unavailable'; message: string }
  /** Anything else (network, 5xx, a garbled answer): the page offers a retry. */
  | { kind: 'failed' };

export type LandingResult = { kind: 'loaded'; landing: EmailLanding } | LandingFailure;

export type SubmitOutcome =
  /** Stored; `receipt` says what was kept (null if the server's answer did not say). */
  | {
      kind: 'submitted';
      message: string;
      receipt: ResponseReceipt | null;
      /** An anonymous comment's private conversation secret, shown once (decision 0052). */
      conversationSecret: string | null;
    }
  /** The open link is off: only personal e-mailed links answer. */
  | { kind: 'personal_only'; message: string }
  | { kind: 'responded'; message: string }
  | { kind: 'closed'; message: string }
  | { kind: 'unavailable'; message: string }
  /**
   * 409: the survey's anonymity is no longer what the page said; nothing was stored. The page
   * must be read again before answering (decision 0009).
   */
  | { kind: 'promise_changed'; message: string }
  /** 400: the server's summary and its problems keyed by question id (or body field). */
  | { kind: 'invalid'; message: string; fields: Record<string, string> }
  /**
   * 428 (decision 0046): the open link is in a burst; nothing was stored. The page solves
   * `challenge` and sends the same answers with the solution. `again`: a solution sent was refused.
   */
  | { kind: 'challenge'; message: string; challenge: OpenLinkChallenge; again: boolean }
  | { kind: 'failed'; message: string };

export const SUBMIT_FAILED = 'Failed to submit';
export const SURVEY_UNAVAILABLE = 'This survey is no longer available';
/** A personal link the server could not read (cut short when copied, or mistyped). */
export const LINK_NOT_VALID = 'This survey link is not valid.';

interface ErrorBody {
  message?: string;
  errorType?: string;
  details?: string;
  fields?: Record<string, string>;
}

const statuses: readonly LandingStatus[] = ['open', 'responded', 'closed', 'personal_only'];

export function landingPath(surveyId: string, token?: string | null): string {
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return `/api/surveys/email-landing/${encodeURIComponent(surveyId)}${query}`;
}

export function submitPath(surveyId: string): string {
  return `/api/surveys/email-response/${encodeURIComponent(surveyId)}`;
}

/** A light shape check in place of the zod schema: enough that rendering cannot crash. */
export function isLanding(value: unknown): value is EmailLanding {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const branding = v.branding as Record<string, unknown> | null | undefined;
  return (
    statuses.includes(v.status as LandingStatus) &&
    typeof v.title === 'string' &&
    typeof v.description === 'string' &&
    typeof v.isAnonymous === 'boolean' &&
    typeof v.allowMultipleResponses === 'boolean' &&
    Array.isArray(v.questions) &&
    v.questions.every(
      (q: unknown) =>
        !!q &&
        typeof q === 'object' &&
        typeof (q as Record<string, unknown>).id === 'string' &&
        typeof (q as Record<string, unknown>).type === 'string' &&
        typeof (q as Record<string, unknown>).text === 'string' &&
        typeof (q as Record<string, unknown>).options === 'object' &&
        (q as Record<string, unknown>).options !== null,
    ) &&
    !!branding &&
    typeof branding === 'object' &&
    typeof branding.brandColor === 'string'
  );
}

/** A 428's challenge, if it has the shape the solver needs. */
export function challengeOf(body: unknown): OpenLinkChallenge | null {
  if (!body || typeof body !== 'object') return null;
  const challenge = (body as Record<string, unknown>).challenge as
    { parameters?: Record<string, unknown>; signature?: unknown } | undefined;
  const p = challenge?.parameters;
  const hexes = ['nonce', 'salt', 'keyPrefix'].every(
    (name) => typeof p?.[name] === 'string' && /^(?:[0-9a-f]{2})+$/.test(p[name]),
  );
  return p &&
    hexes &&
    typeof challenge.signature === 'string' &&
    typeof p.algorithm === 'string' &&
    typeof p.cost === 'number' &&
    typeof p.keyLength === 'number'
    ? (challenge as OpenLinkChallenge)
    : null;
}

/** The submit answer's conversation secret, when it has one of the right shape. */
export function conversationSecretOf(body: unknown): string | null {
  const secret = (body as { conversation?: { secret?: unknown } } | null)?.conversation?.secret;
  return typeof secret === 'string' && /^[A-Za-z0-9_-]{43}$/.test(secret) ? secret : null;
}

/** The submit answer's receipt, if it has the receipt's shape. */
export function receiptOf(body: unknown): ResponseReceipt | null {
  if (!body || typeof body !== 'object') return null;
  const receipt = (body as Record<string, unknown>).receipt as Record<string, unknown> | undefined;
  if (!receipt || typeof receipt !== 'object') return null;
  const { kept, notKept } = receipt;
  const keptOk =
    Array.isArray(kept) &&
    kept.every(
      (entry: unknown) =>
        !!entry &&
        typeof entry === 'object' &&
        typeof (entry as Record<string, unknown>).field === 'string' &&
        typeof (entry as Record<string, unknown>).description === 'string',
    );
  const notKeptOk = Array.isArray(notKept) && notKept.every((item) => typeof item === 'string');
  return keptOk && notKeptOk ? (receipt as ResponseReceipt) : null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function errorBody(body: unknown): ErrorBody {
  if (!body || typeof body !== 'object') return {};
  const b = body as Record<string, unknown>;
  const fields =
    b.fields && typeof b.fields === 'object'
      ? Object.fromEntries(
          Object.entries(b.fields as Record<string, unknown>).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : undefined;
  return {
    ...(typeof b.message === 'string' && b.message.trim() ? { message: b.message } : {}),
    ...(typeof b.errorType === 'string' ? { errorType: b.errorType } : {}),
    ...(typeof b.details === 'string' && b.details.trim() ? { details: b.details } : {}),
    ...(fields ? { fields } : {}),
  };
}

/** The caller's signal or the 30 s timeout, whichever fires first (AbortSignal.any is too new for Safari 16). */
function withTimeout(signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  if (!signal) return timeout;
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (signal.aborted) abort();
  signal.addEventListener('abort', abort, { once: true });
  timeout.addEventListener('abort', abort, { once: true });
  return controller.signal;
}

/** The landing fetch survey.html starts while this script is still loading, keyed by its path. */
interface EarlyLanding {
  path: string;
  response: Promise<Response>;
}

/** Takes (once) the fetch survey.html started for `path`, if it started that one. */
export function takeEarlyLanding(path: string): Promise<Response> | undefined {
  const holder = globalThis as { __candorLanding?: EarlyLanding };
  const early = holder.__candorLanding;
  if (!early || early.path !== path) return undefined;
  delete holder.__candorLanding;
  return early.response;
}

/** Rejects when `signal` aborts (the page left, or the 30 s timeout). */
function abortion(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(signal.reason ?? new Error('aborted'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

export async function fetchLanding(
  apiBase: string,
  surveyId: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<LandingResult> {
  let response: Response;
  const path = landingPath(surveyId, token);
  // The HTML asked for the landing before this script arrived (a round trip saved on a slow
  // phone); if that request failed, ask again.
  const early = apiBase === '' ? takeEarlyLanding(path) : undefined;
  try {
    const limited = withTimeout(signal);
    const again = () =>
      fetch(`${apiBase}${path}`, { headers: { accept: 'application/json' }, signal: limited });
    response = early ? await Promise.race([early.catch(again), abortion(limited)]) : await again();
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'failed' };
  }
  const body = await readJson(response);
  if (response.ok) return isLanding(body) ? { kind: 'loaded', landing: body } : { kind: 'failed' };
  // 404: deleted survey or unknown link, in the server's words. 400: a malformed survey id or
  // token, whose validation message would mean nothing to a respondent. Both are final.
  if (response.status === 404 || response.status === 410) {
    return { kind: 'unavailable', message: errorBody(body).message ?? SURVEY_UNAVAILABLE };
  }
  if (response.status === 400) {
    return { kind: 'unavailable', message: token ? LINK_NOT_VALID : SURVEY_UNAVAILABLE };
  }
  return { kind: 'failed' };
}

export async function submitResponse(
  apiBase: string,
  surveyId: string,
  body: SubmitResponseBody,
): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}${submitPath(surveyId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: withTimeout(),
    });
  } catch {
    return { kind: 'failed', message: SUBMIT_FAILED };
  }
  const json = await readJson(response);
  const error = errorBody(json);
  if (response.ok) {
    return {
      kind: 'submitted',
      message: error.message ?? '',
      receipt: receiptOf(json),
      conversationSecret: conversationSecretOf(json),
    };
  }
  const message = error.message ?? SUBMIT_FAILED;
  if (response.status === 403 && error.errorType === 'personal_link_required') {
    return { kind: 'personal_only', message };
  }
  if (response.status === 409 && error.errorType === 'already_responded') {
    return { kind: 'responded', message };
  }
  if (response.status === 409 && error.errorType === 'survey_closed') {
    return { kind: 'closed', message };
  }
  if (response.status === 409 && error.errorType === 'promise_changed') {
    return { kind: 'promise_changed', message };
  }
  if (response.status === 404 || response.status === 410) {
    return { kind: 'unavailable', message: error.message ?? SURVEY_UNAVAILABLE };
  }
  if (response.status === 400) return { kind: 'invalid', message, fields: error.fields ?? {} };
  const challenge = response.status === 428 ? challengeOf(json) : null;
  if (challenge) {
    return { kind: 'challenge', message, challenge, again: error.errorType === 'challenge_failed' };
  }
  // A 503 says why and what to do ("...yours was not saved. Please send it again."); a bare
  // reference number would mean nothing to a respondent.
  if (response.status === 503 && error.details && !error.details.startsWith('Reference:')) {
    return { kind: 'failed', message: error.details };
  }
  return { kind: 'failed', message };
}
