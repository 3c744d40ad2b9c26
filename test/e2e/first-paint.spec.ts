import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, registerByApi, useToken } from './accounts-support';
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

test('the survey page carries its code and asks for the survey before that code runs', async ({
  page,
  problems,
}) => {
  const surveyId = await aSurvey(page.request);
  // The page's HTML itself starts the request for the survey and carries the page's code: no
  // round trip for a script file after the HTML.
  const html = await (await page.request.get(`/survey/${surveyId}`)).text();
  expect(html).toContain('email-landing/');
  expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
  expect(html).toMatch(/<script type="module">[\s\S]{100000,}<\/script>/);
  await page.goto(`/survey/${surveyId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly pulse' })).toBeVisible();
  const timings = await resources(page);
  expect(timings.filter((t) => /\.js$/.test(t.name))).toEqual([]);
  // ...and the page's code took the early answer rather than asking again: one request, and the
  // Content-Security-Policy let the inline code run (the page would be stuck on "Loading").
  const landings = timings.filter((t) => t.name === `/api/surveys/email-landing/${surveyId}`);
  expect(landings).toHaveLength(1);
  expect(problems.errors).toEqual([]);
});

test("the shell links Chakra's global style sheet, built ahead, and the page is styled by it", async ({
  page,
  problems,
}) => {
  const html = await (await page.request.get('/login')).text();
  const sheet = /<link rel="stylesheet" href="(\/assets\/chakra-globals-[A-Z0-9]+\.css)"/.exec(
    html,
  )?.[1];
  expect(sheet).toBeDefined();
  // After the head's inline scripts: a pending style sheet before them would hold them back, and
  // with them the preloads of the opened page's chunks.
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head.indexOf('chakra-globals-')).toBeGreaterThan(head.lastIndexOf('</script>'));
  const css = await (await page.request.get(sheet ?? '')).text();
  expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
  expect(css).toContain('--chakra-colors-fg:');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The tokens, the reset and the dark mode's colours come from that sheet alone: the app writes
  // no global style of its own in production.
  const styled = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    const body = getComputedStyle(document.body);
    const emotionGlobals = Array.from(document.querySelectorAll('style[data-emotion]')).filter(
      (style) => (style.textContent ?? '').includes('--chakra-colors-fg:'),
    ).length;
    return {
      fgToken: root.getPropertyValue('--chakra-colors-fg').trim(),
      bodyMargin: body.margin,
      emotionGlobals,
    };
  });
  expect(styled.fgToken).not.toBe('');
  expect(styled.bodyMargin).toBe('0px');
  expect(styled.emotionGlobals).toBe(0);
  expect(problems.errors).toEqual([]);
});

/**
 * Holds the shell's script until `release()`: the page is then what its HTML alone shows, as on
 * a slow phone before the script has arrived.
 */
async function holdShellScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[A-Z0-9]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign In', exact: true });

test('the sign-in page arrives rendered, and its script takes over that markup with what was typed', async ({
  page,
  problems,
}) => {
  const html = await (await page.request.get('/login')).text();
  expect(html).toContain('data-prerendered="/login"');
  expect(html).toContain('<title>Sign in · Candor</title>');
  expect(html).toMatch(/<h1[^>]*>Sign in to Candor<\/h1>/);

  const release = await holdShellScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Sign in to Candor' });
  await expect(heading).toBeVisible();
  await expect(page.getByLabel(/^Password/)).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Candor');
  // Without its script the form must not submit itself (the password would go in the address).
  await expect(signInButton(page)).toBeDisabled();
  // Styled by the inline styles that came with it: the two columns' feature list is a panel.
  const panel = page.getByRole('region', { name: 'Honest feedback from your team, in minutes' });
  expect(await panel.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).not.toBe('0px');
  const account = newAccount('Early');
  await registerByApi(page.request, account);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.evaluate(() => {
    (window as unknown as { renderedAhead: Element | null }).renderedAhead =
      document.querySelector('h1');
  });

  release();
  await expect(signInButton(page)).toBeEnabled();
  // Hydrated, not rendered afresh: the same element, and the address typed before is kept.
  expect(
    await page.evaluate(
      () =>
        document.querySelector('h1') ===
        (window as unknown as { renderedAhead: Element | null }).renderedAhead,
    ),
  ).toBe(true);
  await expect(page.getByLabel(/^Email/)).toHaveValue(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await signInButton(page).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems.errors).toEqual([]);
});

test('the sign-in page rendered ahead hydrates cleanly with a saved dark theme and settings', async ({
  page,
  problems,
}) => {
  await page.addInitScript(() => {
    try {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem(
        'accessibilitySettings',
        JSON.stringify({ enabled: true, screenReaderSupport: false, largeText: true }),
      );
    } catch {
      // about:blank has no storage.
    }
  });
  await page.goto('/login');
  await expect(signInButton(page)).toBeEnabled();
  // The theme toggle follows the saved theme once the page is hydrated.
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(problems.errors).toEqual([]);
});

test('a signed-in visitor of /login never sees the form rendered ahead and goes on', async ({
  page,
  problems,
}) => {
  await useToken(page, await registerByApi(page.request, newAccount('Returning')));
  const release = await holdShellScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.waitForSelector('#root h1', { state: 'attached' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Candor' })).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Candor' })).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test('a visitor whose stored session has expired sees the sign-in form rendered ahead at once', async ({
  page,
  problems,
}) => {
  // A token whose expiry has passed, and one that cannot be read: neither is a session to go on
  // to, so the page rendered ahead is shown before the script runs (as it is hydrated after).
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const expired = `${part({ alg: 'HS256' })}.${part({ sub: 'someone', exp: 1_700_000_000 })}.signature`;
  for (const token of [expired, 'not-a-token']) {
    await page.context().clearCookies();
    await page.addInitScript((stored) => {
      try {
        localStorage.setItem('token', stored);
      } catch {
        // about:blank has no storage.
      }
    }, token);
    const release = await holdShellScript(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Candor' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-session'))).toBe(
      false,
    );
    release();
    await expect(signInButton(page)).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
    await page.unrouteAll();
  }
  expect(problems.errors).toEqual([]);
});

test("the sign-in page rendered ahead keeps Google's place, so nothing moves when its button arrives", async ({
  page,
  problems,
}) => {
  const release = await holdShellScript(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const register = page.getByRole('link', { name: 'Create an account' });
  await expect(register).toBeVisible();
  const before = await register.boundingBox();
  release();
  // The local runtime has a Google client: its button takes the place kept for it.
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  await expect(page.getByTestId('google-area-pending')).toHaveCount(0);
  const after = await register.boundingBox();
  expect(before).not.toBeNull();
  expect(after?.y).toBeCloseTo(before?.y ?? 0, 0);
  expect(problems.errors).toEqual([]);
});

test('/login with an address to fill renders afresh over the markup rendered ahead', async ({
  page,
  problems,
}) => {
  await page.goto('/login?email=someone%40example.com');
  await expect(signInButton(page)).toBeEnabled();
  await expect(page.getByLabel(/^Email/)).toHaveValue('someone@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Candor' })).toHaveCount(1);
  expect(problems.errors).toEqual([]);
});
