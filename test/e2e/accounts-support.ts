import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** One e-mail in the local runtime's mailbox (GET /dev/api/mail, newest first). */
interface Mail {
  id: string;
  to: string[] | string;
  subject: string;
  text: string;
  sentAt: string;
}

/** A unique address per test run, so runs never collide (the data folder is fresh anyway). */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Waits for the newest mail to `to` whose subject matches, and returns the first link in it. */
export async function mailedLink(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/dev/api/mail')).json()) as Mail[];
        const mail = mails.find(
          (m) => [m.to].flat().some((address) => address === to) && subject.test(m.subject),
        );
        link = mail?.text.match(/https?:\/\/\S+/)?.[0];
        return link;
      },
      { message: `a mail to ${to} matching ${subject}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** The mailed link, made relative: the page's own origin serves it. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newAccount(name: string, password = 'Sturdy-Pass-42!'): Account {
  return {
    firstName: name,
    lastName: 'Tester',
    email: uniqueEmail(name.toLowerCase()),
    password,
  };
}

/**
 * Registers through the API (not the screen) and returns the session token; the address is
 * verified through the mailed link unless `verified: false`.
 */
export async function registerByApi(
  request: APIRequestContext,
  account: Account,
  { verified = true }: { verified?: boolean } = {},
) {
  const response = await request.post('/api/auth/register', {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      password: account.password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  if (verified) await verifyByApi(request, account.email);
  return token;
}

/**
 * Verifies `email` through the mailed link, as a manager who sends mail (surveys, invitations)
 * has: only verified accounts may send.
 */
export async function verifyByApi(request: APIRequestContext, email: string): Promise<void> {
  const link = new URL(await mailedLink(request, email, /verify/i));
  const response = await request.post('/api/auth/verify-email', {
    data: { token: link.searchParams.get('token') },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Opens the app already signed in with `token`, as a returning user would be. */
export async function useToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    try {
      localStorage.setItem('token', value);
    } catch {
      // about:blank has no storage.
    }
  }, token);
}

/** The sign-in form, filled and sent. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** A toast with this text (toasts are announced in a polite live region). */
export function toastWith(page: Page, text: string | RegExp) {
  return page.getByTestId('toast').filter({ hasText: text });
}

/** A 1x1 PNG, for avatar uploads. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
