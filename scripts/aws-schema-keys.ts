import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/**
 * The AWS SDK clients describe every operation of their service in one module,
 * `dist-es/schemas/schemas_0.js`: `export var SendEmail$ = [9, n0, _SE, { [_h]: [...] }, ...]`.
 * The traits are object literals with computed keys (`[_h]`, where `const _h = "http"`), and
 * esbuild keeps any statement whose computed key it cannot prove harmless, so every operation and
 * every shape it points at stays in the bundle whether a function calls it or not: 48 KiB of the
 * SES v2 client's, 66 KiB of S3's, in every function that sends mail or stores a file.
 *
 * This rewrites each such key to the string the constant holds (`"http":`), the same object, so
 * the unused schemas drop out like any unused code (decision 0004). Only keys naming a constant
 * the module declares as a plain string literal are touched; anything else is left as it is.
 */
export const SCHEMA_MODULE =
  /[\\/]@aws-sdk[\\/]client-[^\\/]+[\\/]dist-es[\\/]schemas[\\/]schemas_\d+\.js$/;

export function literalSchemaKeys(source: string): string {
  const strings = new Map<string, string>();
  for (const match of source.matchAll(/^const ([A-Za-z_$][\w$]*) = ("[^"\\\n]*");$/gm)) {
    strings.set(match[1]!, match[2]!);
  }
  return source.replace(/([{,]\s*)\[([A-Za-z_$][\w$]*)\]:/g, (whole, before: string, name) =>
    strings.has(name) ? `${before}${strings.get(name)}:` : whole,
  );
}

/** The esbuild plugin every Lambda bundle is built with (scripts/build.ts). */
export const awsSchemaKeys: Plugin = {
  name: 'aws-schema-keys',
  setup(build) {
    build.onLoad({ filter: SCHEMA_MODULE }, async (args) => ({
      contents: literalSchemaKeys(await readFile(args.path, 'utf8')),
      loader: 'js',
    }));
  },
};
