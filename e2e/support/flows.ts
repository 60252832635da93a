import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RegisterUserType } from '../../common/constants.ts';
import { PAGE_READY_ATTRIBUTE } from '../../common/islands.ts';
import { type CapturedMail, type SmtpCapture, verificationCodeOf } from './smtp-capture.ts';

export const DEMO_PASSWORD = 'Demo-Tutoring-2026!';
/** Passes every checklist rule and is not a common password. */
export const STRONG_PASSWORD = 'Kletter-Wand-42!';

let counter = 0;
/** A unique address per call and per run, so no test depends on another's account. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${Date.now().toString(36)}-${counter}@example.org`.toLowerCase();
}

/** Polls until the locator's text content satisfies the check, then returns it. */
export async function waitForText(
  locator: Locator,
  check: (text: string) => boolean,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    last = (await locator.textContent({ timeout: Math.max(1, deadline - Date.now()) }).catch(() => '')) ?? '';
    if (check(last)) return last;
    if (Date.now() > deadline)
      throw new Error(`Text of ${locator} never matched; last: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until the page's path is the expected one; on timeout says where the page is instead. */
export async function waitForPath(page: Page, pathname: string, timeoutMs = 10_000): Promise<URL> {
  const deadline = Date.now() + timeoutMs;
  while (new URL(page.url()).pathname !== pathname) {
    if (Date.now() > deadline) {
      const h1 = await page
        .locator('h1')
        .first()
        .textContent({ timeout: 500 })
        .catch(() => null);
      throw new Error(
        `Expected path ${pathname} within ${timeoutMs} ms, but the page is at ${page.url()} (h1: ${JSON.stringify(h1)})`,
      );
    }
    await page.waitForTimeout(50);
  }
  return new URL(page.url());
}

/** The toast area shows one toast at a time (SPEC.md 9). */
export function toastWith(page: Page, title: string): Locator {
  return page.getByTestId('toast').filter({ has: page.getByText(title, { exact: true }) });
}

/** Waits for the toast titled `title` and returns its title, description and variant. */
export async function expectToast(
  page: Page,
  title: string,
  opts: { description?: string | RegExp; variant?: 'default' | 'destructive' } = {},
) {
  const toast = toastWith(page, title);
  await toast.waitFor({ state: 'visible' });
  const text = (await toast.innerText()).trim();
  const variant = await toast.getAttribute('data-variant');
  if (opts.variant) expect(variant, `variant of toast "${title}"`).toBe(opts.variant);
  if (opts.description !== undefined) {
    const description = text.slice(text.indexOf(title) + title.length).trim();
    if (typeof opts.description === 'string') expect(description).toBe(opts.description);
    else expect(description).toMatch(opts.description);
  }
  return { text, variant };
}

export interface NewAccount {
  userType: RegisterUserType;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Opens /auth?type=<type> and fills the register form; the platform agreement is accepted either in
 * its dialog or with the checkbox. Does not submit.
 */
export async function fillRegisterForm(
  page: Page,
  account: NewAccount,
  agreement: 'dialog' | 'checkbox' = 'checkbox',
) {
  await page.goto(`/auth?type=${account.userType}`);
  const registerTab = page.getByRole('tab', { name: 'Register' });
  await expect.poll(() => registerTab.getAttribute('aria-selected')).toBe('true');
  // SPEC.md 2.3: the type parameter preselects the user type.
  expect(await page.getByTestId('register-user-type').inputValue()).toBe(account.userType);
  await page.getByTestId('register-first-name').fill(account.firstName);
  await page.getByTestId('register-last-name').fill(account.lastName);
  await page.getByTestId('register-email').fill(account.email);
  await page.getByTestId('register-password').fill(account.password);
  await page.getByTestId('register-confirm-password').fill(account.password);

  const submit = page.getByTestId('register-submit');
  // Without the agreement the button is disabled and says why.
  expect(await submit.isDisabled()).toBe(true);
  expect((await submit.innerText()).trim()).toBe('Accept Terms to Continue');
  if (agreement === 'dialog') {
    await page.getByRole('button', { name: 'Read the agreement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Platform Agreement' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Accept Agreement' }).click();
    await dialog.waitFor({ state: 'hidden' });
  } else {
    await page.getByRole('checkbox', { name: 'I have read and accept the platform agreement.' }).click();
  }
  await expectToast(page, 'Platform agreement accepted. You may now create your account.');
  expect(
    await page
      .getByRole('checkbox', { name: 'I have read and accept the platform agreement.' })
      .getAttribute('aria-checked'),
  ).toBe('true');
  expect(await submit.isEnabled()).toBe(true);
  expect((await submit.innerText()).trim()).toBe('Create Free Account');
}

/** Submits the filled register form and waits for the "check your email" panel. */
export async function submitRegistration(page: Page, account: NewAccount) {
  await page.getByRole('button', { name: 'Create Free Account' }).click();
  const panel = page.getByTestId('check-email');
  await panel.waitFor();
  expect(await panel.getByRole('heading').innerText()).toBe('Check your email');
  expect(await panel.innerText()).toContain(account.email);
  await expectToast(page, 'Registration successful', {
    description: `Welcome to TRT Tutoring, ${account.firstName}!`,
  });
}

/** The CSRF token of this context's browser (its anonymous or signed-in session). */
async function csrfToken(context: BrowserContext): Promise<string> {
  const res = await context.request.get('/api/csrf-token', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

/** A JSON POST as the client sends it (SPEC.md 7.1), with this context's cookies and CSRF token. */
export async function apiPost(context: BrowserContext, path: string, data: Record<string, unknown>) {
  const token = await csrfToken(context);
  return context.request.post(path, {
    data,
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': token },
  });
}

/** Creates an account over the API (for screens that only need one to exist); the context is signed in after. */
export async function registerOverApi(context: BrowserContext, account: NewAccount, language = 'en') {
  const res = await apiPost(context, '/api/register', {
    language,
    username: account.email,
    email: account.email,
    password: account.password,
    firstName: account.firstName,
    lastName: account.lastName,
    userType: account.userType,
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { mustSetPassword: boolean; emailVerified: boolean };
}

/** Asks for a verification code over the API, reads it from the email and verifies the address. */
export async function verifyEmailOverApi(
  context: BrowserContext,
  smtp: SmtpCapture,
  email: string,
): Promise<CapturedMail> {
  const sent = await apiPost(context, '/api/auth/send-verification', {});
  expect(sent.status(), await sent.text()).toBe(200);
  const mail = await smtp.waitForMail(email, (m) => /\b\d{6}\b/.test(m.subject));
  const verified = await apiPost(context, '/api/auth/verify-email', { code: verificationCodeOf(mail) });
  expect(verified.status(), await verified.text()).toBe(200);
  return mail;
}

export async function signInOverApi(context: BrowserContext, email: string, password: string) {
  const res = await apiPost(context, '/api/login', { username: email, password });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs in through the login tab of /auth. */
export async function signInViaUi(page: Page, email: string, password: string) {
  await page.goto('/auth?mode=login');
  const loginTab = page.getByRole('tab', { name: 'Login' });
  await expect.poll(() => loginTab.getAttribute('aria-selected')).toBe('true');
  await page.getByTestId('login-username').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Clicks Sign Out on a dashboard and checks SPEC.md 8's toast, that the server session ended and that
 * the page went to the login tab (client/features/dashboard/components/dashboard-header.tsx).
 */
export async function signOutFromDashboard(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expectToast(page, 'Logged out', { description: 'You have been successfully logged out.' });
  // The session really ended: the server no longer knows this browser.
  const me = await page
    .context()
    .request.get('/api/user', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(me.status()).toBe(401);
  // The header (desktop width) offers signing in again once the client has forgotten the user.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Sign In' })
    .waitFor();

  // SPEC.md 6 and the dashboard header: a signed-out dashboard goes to the login tab of /auth.
  await waitForPath(page, '/auth');
  // Still there a moment later (no bounce to "/" from a stale signed-in render).
  await page.waitForTimeout(300);
  const landed = new URL(page.url());
  expect(landed.pathname).toBe('/auth');
  expect(landed.searchParams.get('mode')).toBe('login');
  expect(await page.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
}

/**
 * Waits until a page is alive: a server-rendered public page's islands have all rendered
 * (client/app/islands), the app has hydrated the server's render, or the app shows its own
 * screen (no server copy left).
 */
export async function waitForAppReady(page: Page, timeoutMs = 15_000): Promise<void> {
  await page.waitForFunction(
    (attribute) => document.documentElement.getAttribute(attribute) === 'ready',
    PAGE_READY_ATTRIBUTE,
    { timeout: timeoutMs },
  );
}

/**
 * Makes page.goto and page.reload return only once the page is alive (waitForAppReady), as a reader
 * would wait before using it; a click on a control the server drew before its island took over would
 * otherwise be lost. Navigations that stop early on purpose (waitUntil: 'commit') are left alone.
 */
export function waitForAppAfterNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await waitForAppReady(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await waitForAppReady(page);
    return response;
  };
}

/** Pays on /payment's card form with a test card (any future expiry, any CVC, as Stripe's test cards). */
export async function payWithCard(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByTestId('pay').click();
}
