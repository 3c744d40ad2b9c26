/*
 * Control and invisible characters in names, titles and subjects (no zod here: the mailer uses
 * this too).
 *
 * Characters that change how text looks without being seen: C0 and C1 controls (NUL, escape...),
 * DEL, bidirectional embeddings, overrides and isolates (U+202A-202E, U+2066-2069) and marks
 * (U+200E/200F, U+061C), and zero-width characters (U+200B-200D, U+2060-2064, U+FEFF). In a
 * team name or a subject they make 'Payroll' U+202E 'gpj.exe' read as something else, or two
 * names look equal. One anchored character class each: a single linear pass (see api/pattern-safety.test.ts).
 */
export const SINGLE_LINE_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /^[^\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]*$/;
/** The same, but tab, line feed and carriage return are allowed (descriptions and messages). */
export const MULTI_LINE_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]*$/;

const ZERO_WIDTH = new Set(['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF']);
const isSpaceOrZeroWidth = (c: string) => ZERO_WIDTH.has(c) || c.trim() === '';

/**
 * Trims white space and zero-width characters from both ends (a byte-order mark pasted from a
 * file, a zero-width space after a copied name): there they only hide, so they are dropped, not
 * refused. A loop, not a pattern: `[...]+$` retries from every position and is quadratic.
 */
export function trimInvisible(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isSpaceOrZeroWidth(text[start]!)) start++;
  while (end > start && isSpaceOrZeroWidth(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/** Every character SINGLE_LINE_TEXT refuses, to remove (a global replace: one linear pass). */
export const UNSAFE_IN_A_LINE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]+/g;

/**
 * A subject line as it may go out: line breaks and tabs become spaces, other control, bidi and
 * zero-width characters are removed. The last guard for names stored before they were checked.
 */
export function plainLine(text: string): string {
  return text
    .replace(/[\t\n\r]+/g, ' ')
    .replace(UNSAFE_IN_A_LINE, '')
    .trim();
}

/** The message for a field that holds such characters (the server and the web forms say it). */
export function invisibleCharactersMessage(label: string, multiLine = false): string {
  return `${label} must not contain ${multiLine ? '' : 'line breaks, '}control characters or invisible formatting characters`;
}

/**
 * For the web forms: the message when `value` would be refused for control or invisible
 * characters (after the ends are trimmed, as the server does), or undefined.
 */
export function invisibleCharactersProblem(
  label: string,
  value: string,
  multiLine = false,
): string | undefined {
  const pattern = multiLine ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT;
  return pattern.test(trimInvisible(value))
    ? undefined
    : invisibleCharactersMessage(label, multiLine);
}
