import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { getJson } from './support/api.ts';
import {
  apiPost,
  registerOverApi,
  STRONG_PASSWORD,
  uniqueEmail,
  verifyEmailOverApi,
} from './support/flows.ts';
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

describe('a learner under 16 (ADR 045)', () => {
  it('gives a birth date on /student-onboarding, is refused a seat until a parent links by code, then books', async () => {
    const { page, context } = await e2e.open();
    await registerOverApi(context, {
      userType: 'student',
      firstName: 'Mila',
      lastName: 'Young',
      email: uniqueEmail('child'),
      password: STRONG_PASSWORD,
    });
    await page.goto('/student-onboarding');
    const save = page.getByTestId('onboarding-save');
    await expect.poll(() => save.isEnabled()).toBe(true);
    const born = new Date(Date.now() - 10 * 365.25 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Date of birth').fill(born);
    await page.getByRole('checkbox', { name: 'English' }).check();
    await page.getByRole('checkbox', { name: 'Weekday afternoons (12-17)' }).check();
    await save.click();
    await page.getByTestId('consent-needed').waitFor();
    expect(await page.getByTestId('onboarding-result').innerText()).toBe('Your profile is saved.');
    await expectNoSeriousA11yViolations(page, 'student onboarding, consent asked');

    // Booking waits: the server refuses the seat with the reason the booking page shows.
    const seat = async () => {
      const tutors = await getJson<{ id: string }[]>(
        context,
        '/api/booking/tutors?skillId=english&format=group',
      );
      for (let day = 2; day <= 14; day++) {
        const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
        for (const tutor of tutors) {
          const { slots } = await getJson<{ slots: { startsAt: string; state: string }[] }>(
            context,
            `/api/booking/tutors/${tutor.id}/slots?skillId=english&format=group&date=${date}&timeZone=UTC`,
          );
          const free = slots.find((s) => s.state === 'free');
          if (free)
            return apiPost(context, '/api/booking/seats', {
              tutorId: tutor.id,
              skillId: 'english',
              format: 'group',
              startsAt: free.startsAt,
              level: 'beginner',
              language: 'en',
              timeZone: 'UTC',
            });
        }
      }
      throw new Error('no tutor of English cleared for children has a free hour in two weeks');
    };
    const refused = await seat();
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { key: string }).key).toBe('booking.errors.guardianConsent');

    // A parent makes a code on their account; the child enters it on the same page.
    const parent = await e2e.open();
    const parentEmail = uniqueEmail('parent-of-child');
    await registerOverApi(parent.context, {
      userType: 'parent',
      firstName: 'Petra',
      lastName: 'Young',
      email: parentEmail,
      password: STRONG_PASSWORD,
    });
    // Before verifying their address, the parent cannot make a code; after, they can (ADR 045).
    const early = await apiPost(parent.context, '/api/family/invitations', {});
    expect(early.status()).toBe(403);
    await verifyEmailOverApi(parent.context, e2e.smtp, parentEmail);
    const made = await apiPost(parent.context, '/api/family/invitations', {});
    expect(made.status(), await made.text()).toBe(201);
    const { code } = (await made.json()) as { code: string };
    await page.getByLabel('Code from your parent or guardian').fill(code);
    await page.getByRole('button', { name: 'Link' }).click();
    await page.getByTestId('consent-given').waitFor();
    expect(await page.getByRole('link', { name: 'Book a session' }).getAttribute('href')).toBe(
      '/session-booking',
    );
    const booked = await seat();
    expect(booked.status(), await booked.text()).toBe(201);
  });
});
