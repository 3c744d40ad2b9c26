import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteSource, trackedFiles } from './shared-alias';

const root = '/repo';
const sharedRoot = join(root, 'shared', 'src');

describe('the #shared alias codemod', () => {
  it('rewrites imports, type imports, re-exports, import() and vi.mock() of shared/src', () => {
    const file = join(root, 'functions', 'src', 'handlers', 'teams', 'create-team.ts');
    const source = [
      "import { teamsRoutes } from '../../../../shared/src/api/routes/teams';",
      "import type { RouteId } from '../../../../shared/src/api/routes';",
      "export { planKeys } from '../../../../shared/src/domain/plans';",
      "const lazy = await import('../../../../shared/src/domain/brand');",
      "vi.mock('../../../../shared/src/domain/edge');",
      "import '../../../../shared/src/domain/side-effect';",
    ].join('\n');
    const { source: out, count } = rewriteSource(source, file, sharedRoot);
    expect(count).toBe(6);
    expect(out).toBe(
      [
        "import { teamsRoutes } from '#shared/api/routes/teams';",
        "import type { RouteId } from '#shared/api/routes';",
        "export { planKeys } from '#shared/domain/plans';",
        "const lazy = await import('#shared/domain/brand');",
        "vi.mock('#shared/domain/edge');",
        "import '#shared/domain/side-effect';",
      ].join('\n'),
    );
  });

  it('leaves imports of anything else alone, and is a no-op the second time', () => {
    const file = join(root, 'web', 'src', 'features', 'teams', 'teams-page.tsx');
    const source = [
      "import { api } from '../../lib/api';",
      "import { x } from '../../../../shared-ish/src/thing';",
      "import { y } from '../../../../shared/test/helper';",
      "import { z } from 'zod';",
      "const path = '../../../shared/src/not-an-import';",
      "import { routes } from '#shared/api/routes';",
    ].join('\n');
    const { source: out, count } = rewriteSource(source, file, sharedRoot);
    expect(count).toBe(0);
    expect(out).toBe(source);
  });

  it('finds nothing left to rewrite: no file climbs folders to reach shared/', () => {
    const repo = resolve(import.meta.dirname, '..', '..');
    const climbing = trackedFiles(repo).filter(
      (name) =>
        rewriteSource(
          readFileSync(join(repo, name), 'utf8'),
          join(repo, name),
          join(repo, 'shared', 'src'),
        ).count > 0,
    );
    expect(climbing).toEqual([]);
  });
});
