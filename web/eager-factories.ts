import { basename } from 'node:path';
import { parse } from 'acorn';

/**
 * esbuild wraps each CommonJS module it bundles (React, React DOM, the scheduler) in a factory
 * function, `__commonJS((exports, module) => { …the module… })`, which the bundle calls while it
 * loads. V8 compiles a function lazily: it pre-parses the factory's whole body when it compiles the
 * script, then parses all of it again when the bundle calls it. A function wrapped in parentheses
 * is one V8 expects to be called at once, so it compiles it the first time round. For React DOM
 * (200 KB of the public survey page's 240 KB) that second pass was most of the time between the
 * page's code arriving and the survey's first render on a slow phone (docs/decisions/0027).
 *
 * This finds esbuild's `__commonJS` helper (by its shape: a top-level
 * `var h = (cb, mod) => () => …exports: {}…`, or, in a chunk of a split build, the name it is
 * imported under from the chunk that defines it) and puts each factory it is called with in
 * parentheses. Nothing else changes: the factories run when they ran before, in the same order.
 */
export function eagerCommonJsFactories(
  code: string,
  /** In a split build: the chunk that defines the helper and the name it exports it as. */
  imported?: { chunk: string; name: string },
): EagerResult {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  const helpers = new Set<string>();
  let exportedHelper: string | undefined;
  for (const statement of program.body) {
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) {
        const init = declarator.init;
        if (
          declarator.id.type === 'Identifier' &&
          init?.type === 'ArrowFunctionExpression' &&
          init.params.length === 2 &&
          init.body.type === 'ArrowFunctionExpression' &&
          init.body.params.length === 0 &&
          /exports:\{\}/.test(code.slice(init.start, init.end).replace(/\s+/g, ''))
        ) {
          helpers.add(declarator.id.name);
        }
      }
    } else if (
      imported &&
      statement.type === 'ImportDeclaration' &&
      basename(String(statement.source.value)) === basename(imported.chunk)
    ) {
      for (const specifier of statement.specifiers) {
        if (
          specifier.type === 'ImportSpecifier' &&
          specifier.imported.type === 'Identifier' &&
          specifier.imported.name === imported.name
        ) {
          helpers.add(specifier.local.name);
        }
      }
    }
  }
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    for (const specifier of statement.specifiers) {
      if (
        specifier.local.type === 'Identifier' &&
        helpers.has(specifier.local.name) &&
        specifier.exported.type === 'Identifier'
      ) {
        exportedHelper = specifier.exported.name;
      }
    }
  }
  const spans: { start: number; end: number }[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: unknown; [key: string]: unknown };
    if (n.type === 'CallExpression') {
      const callee = n.callee as { type: string; name?: string };
      const [factory] = n.arguments as { type: string; start: number; end: number }[];
      if (
        callee.type === 'Identifier' &&
        helpers.has(callee.name ?? '') &&
        (factory?.type === 'ArrowFunctionExpression' || factory?.type === 'FunctionExpression')
      ) {
        spans.push({ start: factory.start, end: factory.end });
      }
    }
    for (const value of Object.values(n)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object' && 'type' in value) visit(value);
    }
  };
  visit(program);
  let out = code;
  for (const { start, end } of spans.sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, start)}(${out.slice(start, end)})${out.slice(end)}`;
  }
  return {
    code: out,
    factories: spans.length,
    ...(exportedHelper === undefined ? {} : { exportedHelper }),
  };
}

export interface EagerResult {
  code: string;
  /** How many factories were put in parentheses. */
  factories: number;
  /** When this chunk defines the helper and exports it: the name it exports it as. */
  exportedHelper?: string;
}

/**
 * The same over the chunks of a split build (paths → code): the chunk that defines the helper
 * first, then every chunk that imports it. Returns the changed code of each chunk and the count.
 */
export function eagerCommonJsChunks(chunks: ReadonlyMap<string, string>): {
  chunks: Map<string, string>;
  factories: number;
} {
  const out = new Map<string, string>();
  let factories = 0;
  let imported: { chunk: string; name: string } | undefined;
  for (const [path, code] of chunks) {
    const result = eagerCommonJsFactories(code);
    if (result.exportedHelper !== undefined) {
      imported = { chunk: path, name: result.exportedHelper };
    }
    if (result.factories > 0 || result.exportedHelper !== undefined) {
      out.set(path, result.code);
      factories += result.factories;
    }
  }
  for (const [path, code] of chunks) {
    if (out.has(path) || !imported) continue;
    const result = eagerCommonJsFactories(code, imported);
    if (result.factories > 0) {
      out.set(path, result.code);
      factories += result.factories;
    }
  }
  return { chunks: out, factories };
}
