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
   * The sentiment lexicon package can load other languages with a computed require(); only
   * English is used and shipped, so esbuild's note that the pattern matches nothing is noise.
   */
  logOverride: { 'empty-glob': 'silent' },
  /** Repository-relative replacements (see the target file for why). */
  alias: {
    '@aws-sdk/credential-provider-node': 'functions/src/adapters/aws-http/lambda-credentials.ts',
    'brotli/decompress.js': 'functions/src/domain/analytics/no-woff2.ts',
  },
} as const;
