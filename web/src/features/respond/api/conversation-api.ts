import type { RespondentConversation } from '#shared/api/conversations';

/**
 * The respondent's side of a conversation (decision 0052): plain fetches, like the survey page's
 * own calls, so the light page carries no route table. The secret travels in the body only.
 */
export const conversationPath = '/survey/conversation';

/** The private link: the secret rides in the fragment, which browsers never send to a server. */
export const conversationUrl = (origin: string, secret: string) =>
  `${origin}${conversationPath}#${secret}`;

export const secretFromHash = (hash: string): string | null => {
  const secret = hash.replace(/^#/, '');
  return /^[A-Za-z0-9_-]{43}$/.test(secret) ? secret : null;
};

export type ConversationResult =
  | { kind: 'ok'; conversation: RespondentConversation }
  | { kind: 'error'; message: string; fields?: Record<string, string> };

const FAILED = 'The conversation could not be reached. Check your connection and try again.';

async function call(
  apiBase: string,
  action: 'read' | 'answer' | 'reveal' | 'close' | 'mail' | 'mail/stop',
  body: Record<string, unknown>,
): Promise<ConversationResult> {
  let response: Response;
  try {
    response = await fetch(`${apiBase}/api/conversation/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    return { kind: 'error', message: FAILED };
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }
  if (response.ok && json && typeof json === 'object' && 'messages' in json) {
    return { kind: 'ok', conversation: json as RespondentConversation };
  }
  const error = (json ?? {}) as { message?: string; fields?: Record<string, string> };
  return {
    kind: 'error',
    message: typeof error.message === 'string' ? error.message : FAILED,
    ...(error.fields ? { fields: error.fields } : {}),
  };
}

export const readConversation = (apiBase: string, secret: string) =>
  call(apiBase, 'read', { secret });
export const answerConversation = (apiBase: string, secret: string, text: string) =>
  call(apiBase, 'answer', { secret, text });
export const revealName = (apiBase: string, secret: string, name: string) =>
  call(apiBase, 'reveal', { secret, name, confirm: 'reveal' });
export const closeConversation = (apiBase: string, secret: string) =>
  call(apiBase, 'close', { secret });
/** Asks to be e-mailed of replies (decision 0058): the address is kept encrypted, never shown. */
export const requestConversationMail = (apiBase: string, secret: string, email: string) =>
  call(apiBase, 'mail', { secret, email });
export const stopConversationMail = (apiBase: string, secret: string) =>
  call(apiBase, 'mail/stop', { secret });
