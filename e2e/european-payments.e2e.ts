import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { VIEWPORTS } from './support/browser.ts';
import { registerOverApi, STRONG_PASSWORD, uniqueEmail } from './support/flows.ts';
import { setupE2E } from './support/harness.ts';
import { saveScreenshot } from './support/screenshots.ts';

const e2e = setupE2E();

const balance = (page: Page) => page.getByTestId('points-balance').innerText();

/** The page as a phone and as a desktop shows it (e2e/artifacts/european-payments-<state>-en-*.png). */
async function screenshots(page: Page, state: string) {
  for (const viewport of ['phone', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    // From the top: a full-page capture of a scrolled page draws the sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, `european-payments-${state}`, 'en', viewport);
  }
}

describe('buying credit points with Europe’s ways to pay (/european-payments)', () => {
  it('tops up 12 EUR by iDEAL at the bank’s page, then by SEPA Direct Debit once the bank confirms', async () => {
    const { page, context } = await e2e.open();
    await registerOverApi(context, {
      userType: 'student',
      firstName: 'Euro',
      lastName: 'Payer',
      email: uniqueEmail('euro'),
      password: STRONG_PASSWORD,
    });

    await page.goto('/european-payments');
    await page.getByRole('heading', { level: 1, name: 'Buy credit points' }).waitFor();
    await page.getByTestId('top-ups-empty').waitFor();
    expect(await balance(page)).toContain('0 points');
    await expect.poll(() => page.getByTestId('pay').isEnabled()).toBe(true);
    // The cookie banner would cover the form in the screenshots.
    const reject = page.getByRole('button', { name: 'Reject All' });
    if (await reject.isVisible()) await reject.click();
    await screenshots(page, 'form');
    await expectNoSeriousA11yViolations(page, 'european payments form');

    // 1. 12 EUR (one 3:1 session, the first choice) by iDEAL: the bank, its page, approved.
    await page.getByRole('radio', { name: /^iDEAL/ }).check();
    await page.getByLabel('Your bank', { exact: true }).selectOption({ label: 'ING' });
    await page.getByRole('button', { name: 'Pay €12' }).click();
    await page.getByTestId('challenge').waitFor();
    expect(await page.getByTestId('challenge').innerText()).toContain('Approve the payment at your bank');
    await expectNoSeriousA11yViolations(page, 'european payments bank page');
    await page.getByTestId('challenge-approve').click();
    await page.getByRole('heading', { name: '1,200 points added' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => balance(page), { timeout: 10_000 }).toContain('1,200 points');

    // 2. SEPA Direct Debit with Stripe's test IBAN: it waits for the bank, which the sandbox has
    // confirm about 10 seconds later; the page keeps reading the top-ups and then shows it paid.
    await page.getByTestId('topup-again').click();
    await page.getByRole('radio', { name: /^SEPA Direct Debit/ }).check();
    await page.getByLabel('Account holder', { exact: true }).fill('Euro Payer');
    await page.getByLabel('IBAN', { exact: true }).fill('DE89370400440532013000');
    await page.getByRole('checkbox', { name: 'I accept this SEPA Direct Debit mandate.' }).check();
    await page.getByRole('button', { name: 'Pay €12' }).click();
    await page.getByRole('heading', { name: 'Waiting for your bank' }).waitFor();
    const statuses = () => page.getByTestId('top-up-status').allInnerTexts();
    await expect.poll(statuses).toEqual(['Waiting for your bank', 'Paid']);
    await screenshots(page, 'pending');
    await expectNoSeriousA11yViolations(page, 'european payments waiting for the bank');

    await page.getByRole('heading', { name: '1,200 points added' }).waitFor({ timeout: 30_000 });
    await expect.poll(statuses, { timeout: 10_000 }).toEqual(['Paid', 'Paid']);
    await expect.poll(() => balance(page), { timeout: 10_000 }).toContain('2,400 points');
    await screenshots(page, 'done');

    // 3. Changed their mind: the newest top-up (the debit) is refunded within the 14 days, after the
    // page asks once more; its points leave the balance and the older top-up can still be refunded.
    const rows = page.getByTestId('top-up');
    await expect.poll(() => rows.nth(0).innerText()).toContain('Refundable until');
    await rows.nth(0).getByRole('button', { name: 'Refund €12' }).click();
    await rows
      .nth(0)
      .getByText(/1,200 credit points leave your balance/)
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'european payments withdrawal question');
    await rows.nth(0).getByRole('button', { name: 'Yes, refund it' }).click();
    await rows.nth(0).getByText('Refunded: €12 goes back to the way you paid.').waitFor({ timeout: 20_000 });
    await expect.poll(() => balance(page), { timeout: 10_000 }).toContain('1,200 points');
    await expect
      .poll(() => rows.nth(0).getByTestId('withdrawal-status').innerText())
      .toBe('Refund: Refunded');
    expect(await rows.nth(1).getByRole('button', { name: 'Refund €12' }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'european payments after a withdrawal');
    await screenshots(page, 'withdrawn');
  });
});

describe('premium at 6 EUR a month (/premium)', () => {
  it('subscribes with the 3-D Secure card from the learner dashboard, then cancels and takes it back', async () => {
    const { page, context } = await e2e.open();
    await registerOverApi(context, {
      userType: 'student',
      firstName: 'Prem',
      lastName: 'Ium',
      email: uniqueEmail('premium'),
      password: STRONG_PASSWORD,
    });
    await page.goto('/learner-dashboard');
    await page.getByTestId('premium-link').click();
    await page.getByRole('heading', { level: 1, name: 'Premium' }).waitFor();
    await page.getByTestId('premium-no-payments').waitFor();
    const reject = page.getByRole('button', { name: 'Reject All' });
    if (await reject.isVisible()) await reject.click();
    await expectNoSeriousA11yViolations(page, 'premium form');

    await page.getByTestId('card-number').fill('4000 0027 6000 3184');
    await page.getByTestId('card-expiry').fill('12/34');
    await page.getByTestId('card-cvc').fill('123');
    await expect.poll(() => page.getByTestId('premium-subscribe').isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Subscribe for €6 a month' }).click();
    await page.getByTestId('challenge').waitFor();
    await page.getByTestId('challenge-approve').click();
    await page.getByTestId('premium-active').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('premium-state-text').innerText()).toMatch(
      /^It is paid until .+ and then renews/,
    );
    await expect.poll(() => page.getByTestId('premium-payments').innerText()).toContain('Paid');
    await expectNoSeriousA11yViolations(page, 'premium active');
    for (const viewport of ['phone', 'desktop'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, 'premium-active', 'en', viewport);
    }

    await page.getByRole('button', { name: 'Cancel premium' }).click();
    await page.getByText(/premium ends on/).waitFor();
    await page.getByRole('button', { name: 'Keep premium' }).click();
    await page.getByRole('button', { name: 'Cancel premium' }).waitFor();
  });
});
