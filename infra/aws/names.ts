import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Aws } from 'aws-cdk-lib';

/** The repository root: handler entries and `dist/web` are found relative to it. */
export const repoRoot = findRepoRoot(dirname(fileURLToPath(import.meta.url)));

function findRepoRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'shared'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No repository root above ${start}`);
    dir = parent;
  }
  return dir;
}

/** `dev` -> `Dev`, `api-platform` -> `ApiPlatform`. */
export function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

/** `Candor-Dev-Data`: every stack of a stage carries the same prefix. */
export function stackName(stage: string, part: string): string {
  return `Candor-${pascalCase(stage)}-${part}`;
}

/**
 * Names fixed in advance, so that policies can name them (with wildcards only below them) in any
 * stack without cross-stack references, and acknowledgements can quote the exact resource.
 */
export const physicalNames = {
  /** Globally unique through account and region. */
  filesBucket: (stage: string) => `candor-${stage}-files-${Aws.ACCOUNT_ID}-${Aws.REGION}`,
  scheduleGroup: (stage: string) => `candor-${stage}`,
  configurationSet: (stage: string) => `candor-${stage}`,
  /** A job function's own name: it needs its ARN in its environment (a schedule's target). */
  jobFunction: (stage: string, jobKebabId: string) => `candor-${stage}-${jobKebabId}`,
};
