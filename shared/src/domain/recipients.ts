import { isEmailAddress } from './email-address';

/** Recipients of a survey e-mail: the send modal and the server split and check them alike. */

export const MAX_RECIPIENTS_PER_SEND = 100;

export type RecipientCheck =
  { ok: true; recipients: string[] } | { ok: false; message: string; invalid?: string[] };

/** The entries of a recipients box: split on commas and newlines, trimmed, blanks dropped. */
export function splitRecipients(raw: string): string[] {
  return raw
    .split(/[,\n\r]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
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
    return { ok: false, message: `Invalid email addresses: ${invalid.join(', ')}`, invalid };
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
