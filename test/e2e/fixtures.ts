import {
  expect,
  test as base,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';

export type Theme = 'light' | 'dark';

/** Problems the page reported: console errors and uncaught exceptions. */
interface PageProblems {
  errors: string[];
}

/**
 * The local mailbox shows an e-mail's HTML in a frame sandboxed without scripts, so no e-mail's
 * markup can run (the e-mails carry none). The test runner's tracing injects its own snapshot
 * script into every frame; in that one the browser refuses it and says so on the console, at
 * times. That notice is the runner's, not the app's or the e-mail's.
 */
function isSandboxedMailFrameNotice(text: string): boolean {
  return text.startsWith(
    "Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed",
  );
}

/**
 * `test` with a `problems` fixture that records console errors and page errors from the moment
 * the page opens, so any test can assert the app ran cleanly; and its `page` is a returning
 * user's, who has seen the first-visit tour (`test.use({ tourSeen: false })` for a first visit).
 * The shell opens the tour on a timer, so it would otherwise come up over whatever a test is doing
 * at that moment, or not yet, depending on how fast the machine is.
 */
export const test = base.extend<{ problems: PageProblems; tourSeen: boolean }>({
  tourSeen: [true, { option: true }],
  page: async ({ page, tourSeen }, use) => {
    if (tourSeen) await useTourSeen(page);
    await use(page);
  },
  problems: async ({ page }, use) => {
    const problems: PageProblems = { errors: [] };
    page.on('console', (message) => {
      if (message.type() !== 'error' || isSandboxedMailFrameNotice(message.text())) return;
      problems.errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

export { expect };

/** Stores a theme choice before any page script runs, as a returning user would have it. */
export async function useSavedTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => {
    try {
      localStorage.setItem('theme', value);
    } catch {
      // about:blank has no storage; the app's origin does.
    }
  }, theme);
}

/** Marks the first-visit tour as seen before any page script runs, as for a returning user. */
export async function useTourSeen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      localStorage.setItem('tourSeen', 'true');
    } catch {
      // about:blank has no storage; the app's origin does.
    }
  });
}

/**
 * Waits until the animations running in `scope` (a page, or an element with what it holds) have
 * ended, so that a click, a measurement, a screenshot or axe meets their end state: a menu whose
 * items still move under the pointer takes a click on no item, and axe reads colours mid-fade.
 * Endless animations (spinners) are left out, and one cancelled on the way counts as ended.
 */
export async function animationsSettled(scope: Page | Locator): Promise<void> {
  const root = 'goto' in scope ? scope.locator(':root') : scope;
  await root.evaluate(async (element) => {
    const running = () =>
      element
        .getAnimations({ subtree: true })
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
    // One animation may start another as it ends (a dialog's backdrop, then its content).
    for (let list = running(); list.length > 0; list = running()) {
      await Promise.all(list.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** Opens the status page and waits until the health answer is on screen. */
export async function openStatusPage(page: Page, path = '/status'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'System status' })).toBeVisible();
  await expect(page.getByTestId('app-version')).toBeVisible();
}

/**
 * Waits until the send queue is empty: every invitation a send or an automation's run queued
 * has gone out, at the mail service's rate (decision 0033).
 */
export async function sendsSettled(request: APIRequestContext): Promise<void> {
  const depth = await request.get('/dev/api/sends/queue?wait=60000', { timeout: 75_000 });
  expect(depth.status()).toBe(200);
  expect(await depth.json(), 'the send queue did not empty').toMatchObject({ empty: true });
}

/**
 * Round `round` of a survey, opened by a weekly automation's first run: the run falls due a day
 * from the product's now, the clock moves a minute past it, and due schedules fire until the
 * round is listed. The run is a minute late, never more than a day: a run that late is one the
 * hourly reconcile counts as missed, and which of the two comes first would decide the test.
 */
export async function automationOpensRound(
  request: APIRequestContext,
  headers: Record<string, string>,
  target: { surveyId: string; teamIds: string[]; round: number },
): Promise<void> {
  const clock = (await (await request.get('/dev/api/clock')).json()) as { now: string };
  const due = Math.ceil((Date.parse(clock.now) + 86_400_000) / 60_000) * 60_000;
  const at = new Date(due).toISOString();
  const automation = await request.post('/api/automations', {
    headers,
    data: {
      surveyId: target.surveyId,
      teamIds: target.teamIds,
      frequency: 'weekly',
      startDate: at.slice(0, 10),
      time: at.slice(11, 16),
      timezone: 'UTC',
    },
  });
  expect(automation.status(), await automation.text()).toBe(201);
  const now = (await (await request.get('/dev/api/clock')).json()) as { now: string };
  const hours = (due - Date.parse(now.now) + 60_000) / 3_600_000;
  expect((await request.post('/dev/api/clock', { data: { advanceHours: hours } })).status()).toBe(
    200,
  );
  // A check waits for the run it fires (the round's mails, the last round's report): on a busy
  // machine one check can take most of the default 30 s, so the wait is for the state, longer.
  await expect
    .poll(
      async () => {
        await request.post('/dev/api/scheduler/check');
        const listed = (await (
          await request.get(`/api/surveys/${target.surveyId}/invitations`, { headers })
        ).json()) as { rounds?: unknown[] };
        return listed.rounds?.length ?? 0;
      },
      { timeout: 75_000, message: `round ${target.round}, opened by the automation's first run` },
    )
    .toBe(target.round);
  await sendsSettled(request);
}

/** The one rating question most journeys' surveys ask, as the API takes it. */
export const weekRating = {
  type: 'rating',
  text: 'How was your week?',
  required: true,
  order: 1,
  options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
} as const;
