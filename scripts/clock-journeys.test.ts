import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

describe('journeys that move the product clock', () => {
  it('run in the api-clock project, apart from the journeys whose time windows a jump would break', () => {
    const config = readFileSync(join(root, 'vitest.config.ts'), 'utf8');
    const movers = readdirSync(join(root, 'test', 'api'))
      .filter((name) => name.endsWith('.test.ts'))
      .filter((name) =>
        readFileSync(join(root, 'test', 'api', name), 'utf8').includes('/dev/api/clock'),
      )
      .map((name) => `test/api/${name}`);
    expect(movers.length).toBeGreaterThan(0);
    for (const file of movers) expect(config, file).toContain(`'${file}'`);
  });
});
