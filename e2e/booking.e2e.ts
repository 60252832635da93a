import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { registerOverApi, STRONG_PASSWORD, uniqueEmail } from './support/flows.ts';
import { setupE2E } from './support/harness.ts';

const e2e = setupE2E();

/** A new learner, signed in in their own browser, on the booking page. */
async function learner(tag: string): Promise<Page> {
  const { page, context } = await e2e.open();
  await registerOverApi(context, {
    userType: 'student',
    firstName: `Learner ${tag}`,
    lastName: 'Test',
    email: uniqueEmail(tag),
    password: STRONG_PASSWORD,
  });
  await page.goto('/session-booking');
  return page;
}

/** Guitar, 3:1 (the default) and the demo guitar tutor. */
async function chooseGuitarTutor(page: Page) {
  await page.getByTestId('skill-search').fill('guit');
  await page.getByRole('button', { name: 'Guitar', exact: true }).click();
  await page.getByTestId('select-tutor').first().click();
}

/** The tutor's hours on `date` (YYYY-MM-DD), once loaded. */
async function pickDate(page: Page, date: string) {
  await page.getByTestId('booking-date').fill(date);
  await page.getByTestId('slot-list').waitFor();
  await expect.poll(() => page.getByTestId('slot').count()).toBe(12);
  return page.getByTestId('slot');
}

async function openDay(page: Page, date: string) {
  await chooseGuitarTutor(page);
  return pickDate(page, date);
}

/** The first day from tomorrow on with a free hour with the demo guitar tutor, in the browser's zone. */
async function dayWithFreeHour(page: Page): Promise<{ date: string; index: number }> {
  await chooseGuitarTutor(page);
  for (let i = 1; i <= 14; i++) {
    const date = new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10);
    const slots = await pickDate(page, date);
    // The list of the day just picked: its first hour is on that day in the browser's zone.
    await expect
      .poll(() =>
        slots
          .first()
          .evaluate((e) => new Date((e as HTMLElement).dataset.startsAt ?? '').toLocaleDateString('en-CA')),
      )
      .toBe(date);
    const states = await slots.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.state));
    const index = states.indexOf('free');
    if (index >= 0) return { date, index };
  }
  throw new Error('the demo guitar tutor has no free hour in the next two weeks');
}

describe('booking a 3:1 group (issue 10)', () => {
  it('three learners fill a group in the browser; a fourth finds it full and is offered other times', async () => {
    const first = await learner('first');
    const { date, index } = await dayWithFreeHour(first);
    const slot = (page: Page) => page.getByTestId('slot').nth(index);
    await expect
      .poll(async () => (await slot(first).textContent()) ?? '')
      .toContain('Free: you start a new group');
    await slot(first).click();
    await first.getByTestId('book-session').click();
    await first.getByTestId('seat-held').waitFor();
    expect(await first.getByTestId('seat-held').innerText()).toMatch(
      /Your seat in this 3:1 group with .+ is held until/,
    );

    for (const [tag, left] of [
      ['second', '2 seats left'],
      ['third', '1 seat left'],
    ] as const) {
      const page = await learner(tag);
      await openDay(page, date);
      await expect.poll(async () => (await slot(page).textContent()) ?? '').toContain(`Open group: ${left}`);
      await slot(page).click();
      await page.getByTestId('book-session').click();
      await page.getByTestId('seat-held').waitFor();
    }

    const fourth = await learner('fourth');
    await openDay(fourth, date);
    await expect.poll(async () => (await slot(fourth).textContent()) ?? '').toContain('Group full');
    expect(await slot(fourth).isDisabled()).toBe(true);
    // Other hours of the tutor's day stay open to start another group.
    const others = await fourth
      .getByTestId('slot')
      .evaluateAll((els) => els.filter((e) => (e as HTMLElement).dataset.state === 'free').length);
    expect(others).toBeGreaterThan(0);

    // The first learner's dashboard shows the full group, and the seat can still be cancelled for free.
    await first.goto('/learner-dashboard');
    const seat = first.getByTestId('my-seat');
    await seat.waitFor();
    expect(await seat.innerText()).toContain('3 of 3 seats taken');
    // The seat held and the full group reached the learner's bell (the events run as jobs).
    const bell = first.getByTestId('notification-bell');
    await expect
      .poll(async () => {
        await first.reload();
        await seat.waitFor();
        return bell.getAttribute('aria-label');
      })
      .toBe('Notifications: 2 unread');
    await seat.getByTestId('cancel-seat').click();
    await first.getByText('No sessions booked yet.').waitFor();

    // The settings: notification choices and a calendar feed whose secret link serves the learner's seats.
    await first.getByRole('tab', { name: 'Settings' }).click();
    await first.getByTestId('notification-preferences').waitFor();
    await first.getByTestId('calendar-feed-create').click();
    const feedUrl = await first.getByTestId('calendar-feed-url').inputValue();
    await expectNoSeriousA11yViolations(first, 'dashboard settings');
    const feed = await first.request.get(new URL(feedUrl).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');

    // The freed seat is open again for the fourth learner.
    await fourth.reload();
    await openDay(fourth, date);
    await expect
      .poll(async () => (await slot(fourth).textContent()) ?? '')
      .toContain('Open group: 1 seat left');
  });
});
