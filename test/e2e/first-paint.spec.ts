import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, registerByApi } from './accounts-support';
import { expect, test } from './fixtures';

/**
 * The first paint's critical paths (decision 0027): what a cold page needs is asked for at once,
 * beside the page's script, not one round trip after another. These are orderings of requests,
 * not timings: the figures themselves are `npm run bench -- --only paint`.
 */

interface Timing {
  name: string;
  startTime: number;
  responseEnd: number;
}

async function resources(page: Page): Promise<Timing[]> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return {
        name: new URL(timing.name).pathname + new URL(timing.name).search,
        startTime: timing.startTime,
        responseEnd: timing.responseEnd,
      };
    }),
  );
}

async function aSurvey(request: APIRequestContext): Promise<string> {
  const token = await registerByApi(request, newAccount('Painter'));
  const response = await request.post('/api/surveys', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'Weekly pulse',
      questions: [{ type: 'rating', text: 'How was your week?', required: true, order: 1 }],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { survey: { id: string } }).survey.id;
}

test('the sign-in page asks for its own chunks beside the shell, not after it has run', async ({
  page,
  problems,
}) => {
  const html = await (await page.request.get('/login')).text();
  const main = /<script type="module" src="([^"]+)"/.exec(html)?.[1] ?? '';
  const table = /var p=(\{.*?\})\[location\.pathname/.exec(html)?.[1] ?? '{}';
  const loginChunks = (JSON.parse(table) as Record<string, string[]>)['/login'] ?? [];
  expect(main).toMatch(/^\/assets\/main-/);
  expect(loginChunks.length).toBeGreaterThan(0);

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const timings = await resources(page);
  const shell = timings.find((t) => t.name === main);
  expect(shell).toBeDefined();
  for (const chunk of loginChunks) {
    const timing = timings.find((t) => t.name === chunk);
    expect(timing, chunk).toBeDefined();
  }
  // The inline script put a preload link in the head for each of the page's chunks, so they are
  // asked for beside the deferred shell, not by the router's import once the shell has run. (A
  // check of request times instead depends on how fast a loopback server answers the shell.)
  const preloaded = await page.evaluate(() =>
    Array.from(
      document.head.querySelectorAll('link[rel="modulepreload"]'),
      (link) => new URL((link as HTMLLinkElement).href).pathname,
    ),
  );
  expect(loginChunks.filter((chunk) => !preloaded.includes(chunk))).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test('the survey page asks for the survey while its script is still on its way', async ({
  page,
  problems,
}) => {
  const surveyId = await aSurvey(page.request);
  // The page's HTML itself starts the request for the survey, before its script has loaded...
  const html = await (await page.request.get(`/survey/${surveyId}`)).text();
  expect(html).toContain('email-landing/');
  await page.goto(`/survey/${surveyId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly pulse' })).toBeVisible();
  const timings = await resources(page);
  const script = timings.find((t) => /^\/assets\/survey-main-.*\.js$/.test(t.name));
  const landings = timings.filter((t) => t.name === `/api/surveys/email-landing/${surveyId}`);
  expect(script).toBeDefined();
  // ...and the page's code took that answer rather than asking again: one request. (Comparing
  // request times instead depends on how fast a loopback server answers the script.)
  expect(landings).toHaveLength(1);
  expect(problems.errors).toEqual([]);
});
