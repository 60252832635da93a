import { describe, expect, it } from 'vitest';
import { failedLoad } from './support/browser.ts';
import {
  apiPost,
  fillRegisterForm,
  type NewAccount,
  STRONG_PASSWORD,
  submitRegistration,
  uniqueEmail,
  waitForPath,
  waitForText,
} from './support/flows.ts';
import { setupE2E } from './support/harness.ts';
import { verificationCodeOf } from './support/smtp-capture.ts';

const e2e = setupE2E();

/** A six-digit code that is certainly not `code`. */
function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('email verification errors', () => {
  it('rejects a wrong code, keeps resend on cooldown right after sending, then accepts the right code', async () => {
    const { page, context, errors } = await e2e.open();
    errors.expect({
      text: failedLoad(422, 'Unprocessable Entity'),
      url: '/api/auth/verify-email',
      reason: 'a wrong verification code is refused',
    });
    const account: NewAccount = {
      userType: 'student',
      firstName: 'Code',
      lastName: 'Checker',
      email: uniqueEmail('code'),
      password: STRONG_PASSWORD,
    };
    await fillRegisterForm(page, account);
    await submitRegistration(page, account);
    await waitForPath(page, '/verify-email');
    await page.getByRole('heading', { level: 1, name: 'Verify your email' }).waitFor();

    // The code was just sent: resend waits out SPEC.md 9's 60 s cooldown, counting down.
    const resend = page.getByTestId('resend-code');
    const first = await waitForText(resend, (t) => /^Resend code in \d+ s$/.test(t.trim()));
    const secondsLeft = Number(first.match(/(\d+)/)?.[1]);
    expect(secondsLeft).toBeGreaterThan(45);
    expect(secondsLeft).toBeLessThanOrEqual(60);
    expect(await resend.isDisabled()).toBe(true);
    await waitForText(resend, (t) => Number(t.match(/(\d+)/)?.[1] ?? 99) < secondsLeft, 3000);
    expect(await resend.isDisabled()).toBe(true);
    // The server holds the same line, whatever the button shows.
    const early = await apiPost(context, '/api/auth/send-verification', {});
    expect(early.status()).toBe(429);
    expect(((await early.json()) as { message: string }).message).toMatch(
      /^Please wait \d+ seconds before requesting a new code\.$/,
    );

    const mail = await e2e.smtp.waitForMail(account.email);
    const code = verificationCodeOf(mail);
    expect(e2e.smtp.mailsTo(account.email)).toHaveLength(1);

    const input = page.getByLabel('Verification code');
    const verify = page.getByRole('button', { name: 'Verify Email' });
    // Digits only, at most six (SPEC.md 5).
    await input.fill('12a-34');
    expect(await input.inputValue()).toBe('1234');
    expect(await verify.isDisabled()).toBe(true);

    await input.fill(otherCode(code));
    await verify.click();
    const error = page.locator('#verification-code-error');
    await waitForText(error, (t) => t.trim() === 'Invalid verification code. Please try again.');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect((await input.getAttribute('aria-describedby'))?.split(' ')).toContain('verification-code-error');
    expect(new URL(page.url()).pathname).toBe('/verify-email');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Verify your email');

    await input.fill(code);
    await verify.click();
    await page.getByRole('heading', { level: 1, name: 'Email verified' }).waitFor();
    const me = await context.request.get('/api/user', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(((await me.json()) as { emailVerified: boolean }).emailVerified).toBe(true);
    await page.getByRole('link', { name: 'Back to Login' }).click();
    // Back to Login goes to /auth, which a signed-in user leaves for the home page (SPEC.md 6).
    await waitForPath(page, '/');
  });
});
