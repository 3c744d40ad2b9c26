import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The import boundaries the lint config promises, checked on code placed where it would live. */
const root = new URL('..', import.meta.url).pathname;
// A second feature folder, so a cross-feature import has something real to point at.
const probeFeature = join(root, 'web/src/features/zz-lint-probe');
let eslint: ESLint;

beforeAll(() => {
  mkdirSync(probeFeature, { recursive: true });
  writeFileSync(join(probeFeature, 'probe.ts'), 'export const probe = 1;\n');
  eslint = new ESLint({ cwd: root });
});

afterAll(() => {
  rmSync(probeFeature, { recursive: true, force: true });
});

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint boundaries', { timeout: 60_000 }, () => {
  it('keeps the AWS SDK inside functions/src/adapters', async () => {
    const code =
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nexport const c = DynamoDBClient;\n";
    expect(await ruleIds(code, 'functions/src/domain/teams/team-service.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds(code, 'functions/src/adapters/dynamodb/team-repository.ts')).not.toContain(
      'no-restricted-imports',
    );
  });

  it('reads process.env only in functions/src/config.ts', async () => {
    const code = 'export const table = process.env.TABLE_NAME;\n';
    expect(await ruleIds(code, 'functions/src/lib/some-helper.ts')).toContain(
      'no-restricted-properties',
    );
    expect(await ruleIds(code, 'functions/src/config.ts')).not.toContain(
      'no-restricted-properties',
    );
  });

  it('stops web features importing each other, but not themselves', async () => {
    const other = "import { probe } from '../zz-lint-probe/probe';\nexport const x = probe;\n";
    const existing = readdirSync(join(root, 'web/src/features'), { withFileTypes: true }).find(
      (d) => d.isDirectory() && d.name !== 'zz-lint-probe',
    );
    expect(existing, 'a feature folder exists').toBeTruthy();
    const from = `web/src/features/${existing?.name}/example.ts`;
    expect(await ruleIds(other, from)).toContain('import/no-restricted-paths');
    const own = "import { probe } from './probe';\nexport const x = probe;\n";
    expect(await ruleIds(own, 'web/src/features/zz-lint-probe/example.ts')).not.toContain(
      'import/no-restricted-paths',
    );
  });

  it('keeps shared/ free of runtime code, and functions free of web and infra', async () => {
    const config =
      "import { config } from '../../../functions/src/config';\nexport const c = config;\n";
    expect(await ruleIds(config, 'shared/src/api/example.ts')).toContain(
      'import/no-restricted-paths',
    );
    const local =
      "import { startLocal } from '../../../infra/local/runtime';\nexport const s = startLocal;\n";
    expect(await ruleIds(local, 'functions/src/lib/example.ts')).toContain(
      'import/no-restricted-paths',
    );
  });
});
