import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jobList } from '#shared/api/jobs';
import { handlerPath, routeList } from '#shared/api/routes';
import { repoRoot } from '../../infra/aws/names';

/** Handler modules under functions/src/handlers (tests beside them are not handlers). */
function handlerFiles(dir = join(repoRoot, 'functions/src/handlers')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return handlerFiles(path);
    if (!entry.name.endsWith('.ts') || /\.(int\.)?test\.ts$/.test(entry.name)) return [];
    return [relative(repoRoot, path).split(sep).join('/')];
  });
}

const exportsHandler = (file: string) =>
  /export\s+(const|async\s+function|function)\s+handler\b/.test(
    readFileSync(join(repoRoot, file), 'utf8'),
  );

describe('route table <-> handler files (what infra bundles)', () => {
  it.each(routeList.map((route) => [route.id, handlerPath(route)] as const))(
    '%s has its handler at %s, exporting `handler`',
    (_id, file) => {
      expect(existsSync(join(repoRoot, file)), `${file} is missing`).toBe(true);
      expect(exportsHandler(file), `${file} does not export handler`).toBe(true);
    },
  );

  it('every file under functions/src/handlers belongs to a route', () => {
    const expected = new Set(routeList.map((route) => handlerPath(route)));
    const orphans = handlerFiles().filter((file) => !expected.has(file));
    expect(orphans, 'handler files without a route in shared/src/api/routes.ts').toEqual([]);
  });

  it.each(jobList.map((job) => [job.id, job.entry] as const))(
    'job %s has its entry at %s, exporting `handler`',
    (_id, file) => {
      expect(existsSync(join(repoRoot, file)), `${file} is missing`).toBe(true);
      expect(exportsHandler(file), `${file} does not export handler`).toBe(true);
    },
  );
});
