import {
  mailedLink,
  newAccount,
  pathOf,
  registerByApi,
  signIn,
  tinyPng,
  toastWith,
} from './accounts-support';
import { expect, test } from './fixtures';

/** How long the verified page waits before it goes on to the dashboard (verify-email-page.tsx). */
const VERIFIED_REDIRECT_MS = 3_000;

test('register with a referral, verify, sign out and in, edit the profile, change the password', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('Ada');
  const newPassword = 'Even-Sturdier-77';

  // Register through a referral link.
  await page.goto('/register?ref=FRIEND1');
  await expect(page.getByText('Referral Applied!')).toBeVisible();
  await page.getByLabel(/^First name/).fill(account.firstName);
  await page.getByLabel(/^Last name/).fill(account.lastName);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByLabel(/^Confirm password/).fill(account.password);
  const startFree = page.getByRole('button', { name: 'Start Free' });
  await expect(startFree).toBeDisabled();
  await page.getByText('I agree to the Terms of Service').click();
  const registration = page.waitForRequest('**/api/auth/register');
  await startFree.click();
  expect((await registration).postDataJSON()).toMatchObject({
    email: account.email,
    referralCode: 'FRIEND1',
  });
  await expect(page).toHaveURL(/\/dashboard$/);
  // The toast first: it is gone 2 s after it shows, however long the dashboard takes.
  await expect(toastWith(page, 'Registration successful!')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome to Candor, ${account.firstName}!` }),
  ).toBeVisible();

  // Verify the address from the mailed link.
  const verifyLink = await mailedLink(request, account.email, /verify/i);
  expect(verifyLink).toContain('/verify-email?token=');
  // The page goes on to the dashboard a few seconds after it says so: with the page's clock
  // under control, those seconds are made to pass rather than waited for.
  await page.clock.install();
  await page.goto(pathOf(verifyLink));
  await expect(
    page.getByText('Email verified successfully! Welcome to the product!').first(),
  ).toBeVisible();
  await page.clock.runFor(VERIFIED_REDIRECT_MS);
  await expect(page).toHaveURL(/\/dashboard$/);
  const me = await page.evaluate(async () => {
    const response = await fetch('/api/auth/me', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    });
    return (await response.json()) as { user: { emailVerified: boolean } };
  });
  expect(me.user.emailVerified).toBe(true);

  // Sign out.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toastWith(page, 'Logged out successfully')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // A wrong password fails with the Login table's words.
  await signIn(page, account.email, 'not-the-password');
  const failed = toastWith(page, 'Login failed');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);

  // The right one signs in.
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toastWith(page, 'Login successful!')).toBeVisible();

  // Profile: basic information.
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toHaveAttribute('readonly', '');
  await expect(page.getByText('This is your login email and cannot be changed')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  // The form takes the focus as it shows, so typing at once lands where the person typed.
  await expect(page.getByLabel(/^First name/)).toBeFocused();
  await page.getByLabel('Company (optional)').fill('Candor QA');
  await page.getByLabel('Phone (optional)').fill('+44 20 7946 0000');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWith(page, 'Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();

  // Profile: an avatar, previewed, then uploaded.
  await page.getByRole('button', { name: 'Change Avatar' }).click();
  await page.getByLabel('Profile picture').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: tinyPng,
  });
  await expect(page.getByRole('img', { name: 'New profile picture preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload Avatar' }).click();
  await expect(toastWith(page, 'Profile updated successfully').last()).toBeVisible();
  const avatar = page.getByRole('img', { name: `${account.firstName} Tester's profile picture` });
  await expect(avatar).toBeVisible();
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);

  // The changes are stored: they survive a reload.
  await page.reload();
  await expect(page.getByLabel('Company (optional)')).toHaveValue('Candor QA');
  await expect(avatar).toBeVisible();

  // Change the password; the new token keeps the session going.
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel(/^Current password/).fill(account.password);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  const changed = toastWith(page, 'Password changed successfully');
  // The pointer rests on the toast as it shows, as a person reading it would: it stays while it
  // is measured, however slowly the machine goes, instead of leaving after its few seconds.
  await changed.hover();
  // Toasts sit below the header: none covers Sign out, the bell or the theme button.
  // (Polled: the toast slides in from above.)
  const header = await page.locator('header').first().boundingBox();
  await expect
    .poll(
      async () => ((await changed.boundingBox())?.y ?? 0) - (header ? header.y + header.height : 0),
    )
    .toBeGreaterThanOrEqual(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();

  // Sign in again with the new password.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a forgotten password is reset through the mailed link', async ({ page, request }) => {
  test.setTimeout(60_000);
  const account = newAccount('Grace');
  await registerByApi(request, account);
  const newPassword = 'Brand-New-Pass-9!';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try a different email' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();

  const resetLink = await mailedLink(request, account.email, /reset/i);
  expect(resetLink).toContain('/password-reset/reset?token=');
  await page.goto(pathOf(resetLink));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  const submit = page.getByRole('button', { name: 'Reset Password' });
  await page.getByLabel(/^New password/).fill('weak');
  await page.getByLabel(/^Confirm new password/).fill('weak');
  await expect(submit).toBeDisabled();
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(toastWith(page, 'Password reset successfully!')).toBeVisible();

  // The link worked once; it is not good a second time.
  await page.goto(pathOf(resetLink));
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();

  await signIn(page, account.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('sign in with Google through the local identity provider', async ({ page }) => {
  const email = `grace.${Date.now()}@gmail.example.com`;
  await page.goto('/login');

  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/dev\/google\?/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Candor, Grace!' }),
  ).toBeVisible();
  await expect(toastWith(page, 'Google login successful!')).toBeVisible();

  // The profile knows there is no Candor password for a Google account.
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(
    page.getByText('You sign in with Google, so there is no Candor password to change.'),
  ).toBeVisible();
});

test('a sign-in response that this tab did not ask for is refused', async ({ page }) => {
  await page.goto('/login#credential=forged.token.value&state=not-ours');

  await expect(toastWith(page, 'Google login failed')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('signed-in pages send a visitor to /login, and back after signing in', async ({
  page,
  request,
}) => {
  const account = newAccount('Linus');
  await registerByApi(request, account);

  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard$/);
});
