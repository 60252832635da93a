import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { getJson, signInInEnglish } from './support/api.ts';
import { apiPost, payWithCard, registerOverApi, STRONG_PASSWORD, uniqueEmail } from './support/flows.ts';
import { failedLoad } from './support/browser.ts';
import { setupE2E } from './support/harness.ts';

// The classroom opens a week ahead here, so a session bookable now (two hours ahead at the least,
// on the tutor's days) is open: the room's rules are the same, only the window is wider.
const e2e = setupE2E({ env: { CLASSROOM_OPENS_MINUTES: '10080' } });

/** Whether the tile of `name` shows moving video: its element has frames of Chromium's test pattern. */
async function seesVideoOf(page: Page, name: string) {
  return page
    .locator(`video[data-name="${name}"]`)
    .evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.videoWidth > 0 && !v.paused)
    .catch(() => false);
}

describe('the classroom (Join)', () => {
  it('a learner with a paid seat and the tutor join from their dashboards and see each other', async () => {
    const learner = await e2e.open({ viewportName: 'phone' });
    await registerOverApi(learner.context, {
      userType: 'student',
      firstName: 'Clara',
      lastName: 'Room',
      email: uniqueEmail('room'),
      password: STRONG_PASSWORD,
    });
    // A seat in a group of the demo tutor (Sofia M., Italian), paid by card in the browser.
    const tutors = await getJson<{ id: string; name: string }[]>(
      learner.context,
      '/api/booking/tutors?skillId=italian&format=group',
    );
    const sofia = tutors.find((x) => x.name === 'Sofia M.')!;
    let seatId = '';
    for (let day = 0; day <= 7 && !seatId; day++) {
      const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      const { slots } = await getJson<{ slots: { startsAt: string; state: string }[] }>(
        learner.context,
        `/api/booking/tutors/${sofia.id}/slots?skillId=italian&format=group&date=${date}&timeZone=Europe/Berlin`,
      );
      const free = slots.find((s) => s.state === 'free');
      if (!free) continue;
      const res = await apiPost(learner.context, '/api/booking/seats', {
        tutorId: sofia.id,
        skillId: 'italian',
        format: 'group',
        startsAt: free.startsAt,
        level: 'beginner',
        language: 'en',
        timeZone: 'Europe/Berlin',
      });
      expect(res.status(), await res.text()).toBe(201);
      seatId = ((await res.json()) as { id: string }).id;
    }
    expect(seatId).not.toBe('');
    await learner.page.goto(`/payment?seat=${seatId}`);
    await learner.page.getByTestId('card-form').waitFor();
    await payWithCard(learner.page, '4242 4242 4242 4242');
    await learner.page.getByRole('heading', { name: 'Seat confirmed' }).waitFor({ timeout: 20_000 });

    // Join from the dashboard: the classroom asks for the camera first.
    await learner.page.goto('/learner-dashboard');
    const seat = learner.page
      .getByTestId('my-seat')
      .filter({ has: learner.page.getByTestId('join-session') });
    await seat.first().getByTestId('join-session').click();
    await learner.page.getByTestId('before-call').waitFor();
    await learner.page.getByTestId('media-on').click();
    await learner.page.locator('video[data-name="Clara R."]').waitFor();
    await expectNoSeriousA11yViolations(learner.page, '/classroom (before joining)');
    await learner.page.getByTestId('join-call').click();
    await learner.page.getByTestId('in-call').waitFor();
    await learner.page.getByText('Nobody else is here yet.', { exact: false }).waitFor();

    const tutor = await e2e.open();
    await signInInEnglish(tutor.context, 'tutor@demo.trt-tutoring.eu');
    await tutor.page.goto('/tutor-dashboard-enhanced');
    const session = tutor.page
      .getByTestId('teaching-session')
      .filter({ hasText: 'Clara R.' })
      .filter({ has: tutor.page.getByTestId('join-session') });
    await session.first().getByTestId('join-session').click();
    await tutor.page.getByTestId('before-call').waitFor();
    await tutor.page.getByTestId('media-on').click();
    await tutor.page.getByTestId('join-call').click();

    // Each sees the other's camera: media flows browser to browser.
    await expect.poll(() => seesVideoOf(tutor.page, 'Clara R.'), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => seesVideoOf(learner.page, 'Sofia M.'), { timeout: 20_000 }).toBe(true);
    expect(await learner.page.getByTestId('peer-tile').innerText()).toContain('Sofia M. · Tutor');
    // The room's chat: a line from the learner reaches the tutor, and the answer comes back.
    await learner.page.getByLabel('Message to everyone in the room').fill('Hello, I am ready!');
    await learner.page.getByTestId('chat-send').click();
    await tutor.page
      .getByTestId('chat-line')
      .filter({ hasText: 'Hello, I am ready!' })
      .filter({ hasText: 'Clara R.' })
      .waitFor();
    await tutor.page.getByLabel('Message to everyone in the room').fill('Welcome, Clara.');
    await tutor.page.getByLabel('Message to everyone in the room').press('Enter');
    await learner.page.getByTestId('chat-line').filter({ hasText: 'Welcome, Clara.' }).waitFor();
    expect(await learner.page.getByTestId('chat-line').first().innerText()).toContain('You');

    // The tutor shares the screen: the learner's picture of the tutor turns from the camera (640 × 360)
    // into the screen, without a new connection; stopping brings the camera back.
    const tutorPicture = () =>
      learner.page
        .locator('video[data-name="Sofia M."]')
        .evaluate((v: HTMLVideoElement) => `${v.videoWidth}x${v.videoHeight}`)
        .catch(() => '');
    expect(await tutorPicture()).toBe('640x360');
    await tutor.page.getByRole('button', { name: 'Share screen' }).click();
    await tutor.page.getByRole('button', { name: 'Stop sharing', pressed: true }).waitFor();
    await expect.poll(tutorPicture, { timeout: 15_000 }).not.toBe('640x360');
    await tutor.page.getByRole('button', { name: 'Stop sharing' }).click();
    await expect.poll(tutorPicture, { timeout: 15_000 }).toBe('640x360');
    await expectNoSeriousA11yViolations(learner.page, '/classroom (in the call)');

    // The learner leaves; the tutor's room says so and keeps running.
    await learner.page.getByTestId('leave-call').click();
    await expect.poll(() => tutor.page.getByTestId('peer-tile').count(), { timeout: 10_000 }).toBe(0);
    await tutor.page.getByText('Nobody else is here yet.', { exact: false }).waitFor();

    // Someone without a paid seat in it finds no classroom.
    const stranger = await e2e.open({ viewportName: 'phone' });
    await registerOverApi(stranger.context, {
      userType: 'student',
      firstName: 'Stray',
      lastName: 'Visitor',
      email: uniqueEmail('stray'),
      password: STRONG_PASSWORD,
    });
    const sessionId = new URL(tutor.page.url()).pathname.split('/').pop()!;
    stranger.errors.expect({
      text: failedLoad(404, 'Not Found'),
      url: `/classroom/${sessionId}`,
      reason: 'a stranger opens a classroom that is not theirs: the page answers 404',
    });
    const answer = await stranger.page.goto(`/classroom/${sessionId}`);
    expect(answer?.status()).toBe(404);
    await stranger.page.getByRole('heading', { name: 'Oops! Page Not Found' }).waitFor();
    expect(await stranger.page.locator('body').innerText()).not.toContain('Clara');
  });
});
