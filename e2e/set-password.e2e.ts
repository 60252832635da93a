import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failedLoad } from './support/browser.ts';
import {
  apiPost,
  expectToast,
  fillRegisterForm,
  type NewAccount,
  STRONG_PASSWORD,
  submitRegistration,
  uniqueEmail,
  waitForPath,
} from './support/flows.ts';
import { setupE2E } from './support/harness.ts';

const e2e = setupE2E();

const RULES = ['length', 'uppercase', 'lowercase', 'number', 'special'] as const;
type Rule = (typeof RULES)[number];

/** The checklist as the user sees it: which rules say "(met)". */
async function metRules(page: Page): Promise<Rule[]> {
  const items = page.getByTestId('password-checklist').locator('li');
  expect(await items.count()).toBe(RULES.length);
  const met: Rule[] = [];
  for (const rule of RULES) {
    const item = items.and(page.locator(`[data-rule="${rule}"]`));
    const flag = await item.getAttribute('data-met');
    const text = (await item.textContent()) ?? '';
    // The state is given in words for screen readers, not only by colour, and agrees with the flag.
    expect(
      text.endsWith(flag === 'true' ? '(met)' : '(not met)'),
      `${rule}: ${text} / data-met=${flag}`,
    ).toBe(true);
    if (flag === 'true') met.push(rule);
  }
  return met;
}

describe('set-password after registering with a weak password', () => {
  it('enforces the rules live, shows the server refusal of a common password and accepts a good one', async () => {
    const { page, errors } = await e2e.open();
    errors.expect({
      text: failedLoad(400, 'Bad Request'),
      url: '/api/auth/set-password',
      reason: 'the server refuses a common password',
    });
    const weak = 'abcd1';
    const account: NewAccount = {
      userType: 'parent',
      firstName: 'Weak',
      lastName: 'Password',
      email: uniqueEmail('weak'),
      password: weak,
    };

    await fillRegisterForm(page, account);
    await submitRegistration(page, account);
    // SPEC.md 2.3: mustSetPassword goes to /set-password first.
    await waitForPath(page, '/set-password');
    await page.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
    expect(await page.getByTestId('set-password-page').innerText()).toContain(
      'Please choose a stronger password before you continue.',
    );

    // No dashboard until the password is replaced.
    await page.goto('/dashboard');
    await waitForPath(page, '/set-password');
    await page.getByTestId('set-password-input').waitFor();

    const password = page.getByTestId('set-password-input');
    const confirm = page.getByTestId('set-password-confirm');
    const submit = page.getByRole('button', { name: 'Set Password' });
    const tooShort = page.getByTestId('password-too-short');
    const mismatch = page.getByTestId('password-mismatch');

    expect(await submit.isDisabled()).toBe(true);
    expect(await metRules(page)).toEqual([]);
    expect(await tooShort.count()).toBe(0);

    // The checklist follows every keystroke.
    const steps: [string, Rule[]][] = [
      ['k', ['lowercase']],
      ['kL', ['uppercase', 'lowercase']],
      ['kL7', ['uppercase', 'lowercase', 'number']],
      ['kL7#', ['uppercase', 'lowercase', 'number', 'special']],
      ['kL7#kL7#kL7', ['uppercase', 'lowercase', 'number', 'special']],
      ['kL7#kL7#kL7#', ['length', 'uppercase', 'lowercase', 'number', 'special']],
      ['ÄÖÜäöüßÄÖÜäö', ['length', 'uppercase', 'lowercase']],
    ];
    for (const [value, expected] of steps) {
      await password.fill(value);
      expect(await metRules(page), `checklist for ${value}`).toEqual(expected);
    }
    await password.clear();
    await password.pressSequentially('Ab1!', { delay: 20 });
    expect(await metRules(page)).toEqual(['uppercase', 'lowercase', 'number', 'special']);

    // Under 12 characters: the hint, and no submit even with a matching confirmation.
    expect((await tooShort.innerText()).trim()).toBe(
      'Password Too Short Password must be at least 12 characters long.',
    );
    await confirm.fill('Ab1!');
    expect(await mismatch.count()).toBe(0);
    expect(await submit.isDisabled()).toBe(true);

    // Long enough but different: the mismatch hint, and no submit.
    await password.fill('Lange-Passwort-1');
    expect(await tooShort.count()).toBe(0);
    await confirm.fill('Lange-Passwort-2');
    expect((await mismatch.innerText()).trim()).toBe(
      "Passwords Don't Match Please make sure both password fields match.",
    );
    expect(await submit.isDisabled()).toBe(true);

    // The show/hide toggle reveals both entries.
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByTestId('toggle-password-visibility').click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await confirm.getAttribute('type')).toBe('text');

    // A common password passes the client's rules but the server refuses it.
    await password.fill('password1234');
    await confirm.fill('password1234');
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await expectToast(page, 'Password Setting Failed', {
      variant: 'destructive',
      description: 'This password is too common. Please choose another one.',
    });
    expect(new URL(page.url()).pathname).toBe('/set-password');

    await password.fill(STRONG_PASSWORD);
    await confirm.fill(STRONG_PASSWORD);
    await submit.click();
    await expectToast(page, 'Password Set Successfully!', {
      variant: 'default',
      description: 'You can now access all features of the product.',
    });
    // SPEC.md 2.5: on success the client goes to /dashboard, and stays there.
    await waitForPath(page, '/dashboard');
    await page.getByTestId('dashboard-page').waitFor();
    expect(await page.getByTestId('dashboard-user-name').innerText()).toBe('Weak Password');
    expect(await page.getByTestId('role-badge').innerText()).toBe('Parent');
    expect(new URL(page.url()).pathname, 'no bounce back to /set-password').toBe('/dashboard');

    // The server agrees: the weak password is gone, the new one signs in.
    const other = await e2e.open();
    const oldLogin = await apiPost(other.context, '/api/login', { username: account.email, password: weak });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await apiPost(other.context, '/api/login', {
      username: account.email,
      password: STRONG_PASSWORD,
    });
    expect(newLogin.status()).toBe(200);
    expect(((await newLogin.json()) as { mustSetPassword: boolean }).mustSetPassword).toBe(false);
  });
});
