import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * The manager's app's text (docs/decisions/0061): which folders have their strings extracted
 * into messages, the English catalog those messages make (`web/src/i18n/messages/en.ts`), and
 * the text still written into the markup of an extracted folder.
 *
 *   node --import tsx scripts/app-messages.ts    rewrites en.ts from the messages in the code
 */

const root = new URL('..', import.meta.url).pathname;
export const webSrc = join(root, 'web/src');
export const englishCatalogFile = join(webSrc, 'i18n/messages/en.ts');

/** Folders (under web/src) whose text is extracted: no literal text may be left in them. */
export const extractedFolders: string[] = [
  'app',
  'i18n',
  'features/dashboard',
  'features/profile',
  'features/notifications',
  'features/auth',
  'components',
  'features/billing',
  'features/support',
  'features/analytics',
  'features/surveys',
  'features/conversations',
  'features/shares',
  'features/actions',
  'features/marketing',
  'lib',
  'features/status',
  'features/referrals',
  'features/teams',
  'features/calendar',
];

/**
 * Folders (under web/src) not extracted yet, each with why. Extracting one moves its line up to
 * `extractedFolders`; the guard then holds it to that.
 */
export const notYetExtracted: Record<string, string> = {
  'features/respond': 'the respondent side: its own catalogs (shared/src/i18n), another change',
  'features/debug': 'a developer test page (spec 2), English only',
  'features/error-test': 'a developer test page (spec 2), English only',
  test: 'test helpers',
};

/** Folders (under web/src) whose text is in catalogs of their own, not the app's. */
export const foldersWithOwnCatalogs = ['features/respond'];

/** Words that stay as they are in every language. */
const brandNames = ['Candor', 'Google', 'Stripe', 'GitHub', 'Slack', 'CSV', 'PDF', 'API', 'JSON'];

/** The attributes a user reads or hears. */
const textAttributes = new Set(['aria-label', 'placeholder', 'title', 'label', 'alt']);

function isTestFile(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || path.endsWith('test-setup.ts');
}

function listFiles(dir: string, extensions: readonly string[]): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...listFiles(path, extensions));
    else if (extensions.some((ext) => entry.name.endsWith(ext)) && !isTestFile(path)) {
      found.push(path);
    }
  }
  return found.sort();
}

function parse(path: string): ts.SourceFile {
  return ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

/** Text a reader sees: it has a letter that is not part of a brand name. */
export function isUserText(text: string): boolean {
  let rest = text;
  for (const brand of brandNames) rest = rest.split(brand).join('');
  return /\p{L}/u.test(rest);
}

/** String literals a JSX child or attribute can show, looking through ternaries and `&&`. */
function shownStrings(node: ts.Expression): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return shownStrings(node.expression);
  if (ts.isConditionalExpression(node)) {
    return [...shownStrings(node.whenTrue), ...shownStrings(node.whenFalse)];
  }
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (
      op === ts.SyntaxKind.AmpersandAmpersandToken ||
      op === ts.SyntaxKind.BarBarToken ||
      op === ts.SyntaxKind.QuestionQuestionToken
    ) {
      return [...shownStrings(node.left), ...shownStrings(node.right)];
    }
  }
  return [];
}

function literalText(node: ts.Node): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  }
  return node.getText();
}

export interface LeftText {
  file: string;
  line: number;
  kind: string;
  text: string;
}

/** The text written into a module's markup or toasts rather than taken from its messages. */
export function findLeftText(path: string): LeftText[] {
  const source = parse(path);
  const found: LeftText[] = [];
  const report = (node: ts.Node, kind: string, text: string) => {
    if (!isUserText(text)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push({ file: relative(root, path), line: line + 1, kind, text: text.trim() });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      report(node, 'JSX text', node.text);
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const s of shownStrings(node.expression)) report(s, 'JSX child', literalText(s));
    } else if (ts.isJsxAttribute(node) && textAttributes.has(node.name.getText(source))) {
      const value = node.initializer;
      const name = node.name.getText(source);
      if (value && ts.isStringLiteral(value)) report(value, name, value.text);
      else if (value && ts.isJsxExpression(value) && value.expression) {
        for (const s of shownStrings(value.expression)) report(s, name, literalText(s));
      }
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.expression.getText(source) === 'toast'
    ) {
      const [first] = node.arguments;
      if (first) for (const s of shownStrings(first)) report(s, 'toast', literalText(s));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every `.tsx` file of the extracted folders. */
export function extractedFiles(): string[] {
  return extractedFolders.flatMap((folder) => listFiles(join(webSrc, folder), ['.tsx']));
}

/** The folders directly under web/src and web/src/features, as both lists name them. */
export function knownFolders(): string[] {
  const dirs = (dir: string) =>
    readdirSync(join(webSrc, dir), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => (dir ? `${dir}/${d.name}` : d.name));
  return [...dirs('').filter((d) => d !== 'features'), ...dirs('features')].sort();
}

export interface ExtractedMessage {
  id: string;
  defaultMessage: string;
  file: string;
}

/** The messages the app defines with `defineMessages`, in every module outside the excluded folders. */
export function collectMessages(): { messages: Map<string, string>; problems: string[] } {
  const excluded = foldersWithOwnCatalogs.map((folder) => join(webSrc, folder) + '/');
  const files = listFiles(webSrc, ['.ts', '.tsx']).filter(
    (f) => !excluded.some((dir) => f.startsWith(dir)) && !f.includes('/i18n/messages/'),
  );
  const messages = new Map<string, string>();
  const problems: string[] = [];
  for (const file of files) {
    const source = parse(file);
    const where = (node: ts.Node) =>
      `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'defineMessages'
      ) {
        const [arg] = node.arguments;
        if (!arg || !ts.isObjectLiteralExpression(arg)) {
          problems.push(`${where(node)}: defineMessages takes an object literal`);
          return;
        }
        for (const prop of arg.properties) {
          const value = ts.isPropertyAssignment(prop) ? prop.initializer : undefined;
          const fields = new Map<string, string>();
          if (value && ts.isObjectLiteralExpression(value)) {
            for (const field of value.properties) {
              if (
                ts.isPropertyAssignment(field) &&
                (ts.isStringLiteral(field.initializer) ||
                  ts.isNoSubstitutionTemplateLiteral(field.initializer))
              ) {
                fields.set(field.name.getText(source), field.initializer.text);
              }
            }
          }
          const id = fields.get('id');
          const text = fields.get('defaultMessage');
          if (id === undefined || text === undefined) {
            problems.push(`${where(prop)}: a message needs a literal id and defaultMessage`);
            continue;
          }
          const known = messages.get(id);
          if (known !== undefined && known !== text) {
            problems.push(`${where(prop)}: ${id} is defined twice with different text`);
          }
          messages.set(id, text);
        }
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { messages: new Map([...messages].sort(([a], [b]) => a.localeCompare(b))), problems };
}

/** en.ts as the messages make it. */
export function englishCatalogSource(messages: Map<string, string>): string {
  const lines = [...messages].map(
    ([id, text]) => `  ${JSON.stringify(id)}: ${JSON.stringify(text)},`,
  );
  return [
    '// The English catalog: every message the app defines, as `node --import tsx',
    '// scripts/app-messages.ts` extracts it from the code (docs/decisions/0061). Do not edit: change',
    '// the message where it is defined and run the script. Translators start from this file.',
    'export const en = {',
    ...lines,
    '} as const satisfies Record<string, string>;',
    '',
    'export type AppMessageId = keyof typeof en;',
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { messages, problems } = collectMessages();
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  writeFileSync(englishCatalogFile, englishCatalogSource(messages));
  console.log(`${messages.size} messages written to ${relative(root, englishCatalogFile)}`);
}
