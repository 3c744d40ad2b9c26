import { chromium, type CDPSession } from '@playwright/test';
import type { Figure } from './report';

/**
 * First paint on a slow phone: Chromium at 375 px with a slow-4G profile (150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up) and its CPU slowed 4×, cache empty, loading a page of the local
 * runtime (which sends the build's Brotli copies, as CloudFront compresses). Reports the page's
 * largest contentful paint (median of a few loads, after one that warms the server) and the bytes
 * it moved over the network.
 */
export const PHONE = {
  viewport: { width: 375, height: 812 },
  latencyMs: 150,
  downBitsPerSecond: 1_600_000,
  upBitsPerSecond: 750_000,
  cpuSlowdown: 4,
};

const LOADS = 3;
/**
 * Loads of each page made first and not counted. The local runtime loads a function's code on its
 * first request (the survey page's `GET /api/surveys/email-landing/{id}`, the sign-in page's
 * config) and DynamoDB Local compiles its paths on first use, on the same two cores as the
 * "phone": that first load measured the server's start as much as the page. Each load still has
 * an empty cache.
 */
const WARMUP_LOADS = 1;

/** Launch flags that work for Debian's Chromium as root (see shared/TOOLING.md). */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PaintPage {
  id: string;
  label: string;
  path: string;
  budgetMs: number;
  /** Visible once the page has painted what a person came for. */
  ready: string;
  /**
   * Present once the page can be used (for a page rendered ahead, once its script has taken
   * over): reported beside the paint, without a budget.
   */
  usable?: string;
}

interface Load {
  lcpMs: number;
  bytes: number;
  /** When `usable` first matched, in ms from the navigation's start. */
  usableMs?: number;
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downBitsPerSecond / 8,
    uploadThroughput: PHONE.upBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}

/**
 * What the bench reads in the page: the largest contentful paint and, with `usable`, when that
 * selector first matches (checked on every change to the page from the end of its parsing, before
 * its deferred scripts run, so the time is the change's, not a poll's). A string, not a function:
 * the runner's TypeScript transform wraps inner functions in a naming helper the page lacks.
 */
function pageProbe(usable: string | undefined): string {
  return `(() => {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const usable = ${JSON.stringify(usable ?? '')};
  if (!usable) return;
  const check = () => {
    if (window.__usable === undefined && document.querySelector(usable)) {
      window.__usable = performance.now();
    }
  };
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    check();
    new MutationObserver(check).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
    });
  });
})();`;
}

/** One cold load of `url`: its largest contentful paint and the bytes on the wire. */
async function loadOnce(
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  url: string,
  ready: string,
  usable: string | undefined,
): Promise<Load> {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: pageProbe(usable) });
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
      bytes += event.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 });
    if (usable) await page.locator(usable).first().waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    // The entry is reported once the page is idle after the paint.
    await page.waitForTimeout(500);
    const { lcpMs, usableMs } = await page.evaluate(() => {
      const w = window as unknown as { __lcp: number; __usable?: number };
      return { lcpMs: w.__lcp, usableMs: w.__usable };
    });
    return { lcpMs, bytes, ...(usableMs === undefined ? {} : { usableMs }) };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The figures of every page: LCP against its budget, bytes moved as a note and a figure. */
export async function paintFigures(base: string, pages: PaintPage[]): Promise<Figure[]> {
  const group = `First paint on a slow phone (375 px, ${PHONE.latencyMs} ms RTT, ${PHONE.downBitsPerSecond / 1e6} Mbit/s, CPU ${PHONE.cpuSlowdown}× slower; median of ${LOADS} after ${WARMUP_LOADS} uncounted)`;
  const figures: Figure[] = [];
  let browser: Awaited<ReturnType<typeof chromium.launch>>;
  try {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  } catch (error) {
    const why = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    return pages.map((p) => ({
      id: `paint.${p.id}.lcp`,
      group,
      label: `${p.label}: largest contentful paint`,
      value: null,
      unit: 'ms',
      budget: p.budgetMs,
      error: `Chromium did not start: ${why}`,
    }));
  }
  try {
    for (const p of pages) {
      const loads: Load[] = [];
      let error = '';
      try {
        for (let i = 0; i < WARMUP_LOADS; i++) {
          await loadOnce(browser, base + p.path, p.ready, p.usable);
        }
        for (let i = 0; i < LOADS; i++) {
          loads.push(await loadOnce(browser, base + p.path, p.ready, p.usable));
        }
      } catch (failure) {
        error = (failure instanceof Error ? failure.message : String(failure)).split('\n')[0] ?? '';
      }
      const lcp = loads.length === LOADS ? median(loads.map((l) => l.lcpMs)) : null;
      const bytes = loads.length === LOADS ? median(loads.map((l) => l.bytes)) : null;
      figures.push(
        {
          id: `paint.${p.id}.lcp`,
          group,
          label: `${p.label}: largest contentful paint`,
          value: lcp === null ? null : Math.round(lcp),
          unit: 'ms',
          budget: p.budgetMs,
          ...(error
            ? { error }
            : { note: `${p.path}; loads: ${loads.map((l) => Math.round(l.lcpMs)).join(', ')} ms` }),
        },
        ...(p.usable
          ? [
              {
                id: `paint.${p.id}.usable`,
                group,
                label: `${p.label}: ready to use`,
                value:
                  loads.length === LOADS
                    ? Math.round(median(loads.map((l) => l.usableMs ?? 0)))
                    : null,
                unit: 'ms',
                budget: null,
                ...(error
                  ? { error }
                  : {
                      note: `${p.usable} present; loads: ${loads.map((l) => Math.round(l.usableMs ?? 0)).join(', ')} ms`,
                    }),
              } satisfies Figure,
            ]
          : []),
        {
          id: `paint.${p.id}.bytes`,
          group,
          label: `${p.label}: bytes moved`,
          value: bytes,
          unit: 'bytes',
          budget: null,
          ...(error ? { error } : {}),
        },
      );
    }
  } finally {
    await browser.close();
  }
  return figures;
}
