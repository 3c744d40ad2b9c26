import { isEmailAddress } from './email-address';

/** Recipients of a survey e-mail: the send modal and the server split and check them alike. */

/** One send by hand (its messages are queued, decision 0033); a team's round has no such cap. */
export const MAX_RECIPIENTS_PER_SEND = 1000;

export type RecipientCheck =
  { ok: true; recipients: string[] } | { ok: false; message: string; invalid?: string[] };

/** The entries of a recipients box: split on commas and newlines, trimmed, blanks dropped. */
export function splitRecipients(raw: string): string[] {
  return raw
    .split(/[,\n\r]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Invalid entries named in the message at most; the rest are counted. */
const NAMED_INVALID = 10;
/** An entry longer than this is cut in the message (an address has at most 254 characters). */
const NAMED_LENGTH = 80;

/** "a, b and 3 more": a long list is never repeated back whole. */
function listed(invalid: readonly string[]): string {
  const named = invalid
    .slice(0, NAMED_INVALID)
    .map((part) => (part.length > NAMED_LENGTH ? `${part.slice(0, NAMED_LENGTH - 1)}…` : part));
  const more = invalid.length - named.length;
  return more > 0 ? `${named.join(', ')} and ${more} more` : named.join(', ');
}

/**
 * Splits on commas and newlines, trims, drops blanks and repeats (case-insensitively) and checks
 * each address. Messages are the spec's.
 */
export function checkRecipients(input: string | readonly string[]): RecipientCheck {
  const raw = typeof input === 'string' ? input : input.join('\n');
  if (raw.trim() === '') return { ok: false, message: 'Please enter at least one email address' };
  const parts = splitRecipients(raw);
  if (parts.length === 0) {
    return { ok: false, message: 'Please enter at least one valid email address' };
  }
  const invalid = parts.filter((part) => !isEmailAddress(part, { forbidden: ',;<>' }));
  if (invalid.length > 0) {
    return { ok: false, message: `Invalid email addresses: ${listed(invalid)}`, invalid };
  }
  const seen = new Set<string>();
  const recipients: string[] = [];
  for (const part of parts) {
    const key = part.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    recipients.push(key);
  }
  if (recipients.length > MAX_RECIPIENTS_PER_SEND) {
    return {
      ok: false,
      message: `Send to at most ${MAX_RECIPIENTS_PER_SEND} addresses at a time`,
    };
  }
  return { ok: true, recipients };
}
