import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { getJson, signInInEnglish } from './support/api.ts';
import { setupE2E } from './support/harness.ts';

const e2e = setupE2E();

type Earnings = {
  hasPayoutMethod: boolean;
  waitingCents: number;
  earnings: { earnedAt: string; state: string }[];
};
type Queue = { lastWeek: { periodStart: string; periodEnd: string; done: boolean } };

/** The Berlin calendar date of an instant (YYYY-MM-DD): payout weeks are Berlin's. */
const berlinDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(iso));

/** Seeded tutors without a payout method; the demo history completed their past sessions. */
const TUTORS = [
  'jakob.brenner@demo.trt-tutoring.eu',
  'amelie.laurent@demo.trt-tutoring.eu',
  'lukas.meyer@demo.trt-tutoring.eu',
  'hannah.schulz@demo.trt-tutoring.eu',
  'elena.popescu@demo.trt-tutoring.eu',
  'mateo.fernandez@demo.trt-tutoring.eu',
  'katarzyna.wojcik@demo.trt-tutoring.eu',
];

describe('tutor payout after a completed week (issue 12)', () => {
  it('a tutor saves an IBAN, an admin pays last week, the tutor sees the payout paid', async () => {
    const admin = await e2e.open();
    await signInInEnglish(admin.context, 'admin@demo.trt-tutoring.eu');
    const { lastWeek } = await getJson<Queue>(admin.context, '/api/admin/payouts');
    expect(lastWeek.done).toBe(false);

    // A tutor with a session of last week completed and its earning waiting (no payout method yet).
    const tutor = await e2e.open({ viewportName: 'phone' });
    let found: string | null = null;
    for (const email of TUTORS) {
      await signInInEnglish(tutor.context, email);
      const mine = await getJson<Earnings>(tutor.context, '/api/payouts/earnings');
      const lastWeeks = mine.earnings.filter((e) => {
        const day = berlinDay(e.earnedAt);
        return day >= lastWeek.periodStart && day <= lastWeek.periodEnd && e.state === 'waiting';
      });
      if (!mine.hasPayoutMethod && lastWeeks.length > 0) {
        found = email;
        break;
      }
      await tutor.context.clearCookies();
    }
    expect(found, 'a seeded tutor with a completed session last week').not.toBeNull();

    // 1. The tutor sees the earnings waiting and the call to add a payout method; adds an IBAN.
    const { page } = tutor;
    await page.goto('/tutor-payment-management');
    await page.getByTestId('no-payout-method').waitFor();
    await expectNoSeriousA11yViolations(page, '/tutor-payment-management (waiting)');
    await page.getByRole('link', { name: 'Add a payout method' }).click();
    await page.getByRole('heading', { level: 1, name: 'Payout method' }).waitFor();
    await page.getByLabel('Account holder').fill('Demo Tutor');
    // A mistyped check digit is caught in the browser before anything is sent.
    await page.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 01');
    await page.getByRole('button', { name: 'Save payout method' }).click();
    await page.getByText('This IBAN is not valid: check its length and check digits.').waitFor();
    await page.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
    await page.getByRole('button', { name: 'Save payout method' }).click();
    await page.getByText('Your payout method is saved.').waitFor();
    await expect.poll(() => page.getByTestId('saved-method').innerText()).toMatch(/DE89 .* 3000/);
    await expectNoSeriousA11yViolations(page, '/tutor-direct-payments');

    // 2. The admin pays last week from the payout queue.
    await admin.page.goto('/admin/payment-queue');
    await admin.page.getByRole('heading', { level: 1, name: 'Payout queue' }).waitFor();
    await expectNoSeriousA11yViolations(admin.page, '/admin/payment-queue');
    await admin.page.getByRole('button', { name: 'Pay last week now' }).click();
    await expect
      .poll(() => admin.page.getByTestId('queue-result').innerText(), { timeout: 20_000 })
      .toMatch(/^Payout for .* started: \d+ tutors/);
    // Pressed again: the week is paid once.
    await admin.page.getByRole('button', { name: 'Pay last week now' }).click();
    await expect
      .poll(() => admin.page.getByTestId('queue-result').innerText(), { timeout: 20_000 })
      .toContain('nothing was paid twice');

    // 3. The provider confirms (the sandbox's webhooks, through the job queue): the tutor sees it paid.
    await expect
      .poll(
        async () => {
          await page.goto('/tutor-payment-management');
          const row = page.getByTestId('payout-row').first();
          await row.waitFor({ timeout: 10_000 });
          return row.innerText();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toMatch(/Paid/);
    expect(await page.getByTestId('payout-row').first().innerText()).toMatch(/DE89 .* 3000/);
    await expectNoSeriousA11yViolations(page, '/tutor-payment-management (paid)');
  });
});
