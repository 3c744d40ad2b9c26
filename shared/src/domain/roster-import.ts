/**
 * A roster in one paste: the people of a pasted list or a CSV file, each with what stops it from
 * being added. The bulk-add dialog previews with this and the server adds with it, so the preview
 * is what happens. No regular expressions over the input: it is split and scanned once (a pasted
 * file can be large, and every line is read on the server).
 */
import { isEmailAddress } from './email-address';
import { SINGLE_LINE_TEXT, trimInvisible } from './plain-text';

/** The most people one import adds. */
export const MAX_IMPORT_ROWS = 500;
/** The most characters an import's text may have (a 500-row CSV with long names fits). */
export const MAX_IMPORT_CHARS = 200_000;
export const NAME_MAX_LENGTH = 200;

export const IMPORT_MESSAGES = {
  empty: 'Paste at least one e-mail address, or choose a CSV file',
  tooMany: `At most ${MAX_IMPORT_ROWS} people per import: split the list`,
  tooLong: 'The list is too long: split it into smaller imports',
  noEmailColumn: "The CSV file has no 'email' column",
  invalidEmail: 'Not a valid e-mail address',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  nameInvisible: 'Name contains invisible or control characters',
  onRoster: 'Already on this team',
} as const;

export interface ImportRow {
  /** The line of the text it came from (1-based), to point at it. */
  line: number;
  name: string;
  email: string;
  /** What stops it from being added; absent when it can be. */
  problem?: string;
  /** A repeat of an earlier row (same address): skipped, not an error. */
  duplicateOf?: number;
}

export interface ImportParse {
  rows: ImportRow[];
  /** A problem with the whole list (nothing is added). */
  problem?: string;
}

/** One CSV record's cells (RFC 4180 quotes; a quoted cell may hold line breaks). */
function csvCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === separator) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells.map((c) => trimInvisible(c));
}

/** Whether a record's quotes are left open at its end (an odd count of `"`). */
function openQuote(text: string): boolean {
  let open = false;
  for (const c of text) if (c === '"') open = !open;
  return open;
}

const headerKey = (cell: string) => cell.toLowerCase().replaceAll(/[\s_-]/g, '');

/** The separator of a header line: tab, semicolon or comma, whichever it has. */
function separatorOf(line: string): string {
  if (line.includes('\t')) return '\t';
  if (line.includes(';') && !line.includes(',')) return ';';
  return ',';
}

/** `Name <email>` -> name and address; otherwise the text is the address. */
function angleEntry(text: string): { name: string; email: string } | undefined {
  const open = text.lastIndexOf('<');
  const close = text.lastIndexOf('>');
  if (open === -1 || close < open) return undefined;
  let name = trimInvisible(text.slice(0, open));
  if (name.length >= 2 && name.startsWith('"') && name.endsWith('"')) name = name.slice(1, -1);
  return { name: trimInvisible(name), email: trimInvisible(text.slice(open + 1, close)) };
}

/**
 * The non-empty, trimmed pieces of `text` between any of `separators`, where a separator inside
 * double quotes or angle brackets does not count: `"Lee, Jordan" <lee@x>; tom@x` is two pieces.
 */
function splitOnAny(text: string, separators: string): string[] {
  const parts: string[] = [];
  let part = '';
  let quoted = false;
  let angled = false;
  for (const c of text) {
    if (c === '"' && !angled) quoted = !quoted;
    else if (c === '<' && !quoted) angled = true;
    else if (c === '>' && !quoted) angled = false;
    if (!quoted && !angled && separators.includes(c)) {
      parts.push(part);
      part = '';
    } else part += c;
  }
  parts.push(part);
  return parts.map((p) => trimInvisible(p)).filter((p) => p !== '');
}

/**
 * The people of one line of a pasted list (not CSV with a header): every `Name <email>` and
 * every address on it, split on commas, semicolons and tabs outside quotes and brackets, so no
 * one on the line is dropped. A line of one address and words (`Ana Silva, ana@x.com`, a
 * spreadsheet's columns) is one person with that name.
 */
function lineEntries(line: string): { name: string; email: string }[] {
  const parts = splitOnAny(line, ',;\t');
  const addresses = parts.filter((p) => p.includes('@'));
  if (addresses.length === 1 && parts.length > 1 && !parts.some((p) => p.includes('<'))) {
    const email = addresses[0] as string;
    const name = parts
      .filter((p) => p !== email)
      .map((p) => (p.length >= 2 && p.startsWith('"') && p.endsWith('"') ? p.slice(1, -1) : p))
      .join(' ');
    return [{ name: trimInvisible(name), email }];
  }
  return parts.map((part) => angleEntry(part) ?? { name: '', email: part });
}

function checkRow(row: ImportRow): ImportRow {
  if (!isEmailAddress(row.email)) return { ...row, problem: IMPORT_MESSAGES.invalidEmail };
  if (row.name.length > NAME_MAX_LENGTH) return { ...row, problem: IMPORT_MESSAGES.nameTooLong };
  if (!SINGLE_LINE_TEXT.test(row.name)) return { ...row, problem: IMPORT_MESSAGES.nameInvisible };
  return row;
}

/**
 * Reads a pasted list or a CSV file: `Name <email>`, `email`, `Name, email` or several addresses
 * per line; or a CSV whose first line names its columns (`email` and `name`, or `first name` and
 * `last name`). Blank lines are ignored; a repeated address is marked as a duplicate of its first
 * row; `onRoster` (lower-cased addresses) marks people already on the team.
 */
export function parseRosterImport(
  text: string,
  onRoster: ReadonlySet<string> = new Set(),
): ImportParse {
  if (text.length > MAX_IMPORT_CHARS) return { rows: [], problem: IMPORT_MESSAGES.tooLong };
  const lines = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  const firstIndex = lines.findIndex((l) => trimInvisible(l) !== '');
  if (firstIndex === -1) return { rows: [], problem: IMPORT_MESSAGES.empty };

  const raw: ImportRow[] = [];
  const first = lines[firstIndex] as string;
  const sep = separatorOf(first);
  const header = csvCells(first, sep).map(headerKey);
  const isHeader =
    !first.includes('@') && header.some((h) => h === 'email' || h === 'emailaddress');
  if (!isHeader && !first.includes('@') && header.some((h) => h === 'name' || h === 'firstname')) {
    return { rows: [], problem: IMPORT_MESSAGES.noEmailColumn };
  }
  if (isHeader) {
    const col = (...names: string[]) => header.findIndex((h) => names.includes(h));
    const emailCol = col('email', 'emailaddress');
    const nameCol = col('name', 'fullname');
    const firstCol = col('firstname', 'givenname');
    const lastCol = col('lastname', 'surname', 'familyname');
    for (let i = firstIndex + 1; i < lines.length; i++) {
      const at = i;
      let line = lines[i] as string;
      // A quoted cell that goes on past the line's end (a note with a line break): the record
      // goes on with the next line.
      while (openQuote(line) && i + 1 < lines.length) {
        i += 1;
        line += `\n${lines[i] as string}`;
      }
      if (trimInvisible(line) === '') continue;
      const cells = csvCells(line, sep);
      const name =
        nameCol !== -1
          ? (cells[nameCol] ?? '')
          : [cells[firstCol] ?? '', cells[lastCol] ?? ''].filter(Boolean).join(' ');
      const oneLine = name.split('\n').map(trimInvisible).filter(Boolean).join(' ');
      raw.push({ line: at + 1, name: trimInvisible(oneLine), email: cells[emailCol] ?? '' });
      if (raw.length > MAX_IMPORT_ROWS) return { rows: [], problem: IMPORT_MESSAGES.tooMany };
    }
  } else {
    for (let i = firstIndex; i < lines.length; i++) {
      const line = lines[i] as string;
      if (trimInvisible(line) === '') continue;
      for (const entry of lineEntries(line)) raw.push({ line: i + 1, ...entry });
      if (raw.length > MAX_IMPORT_ROWS) return { rows: [], problem: IMPORT_MESSAGES.tooMany };
    }
  }
  if (raw.length === 0) return { rows: [], problem: IMPORT_MESSAGES.empty };

  const seen = new Map<string, number>();
  const rows = raw.map((r) => {
    const row = checkRow(r);
    if (row.problem) return row;
    const key = row.email.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) return { ...row, duplicateOf: earlier };
    seen.set(key, row.line);
    if (onRoster.has(key)) return { ...row, problem: IMPORT_MESSAGES.onRoster };
    return row;
  });
  return { rows };
}

/** The rows an import adds: valid, not repeated, not on the team already. */
export const addableRows = (parse: ImportParse): ImportRow[] =>
  parse.problem ? [] : parse.rows.filter((r) => !r.problem && r.duplicateOf === undefined);

/** `Dee Mensah` -> first `Dee`, last `Mensah`; an empty name stays empty (the e-mail is shown). */
export function splitImportName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}
