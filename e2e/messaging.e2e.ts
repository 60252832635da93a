import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import {
  DEMO_PASSWORD,
  registerOverApi,
  signInOverApi,
  STRONG_PASSWORD,
  toastWith,
  uniqueEmail,
  verifyEmailOverApi,
} from './support/flows.ts';
import { setupE2E } from './support/harness.ts';

const e2e = setupE2E();

async function getJson<T>(context: BrowserContext, path: string): Promise<T> {
  const res = await context.request.get(path, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

describe('a first message to a tutor', () => {
  it('goes from the booking page to the tutor, who answers on their dashboard; contact details never travel; a parent linked by code reads along', async () => {
    const learner = await e2e.open({ viewportName: 'phone' });
    await registerOverApi(learner.context, {
      userType: 'student',
      firstName: 'Nora',
      lastName: 'Quest',
      email: uniqueEmail('msg'),
      password: STRONG_PASSWORD,
    });
    const tutors = await getJson<{ id: string; name: string }[]>(
      learner.context,
      '/api/booking/tutors?skillId=italian',
    );
    const sofia = tutors.find((x) => x.name === 'Sofia M.')!;
    expect(sofia).toBeDefined();

    await learner.page.goto('/session-booking?skill=italian');
    await learner.page.getByRole('button', { name: 'Message Sofia M.' }).click();
    const dialog = learner.page.getByRole('dialog', { name: 'Message to Sofia M.' });
    await dialog
      .getByLabel('Your message')
      .fill('Ciao! Is Saturday good for beginners? My mail: nora@example.com');
    await expectNoSeriousA11yViolations(learner.page, '/session-booking (message dialog)');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await toastWith(learner.page, 'Message sent to Sofia M.').waitFor();

    const tutor = await e2e.open();
    await signInOverApi(tutor.context, 'tutor@demo.trt-tutoring.eu', DEMO_PASSWORD);
    await tutor.page.goto('/tutor-dashboard-enhanced');
    const row = tutor.page.getByTestId('conversation').filter({ hasText: 'Nora Q.' });
    await row.waitFor();
    expect(await row.innerText()).toContain('1 new');
    await row.getByRole('button').first().click();
    const thread = tutor.page.getByTestId('thread');
    await thread.waitFor();
    const text = await thread.innerText();
    expect(text).toContain('Is Saturday good for beginners? My mail: [•••]');
    expect(text).not.toContain('nora@example.com');
    await thread.getByLabel('Your answer').fill('Yes! Saturdays 10-13, see you there.');
    await thread.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => thread.innerText()).toContain('Saturdays 10-13');
    await expectNoSeriousA11yViolations(tutor.page, '/tutor-dashboard-enhanced (messages)');

    await learner.page.goto('/learner-dashboard');
    const mine = learner.page.getByTestId('conversation').filter({ hasText: 'Sofia M.' });
    await mine.waitFor();
    expect(await mine.innerText()).toContain('Yes! Saturdays 10-13');

    // Her parent makes a link code, Nora enters it on her dashboard, and the parent reads along.
    const parent = await e2e.open({ viewportName: 'phone' });
    const parentEmail = uniqueEmail('parent');
    await registerOverApi(parent.context, {
      userType: 'parent',
      firstName: 'Petra',
      lastName: 'Quest',
      email: parentEmail,
      password: STRONG_PASSWORD,
    });
    // Only an adult whose address is verified makes link codes (ADR 045).
    await verifyEmailOverApi(parent.context, e2e.smtp, parentEmail);
    await parent.page.goto('/parent-dashboard');
    await parent.page.getByRole('heading', { name: 'No children linked yet' }).waitFor();
    await parent.page.getByRole('button', { name: 'Make a code' }).click();
    const code = (await parent.page.getByTestId('new-code').locator('p.font-mono').innerText()).trim();
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    await expectNoSeriousA11yViolations(parent.page, '/parent-dashboard (code made)');

    await learner.page.getByLabel('Code from your parent or guardian').fill(code.toLowerCase());
    await learner.page.getByRole('button', { name: 'Link', exact: true }).click();
    await toastWith(learner.page, 'Petra Q. now follows your account').waitFor();
    await learner.page.getByTestId('guardian').filter({ hasText: 'Petra Q.' }).waitFor();
    // Nora's conversation now says her parent can read it.
    await mine.getByRole('button').first().click();
    await learner.page
      .getByTestId('guardian-follows')
      .filter({ hasText: 'Your parent or guardian can read this conversation.' })
      .waitFor();

    await parent.page.reload();
    const card = parent.page.getByRole('article', { name: 'Nora Q.' });
    await card.waitFor();
    const childRow = card.getByTestId('child-conversation').filter({ hasText: 'Sofia M.' });
    await childRow.getByRole('button').click();
    const read = card.getByTestId('child-thread');
    await expect.poll(() => read.innerText()).toContain('Yes! Saturdays 10-13');
    expect(await read.innerText()).toContain('Is Saturday good for beginners? My mail: [•••]');
    expect(await card.getByRole('textbox').count()).toBe(0);
    await expectNoSeriousA11yViolations(parent.page, '/parent-dashboard (child conversation)');
    // The bell tells the parent who linked.
    const bell = await getJson<{ items: { kind: string; params: { learner: string } }[] }>(
      parent.context,
      '/api/notifications',
    );
    expect(bell.items.map((n) => [n.kind, n.params.learner])).toContainEqual(['family_linked', 'Nora Q.']);
  });
});
