import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { registerOverApi, STRONG_PASSWORD, uniqueEmail } from './support/flows.ts';
import { getJson, holdSeatsOverApi, signInInEnglish } from './support/api.ts';
import { setupE2E } from './support/harness.ts';

const e2e = setupE2E();

describe('refunds (issue 12)', () => {
  it('inside the rules: a paid seat days ahead is cancelled and refunded to the card at once', async () => {
    const { page, context } = await e2e.open();
    await registerOverApi(context, {
      userType: 'student',
      firstName: 'Refund',
      lastName: 'Test',
      email: uniqueEmail('refund'),
      password: STRONG_PASSWORD,
    });
    const seatId = (await holdSeatsOverApi(context, 1, new Set(), 3))[0]!;
    await page.goto(`/payment?seat=${seatId}`);
    await page.getByTestId('card-form').waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
    await page.getByLabel('Security code (CVC)').fill('123');
    await page.getByTestId('pay').click();
    // The money is taken by a job moments after the seat is confirmed; the receipt says it is.
    await page.getByTestId('receipt-link').waitFor({ timeout: 20_000 });

    await page.goto('/learner-dashboard');
    await page.getByTestId('refund-portal-link').click();
    const row = page.getByTestId('refund-booking');
    await row.waitFor();
    expect(await row.getByTestId('refund-option').innerText()).toContain('Instant refund');
    await expectNoSeriousA11yViolations(page, 'refund portal');
    await row.getByLabel('Back to my card').check();
    await row.getByTestId('refund-submit').click();
    const message = page.getByTestId('refund-announcement');
    await expect.poll(() => message.innerText(), { timeout: 20_000 }).toContain('€17.00 refunded');
    const mine = page.getByTestId('my-refunds');
    await expect.poll(() => mine.innerText()).toContain('Refunded');
    expect(await mine.innerText()).toContain('Back to my card');

    const seats = await getJson<{ upcoming: { id: string }[]; past: { id: string; status: string }[] }>(
      context,
      '/api/booking/seats',
    );
    expect(seats.upcoming.find((s) => s.id === seatId)).toBeUndefined();
    expect(seats.past.find((s) => s.id === seatId)?.status).toBe('cancelled');
  }, 120_000);

  it('outside the rules: a support request waits for the admin, who approves it; the learner sees it refunded', async () => {
    const admin = await e2e.open();
    await signInInEnglish(admin.context, 'admin@demo.trt-tutoring.eu');
    await admin.page.goto('/admin');
    await admin.page.getByRole('link', { name: 'Refund requests' }).click();
    // The demo has a learner's request made after their session ended (the seed makes it through the service).
    const request = admin.page.getByTestId('admin-refund').first();
    await request.waitFor();
    const text = await request.innerText();
    expect(text).toContain('Waiting for support');
    expect(text).toMatch(/Session ended \d+ h ago/);
    await expectNoSeriousA11yViolations(admin.page, 'admin refunds');
    const email = /\(([^)\s]+@[^)\s]+)\)/.exec(text)?.[1];
    expect(email).toBeTruthy();
    await request.getByTestId('approve-refund').click();
    await expect
      .poll(() => request.getByRole('status').innerText(), { timeout: 20_000 })
      .toContain('Refunded.');

    await admin.page.goto('/admin/refund-analytics');
    await admin.page.getByTestId('analytics-total').waitFor();
    expect(await admin.page.getByTestId('analytics-approval').innerText()).toMatch(/%/);
    await expectNoSeriousA11yViolations(admin.page, 'refund analytics');

    const learner = await e2e.open();
    await signInInEnglish(learner.context, email!);
    await learner.page.goto('/refund-portal');
    const mine = learner.page.getByTestId('my-refunds');
    await mine.waitFor();
    await expect.poll(() => mine.innerText()).toContain('Refunded');
  });
});
