import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { DEMO_PASSWORD, signInOverApi, toastWith } from './support/flows.ts';
import { setupE2E } from './support/harness.ts';

const e2e = setupE2E();

async function getJson<T>(context: BrowserContext, path: string): Promise<T> {
  const res = await context.request.get(path, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** The demo account in English, whatever language it was seeded with. */
async function signInInEnglish(context: BrowserContext, email: string) {
  await signInOverApi(context, email, DEMO_PASSWORD);
  const { csrfToken } = await getJson<{ csrfToken: string }>(context, '/api/csrf-token');
  const res = await context.request.patch('/api/user/preferences', {
    data: { language: 'en' },
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': csrfToken },
  });
  expect(res.status(), await res.text()).toBe(200);
}

type Teaching = { toRecord: { id: string; learners: { seatId: string }[] }[] };
type Analytics = { totals: { sessions: number } };

describe('after a session', () => {
  it('the tutor records who came and completes it; the analytics count it', async () => {
    const { page, context } = await e2e.open({ viewportName: 'phone' });
    await signInInEnglish(context, 'tutor@demo.trt-tutoring.eu');
    const before = await getJson<Teaching>(context, '/api/booking/teaching');
    expect(before.toRecord.length).toBeGreaterThan(0);
    const sessionsBefore = (await getJson<Analytics>(context, '/api/teaching/analytics')).totals.sessions;

    await page.goto('/tutor-dashboard-enhanced');
    const form = page.getByTestId('record-session').first();
    await form.waitFor();
    await expectNoSeriousA11yViolations(page, '/tutor-dashboard-enhanced (who came)');
    const boxes = form.getByRole('checkbox');
    expect(await boxes.count()).toBe(before.toRecord[0]!.learners.length);
    // The first learner did not come.
    await boxes.first().click();
    await form.getByRole('button', { name: 'Complete session' }).click();
    await toastWith(page, 'Attendance recorded; the session is completed.').waitFor();
    await expect.poll(() => page.getByTestId('record-session').count()).toBe(before.toRecord.length - 1);

    const after = await getJson<Analytics>(context, '/api/teaching/analytics');
    expect(after.totals.sessions).toBe(sessionsBefore + 1);
    await page.goto('/tutor-dashboard-professional');
    await page.getByTestId('tutor-totals').waitFor();
    expect(await page.getByTestId('tutor-totals').innerText()).toContain(String(sessionsBefore + 1));
    await expectNoSeriousA11yViolations(page, '/tutor-dashboard-professional');
  });

  it('a learner who came rates the session once, with stars and a comment', async () => {
    const { page, context } = await e2e.open();
    await signInInEnglish(context, 'student@demo.trt-tutoring.eu');
    type Seats = {
      past: { id: string; canReview: boolean; review: { rating: number; comment: string } | null }[];
    };
    const rateable = (await getJson<Seats>(context, '/api/booking/seats')).past.filter((s) => s.canReview);
    expect(rateable.length).toBeGreaterThan(0);

    await page.goto('/learner-dashboard?tab=sessions');
    await page.getByTestId('past-sessions').waitFor();
    await page.getByRole('button', { name: 'Rate this session' }).first().click();
    const form = page.getByTestId('rate-form');
    await form.locator('label', { has: page.getByRole('radio', { name: '4 stars' }) }).click();
    await form.getByLabel('Comment (optional)').fill('Clear explanations, lots of practice.');
    await expectNoSeriousA11yViolations(page, '/learner-dashboard (rating)');
    await form.getByRole('button', { name: 'Send rating' }).click();
    await toastWith(page, 'Thank you for your rating.').waitFor();
    await page.getByTestId('my-rating').first().waitFor();

    const seats = (await getJson<Seats>(context, '/api/booking/seats')).past;
    const rated = seats.find((s) => s.id === rateable[0]!.id)!;
    expect(rated.review).toEqual({ rating: 4, comment: 'Clear explanations, lots of practice.' });
    expect(rated.canReview).toBe(false);
    expect(seats.filter((s) => s.canReview)).toHaveLength(rateable.length - 1);
  });
});
