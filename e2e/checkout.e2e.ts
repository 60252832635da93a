import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { apiPost, payWithCard, registerOverApi, STRONG_PASSWORD, uniqueEmail } from './support/flows.ts';
import { getJson, holdSeatsOverApi } from './support/api.ts';
import { setupE2E } from './support/harness.ts';

const e2e = setupE2E();

async function expectConfirmed(page: Page) {
  const heading = page.getByRole('heading', { name: 'Seat confirmed' });
  await heading.waitFor({ timeout: 20_000 });
  await expect.poll(() => heading.evaluate((e) => e === document.activeElement)).toBe(true);
}

describe('paying for a held seat (issue 12)', () => {
  it('books and pays in the browser; a declined card pays again; a 3-D Secure check passes', async () => {
    const { page, context } = await e2e.open();
    await registerOverApi(context, {
      userType: 'student',
      firstName: 'Payer',
      lastName: 'Test',
      email: uniqueEmail('payer'),
      password: STRONG_PASSWORD,
    });

    // 1. Book Session in the browser, Pay now from the held panel, pay with the success card.
    await page.goto('/session-booking');
    await page.getByTestId('skill-search').fill('guit');
    await page.getByRole('button', { name: 'Guitar', exact: true }).click();
    await page.getByTestId('select-tutor').first().click();
    const free = page.locator('[data-testid="slot"][data-state="free"]');
    for (let day = 1; day <= 7; day++) {
      await page
        .getByTestId('booking-date')
        .fill(new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10));
      await page.getByTestId('slot-list').waitFor();
      await expect.poll(() => page.getByTestId('slot').count()).toBe(12);
      if ((await free.count()) > 0) break;
    }
    await free.first().click();
    await page.getByTestId('book-session').click();
    await page.getByTestId('seat-held').waitFor();
    await page.getByTestId('seat-held').getByRole('link', { name: 'Pay now' }).click();
    await page.getByTestId('card-form').waitFor();
    const summary = await page.getByTestId('checkout-summary').innerText();
    expect(summary).toContain('Guitar');
    expect(summary).toContain('3:1');
    // The first paid booking carries the one-time platform access fee (SPEC.md 9): 12 + 5 EUR.
    await page.getByTestId('price-access-fee').waitFor();
    expect(await page.getByTestId('price-seat').innerText()).toContain('€12');
    expect(await page.getByTestId('price-access-fee').innerText()).toContain('€5');
    expect(await page.getByTestId('checkout-price').innerText()).toContain('€17');
    expect(await page.getByTestId('test-cards').innerText()).toContain('4242 4242 4242 4242');
    await expectNoSeriousA11yViolations(page, 'checkout form');
    await payWithCard(page, '4242 4242 4242 4242');
    await expectConfirmed(page);
    // The money is taken by a job moments after the seat is confirmed; then the receipt is offered.
    const receipt = page.getByTestId('receipt-link');
    await receipt.waitFor({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, 'checkout confirmed');
    const pdf = await context.request.get((await receipt.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.getByTestId('to-dashboard').click();
    const firstSeat = page.getByTestId('my-seat');
    await firstSeat.first().waitFor();
    expect(await firstSeat.first().innerText()).toContain('Confirmed');
    expect(await firstSeat.first().getByTestId('pay-now').count()).toBe(0);

    // 2. A held seat on the dashboard: Pay now, declined, then paid with another card.
    const [declineSeat, challengeSeat] = await holdSeatsOverApi(context, 2, new Set());
    await page.reload();
    const held = page.locator('[data-testid="my-seat"]', { has: page.getByTestId('pay-now') });
    await expect.poll(() => held.count()).toBe(2);
    await page.goto(`/payment?seat=${declineSeat}`);
    await page.getByTestId('card-form').waitFor();
    await payWithCard(page, '4000 0000 0000 0002');
    const declined = page.getByTestId('checkout-declined');
    await declined.waitFor();
    expect(await declined.innerText()).toContain('Your card was declined.');
    await payWithCard(page, '4242 4242 4242 4242');
    await expectConfirmed(page);

    // 3. The 3-D Secure card: the sandbox's check, approved, settles through the webhook.
    await page.goto(`/payment?seat=${challengeSeat}`);
    await page.getByTestId('card-form').waitFor();
    await payWithCard(page, '4000 0027 6000 3184');
    await page.getByTestId('challenge').waitFor();
    await expectNoSeriousA11yViolations(page, 'checkout 3-D Secure');
    await page.getByTestId('challenge-approve').click();
    await expectConfirmed(page);

    const seats = await getJson<{ upcoming: { id: string; status: string }[] }>(
      context,
      '/api/booking/seats',
    );
    expect(seats.upcoming.map((s) => s.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);

    // 4. A voucher from the exit-intent offer: 10 % off the seat, and its 50 credit points once paid;
    // then a seat paid partly with those points and partly by card.
    const shown = await apiPost(context, '/api/psychology/exit-intent', {});
    const { modalContent } = (await shown.json()) as { modalContent: { impressionId: string } };
    const claimed = await apiPost(context, '/api/psychology/exit-intent/claim', {
      impressionId: modalContent.impressionId,
    });
    const { voucher } = (await claimed.json()) as { voucher: { code: string } };
    const [voucherSeat, pointsSeat] = await holdSeatsOverApi(
      context,
      2,
      new Set(seats.upcoming.map((s) => s.id)),
    );
    await page.goto(`/payment?seat=${voucherSeat}`);
    await page.getByTestId('pay-options').waitFor();
    expect(await page.getByTestId('pay-options').innerText()).toContain('You have no credit points yet');
    await page.getByLabel('Voucher code').fill(voucher.code.toLowerCase());
    await page.getByTestId('voucher-apply').click();
    await page.getByTestId('voucher-applied').waitFor();
    expect(await page.getByTestId('price-discount').innerText()).toContain('1.20');
    expect(await page.getByTestId('checkout-price').innerText()).toContain('10.80');
    await expectNoSeriousA11yViolations(page, 'checkout with a voucher');
    await payWithCard(page, '4242 4242 4242 4242');
    await expectConfirmed(page);
    await expect
      .poll(
        async () => (await getJson<{ balanceCents: number }>(context, '/api/payments/points')).balanceCents,
        {
          timeout: 20_000,
        },
      )
      .toBe(50);

    await page.goto(`/payment?seat=${pointsSeat}`);
    await page.getByRole('checkbox', { name: /Use my credit points/ }).check();
    expect(await page.getByTestId('price-points').innerText()).toContain('0.50');
    expect(await page.getByTestId('checkout-price').innerText()).toContain('11.50');
    await payWithCard(page, '4242 4242 4242 4242');
    await expectConfirmed(page);
    const points = await getJson<{ balanceCents: number }>(context, '/api/payments/points');
    expect(points.balanceCents).toBe(0);
  });
});
