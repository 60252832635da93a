import { describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  expectToast,
  toastWith,
  registerOverApi,
  signInViaUi,
  STRONG_PASSWORD,
  uniqueEmail,
  verifyEmailOverApi,
  waitForPath,
} from './support/flows.ts';
import { failedLoad } from './support/browser.ts';
import { setupE2E } from './support/harness.ts';
import { resetLinkOf } from './support/smtp-capture.ts';

const e2e = setupE2E();

const LOGIN_REFUSED = {
  text: failedLoad(401, 'Unauthorized'),
  url: '/api/login',
  reason: 'sign-in with a wrong password',
};

describe('sign-in', () => {
  it('a wrong password shows the server refusal; the right one opens the role dashboard', async () => {
    const { page, errors } = await e2e.open();
    errors.expect(LOGIN_REFUSED);

    await signInViaUi(page, 'parent@demo.trt-tutoring.eu', 'Not-The-Password-1!');
    await expectToast(page, 'Login failed', {
      variant: 'destructive',
      description: 'Invalid username or password',
    });
    // Still on the login tab, with what was typed kept.
    expect(new URL(page.url()).pathname).toBe('/auth');
    expect(await page.getByTestId('login-username').inputValue()).toBe('parent@demo.trt-tutoring.eu');
    const me = await page
      .context()
      .request.get('/api/user', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(me.status()).toBe(401);

    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Login successful', { variant: 'default', description: 'Welcome back, Markus!' });
    // The toast sits under the header, clear of the cookie banner's buttons at the bottom.
    const toastBox = await toastWith(page, 'Login successful').boundingBox();
    const bannerBox = await page.getByTestId('cookie-banner').boundingBox();
    expect(toastBox && bannerBox && toastBox.y + toastBox.height <= bannerBox.y).toBe(true);
    // SPEC.md 2.3: a parent's home is /parent-dashboard.
    await waitForPath(page, '/parent-dashboard');
    await page.getByTestId('dashboard-page').waitFor();
    expect(await page.getByTestId('dashboard-user-name').innerText()).toBe('Markus Hoffmann');
    expect(await page.getByTestId('role-badge').innerText()).toBe('Parent');
    expect(await page.getByTestId('dashboard-page').innerText()).toContain('Parent Dashboard');

    // A signed-in user is sent away from /auth (SPEC.md 6).
    await page.goto('/auth?mode=login');
    await waitForPath(page, '/');
  });

  it('forgot password: the emailed link sets a new password; the old one stops working', async () => {
    // The account speaks German, so the emails carry umlauts through the real SMTP path.
    const email = uniqueEmail('reset');
    const setup = await e2e.open();
    await registerOverApi(
      setup.context,
      { userType: 'guardian', firstName: 'Jürgen', lastName: 'Größe', email, password: STRONG_PASSWORD },
      'de',
    );
    const verification = await verifyEmailOverApi(setup.context, e2e.smtp, email);
    expect(verification.subject).toMatch(/^Dein Bestätigungscode für TRT Tutoring: \d{6}$/);
    expect(verification.text).toContain('Hallo Jürgen,');
    expect(verification.text).toContain('Er ist 5 Minuten lang gültig.');
    await setup.context.close();

    const { page, errors } = await e2e.open();
    errors.expect(LOGIN_REFUSED);

    await page.goto('/auth?mode=login');
    const forgot = async (address: string) => {
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reset your password' });
      await dialog.waitFor();
      await dialog.getByLabel('Email').fill(address);
      await dialog.getByRole('button', { name: 'Send reset link' }).click();
      // SPEC.md 8: the same answer whether or not the address exists; the dialog closes.
      await expectToast(page, 'If the email exists, a reset link has been sent.');
      await dialog.waitFor({ state: 'hidden' });
    };
    const stranger = uniqueEmail('nobody');
    await forgot(stranger);
    await forgot(email);

    const mail = await e2e.smtp.waitForMail(
      email,
      (m) => m.subject === 'Setze dein Passwort für TRT Tutoring zurück',
    );
    expect(mail.text).toContain('Hallo Jürgen,');
    expect(mail.text).toContain('öffne diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:');
    const link = resetLinkOf(mail);
    expect(link.origin).toBe(e2e.baseUrl);
    // Both requests were handled in order, so by now a mail to the unknown address would have arrived too.
    expect(e2e.smtp.mailsTo(stranger)).toEqual([]);

    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    const newPassword = 'Neues-Passwort-2026!';
    await page.getByTestId('reset-password-input').fill(newPassword);
    await page.getByTestId('reset-password-confirm').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Password changed' }).waitFor();
    const changed = await e2e.smtp.waitForMail(
      email,
      (m) => m.subject === 'Dein Passwort für TRT Tutoring wurde geändert',
    );
    expect(changed.text).toContain('das Passwort deines Kontos wurde soeben geändert.');

    // The link works once: opened again, it says so instead of showing the form.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('heading', { level: 1, name: 'This link was already used' }).waitFor();
    expect(await page.getByTestId('reset-password-input').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Request a new link' }).count()).toBe(1);

    await signInViaUi(page, email, STRONG_PASSWORD);
    await expectToast(page, 'Login failed', {
      variant: 'destructive',
      description: 'Invalid username or password',
    });
    expect(new URL(page.url()).pathname).toBe('/auth');

    await page.getByTestId('login-password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Login successful', { description: 'Welcome back, Jürgen!' });
    await waitForPath(page, '/parent-dashboard');
    expect(await page.getByTestId('dashboard-user-name').innerText()).toBe('Jürgen Größe');
    expect(await page.getByTestId('role-badge').innerText()).toBe('Guardian');
  });
});
