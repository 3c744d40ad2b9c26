/**
 * The spec's "simple address pattern" (something@something.something, no spaces), checked in one
 * pass over the text instead of by a regular expression: `/^[^\s@]+@[^\s@]+\.[^\s@]+$/` backtracks
 * quadratically on a long run of dots, and every public form runs this check.
 */

export const EMAIL_MAX_LENGTH = 254;

export interface AddressRules {
  /** Characters refused anywhere in the address besides white space and a second '@'. */
  forbidden?: string;
  /** The domain must have a dot with a character before it and one before the end. */
  requireDot?: boolean;
  /** Characters the last label (after the last dot) must have at least. */
  minTopLevel?: number;
}

const isSpace = (c: string) => /\s/.test(c);

/** True when `text` (already trimmed) is one address by the simple pattern. Linear in its length. */
export function isEmailAddress(text: string, rules: AddressRules = {}): boolean {
  const { forbidden = '', requireDot = true, minTopLevel = 1 } = rules;
  if (text.length > EMAIL_MAX_LENGTH) return false;
  let at = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '@') {
      if (at !== -1) return false;
      at = i;
    } else if (isSpace(c) || forbidden.includes(c)) {
      return false;
    }
  }
  if (at < 1 || at === text.length - 1) return false;
  if (!requireDot) return true;
  // A dot with at least one character before it and `minTopLevel` after it: the first such dot
  // leaves the most characters after it.
  const domain = text.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && domain.length - dot - 1 >= minTopLevel;
}
