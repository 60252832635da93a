import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { apiPost, DEMO_PASSWORD, signInOverApi } from './flows.ts';

const JSON_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

/** A GET of our API as the browser context's user; anything but 200 fails the test with the body. */
export async function getJson<T>(context: BrowserContext, url: string): Promise<T> {
  const res = await context.request.get(url, { headers: JSON_HEADERS });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** Signs a demo account in and switches it to English, whatever language it was seeded with. */
export async function signInInEnglish(context: BrowserContext, email: string) {
  await signInOverApi(context, email, DEMO_PASSWORD);
  const { csrfToken } = await getJson<{ csrfToken: string }>(context, '/api/csrf-token');
  const res = await context.request.patch('/api/user/preferences', {
    data: { language: 'en' },
    headers: { ...JSON_HEADERS, 'X-CSRF-Token': csrfToken },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Holds `count` seats of 3:1 guitar at free hours of the demo tutors, from `fromDay` days ahead, over
 * the API (the booking UI is booking.e2e's subject): seat ids in order. Hours in `skip` are not taken.
 */
export async function holdSeatsOverApi(
  context: BrowserContext,
  count: number,
  skip: Set<string> = new Set(),
  fromDay = 2,
): Promise<string[]> {
  const tutors = await getJson<{ id: string }[]>(context, '/api/booking/tutors?skillId=guitar&format=group');
  const ids: string[] = [];
  for (let day = fromDay; day <= 14 && ids.length < count; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    for (const tutor of tutors) {
      if (ids.length >= count) break;
      const { slots } = await getJson<{ slots: { startsAt: string; state: string }[] }>(
        context,
        `/api/booking/tutors/${tutor.id}/slots?skillId=guitar&format=group&date=${date}&timeZone=UTC`,
      );
      const free = slots.find((s) => s.state === 'free' && !skip.has(s.startsAt));
      if (!free) continue;
      const res = await apiPost(context, '/api/booking/seats', {
        tutorId: tutor.id,
        skillId: 'guitar',
        format: 'group',
        startsAt: free.startsAt,
        level: 'beginner',
        language: 'en',
        timeZone: 'UTC',
      });
      expect(res.status(), await res.text()).toBe(201);
      skip.add(free.startsAt);
      ids.push(((await res.json()) as { id: string }).id);
    }
  }
  expect(ids).toHaveLength(count);
  return ids;
}
