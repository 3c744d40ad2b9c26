/**
 * esbuild settings every Lambda bundle is built with by scripts/build.ts, which `npm run build`,
 * `npm run bench` and the CDK construct all call, so the measured bundle is the deployed one.
 */
export const lambdaBundling = {
  target: 'node22',
  format: 'esm',
  platform: 'node',
  mainFields: ['module', 'main'],
  /** ESM bundles still meet CommonJS code in dependencies that calls require(). */
  banner:
    "import { createRequire as __createRequire } from 'module'; const require = __createRequire(import.meta.url);",
  /**
   * A computed require() whose pattern matches nothing draws a note from esbuild that is noise
   * (first seen with the English sentiment package, no longer bundled: decision 0057).
   */
  logOverride: { 'empty-glob': 'silent' },
  /** Repository-relative replacements (see the target file for why). */
  alias: {
    '@aws-sdk/credential-provider-node': 'functions/src/adapters/aws-http/lambda-credentials.ts',
    'brotli/decompress.js': 'functions/src/formats/pdf/no-woff2.ts',
    // Respondent mails are formatted from compiled messages (decision 0060): no ICU parser.
    '@formatjs/icu-messageformat-parser':
      'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
  },
} as const;
