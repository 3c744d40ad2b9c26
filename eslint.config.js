// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

/** Web features never import each other: code flows shared -> features -> app. */
function featureZones() {
  let features = [];
  try {
    features = readdirSync('web/src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    features = [];
  }
  return features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other; move shared code to web/src/components or lib.',
  }));
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      '.data/**',
      '.tsbuild/**',
      'cdk.out/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      // Imports are relative paths without extensions, or `#shared/…` (package.json `imports`),
      // which this resolver does not follow: shared/ imports nothing back (decision 0063).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones(),
            {
              target: './shared',
              from: ['./functions', './web', './infra', './test'],
              message: 'shared/ is the contract: it imports nothing of the runtimes.',
            },
            {
              target: './web',
              from: ['./functions', './infra'],
              message: 'The web app talks to the API over HTTP only.',
            },
            {
              target: './functions',
              from: ['./web', './infra', './test'],
              message: 'Functions depend only on shared/.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*', '@smithy/*'],
              message: 'AWS SDK imports belong under functions/src/adapters.',
            },
          ],
        },
      ],
    },
  },
  {
    // Production code reaches AWS only through adapters; tests may inspect the stand-ins
    // directly to assert what was stored.
    files: ['functions/src/adapters/**', 'test/**', '**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['functions/src/**'],
    ignores: ['functions/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration in functions/src/config.ts only.',
        },
      ],
    },
  },
  {
    // The product's time is `now()` (lib/clock.ts): the system clock in AWS, the dev clock
    // locally (`/dev/api/clock`), so moving it ages links, sessions and limits. Elapsed time is
    // `performance.now()`.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/lib/clock.ts', '**/*.test.ts', '**/*.fixture.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Read the product's time with now() from functions/src/lib/clock.ts.",
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message:
            "Read the product's time with now() from functions/src/lib/clock.ts; measure elapsed time with performance.now().",
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
