import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions, default as Axe } from 'axe-core';

/** The WCAG levels every screen is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

// The axe-core that @axe-core/playwright itself runs, so both paths below scan by the same rules.
const fromAxePlaywright = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
);
const axeSource = readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');

interface ScanOptions {
  /** A CSS selector to scan instead of the whole page. */
  include?: string;
  /** Rules by tag (WCAG 2.1 A/AA unless told); `'all'` runs every rule axe has. */
  tags?: string[] | 'all';
}

/**
 * Scans the page with axe-core and returns what it found (`violations` is what a test asserts).
 *
 * A page of one frame is scanned in place: axe is put into the page once and run there. The
 * builder's default path opens a second, blank page for each scan to merge frame results, which
 * cost a second a scan and made axe most of the browser suite's time (decision 0030). A page with
 * frames (the mailbox shows each e-mail in one) goes through the builder, which reaches into
 * every frame it may.
 */
export async function scanA11y(page: Page, options: ScanOptions = {}): Promise<AxeResults> {
  const tags = options.tags ?? WCAG_TAGS;
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).setLegacyMode();
    if (tags !== 'all') builder = builder.withTags(tags);
    if (options.include) builder = builder.include(options.include);
    return builder.analyze();
  }
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(axeSource);
  const runOptions: RunOptions = {
    ...(tags === 'all' ? {} : { runOnly: { type: 'tag', values: tags } }),
    resultTypes: ['violations'],
  };
  return page.evaluate(
    async ({ include, runOptions }) => {
      const { axe } = window as unknown as { axe: typeof Axe };
      return axe.run(include ? { include: [include] } : document, runOptions);
    },
    { include: options.include, runOptions },
  );
}
