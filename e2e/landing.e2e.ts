import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../common/constants.ts';
import { ROOT } from './support/app-server.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import type { ViewportName } from './support/browser.ts';
import { apiPost, waitForPath, waitForText } from './support/flows.ts';
import { notFoundDocument, setupE2E } from './support/harness.ts';
import { saveScreenshot } from './support/screenshots.ts';

const e2e = setupE2E();

interface Metrics {
  registeredUsers: number;
  learners: number;
  fraudDetectionAccuracy: number | null;
  systemUptime: number | null;
  securityFeatures: number;
  europeanCities: number;
  languages: number;
  activeTutors: number;
  skills: number;
}

interface TutorMatch {
  id: string;
  name: string;
  expertise: { id: string; name: string }[];
  nextAvailable: string | null;
}

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function metricsOverApi(page: Page): Promise<Metrics> {
  const res = await page.context().request.get('/api/platform/metrics', { headers: XHR });
  expect(res.status()).toBe(200);
  return (await res.json()) as Metrics;
}

async function demoOverApi(page: Page, skill: string, userType: 'student' | 'tutor'): Promise<TutorMatch[]> {
  const res = await apiPost(page.context(), '/api/conversion/instant-demo', {
    skill,
    userType,
    email: 'demo@trt-tutoring.eu',
    // The browser's zone (openContext), which the page sends too.
    timeZone: 'Europe/Berlin',
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { demo: { personalizedContent: { tutorMatches: TutorMatch[] } } };
  return body.demo.personalizedContent.tutorMatches;
}

/** The landing page with its metrics panel loaded from the real server. */
async function openLanding(page: Page) {
  await page.goto('/');
  await page.getByTestId('landing-page').waitFor();
  await page.locator('[data-testid="trust-metrics"][data-state="live"]').waitFor();
}

const produced: string[] = [];
afterAll(() => {
  if (produced.length)
    console.log(`[e2e] screenshots:\n${produced.map((f) => `  ${path.relative(ROOT, f)}`).join('\n')}`);
});

describe('landing page', () => {
  it('shows the real platform figures, honest about what is not measured', async () => {
    const { page } = await e2e.open();
    await openLanding(page);
    const metrics = await metricsOverApi(page);
    const tile = (key: string) => page.getByTestId(`metric-${key}`).innerText();

    // Learners only, exactly: not every account, and no "+".
    expect(metrics.learners).toBeLessThan(metrics.registeredUsers);
    expect(await tile('activeLearners')).toContain(metrics.learners.toLocaleString('en'));
    expect(await tile('activeLearners')).not.toContain('+');
    expect(await tile('cities')).toContain(String(metrics.europeanCities));
    expect(await tile('security')).toContain(String(metrics.securityFeatures));
    // Nothing measures fraud detection: the server says null and the page says so.
    expect(metrics.fraudDetectionAccuracy).toBeNull();
    expect(await tile('accuracy')).toContain('Not measured yet');
    expect(await page.getByTestId('technical-transparency').innerText()).toContain(
      `available in ${metrics.languages} languages`,
    );
    expect(await page.getByTestId('metrics-fallback-notice').count()).toBe(0);

    // The header of SPEC.md 2.2 (its /trt-b2b-service link waits for that screen) and the hero's two
    // calls to action: learners go to the student hub, whose "Join Free" starts their registration;
    // tutors go to the tutor hub, whose "Apply as a tutor" starts the tutor's registration.
    const header = page.getByRole('banner');
    expect(await header.locator('a[href="/auth?mode=login"]').count()).toBeGreaterThan(0);
    expect(await header.locator('a[href="/auth?mode=register"]').count()).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Start learning' }).click();
    await waitForPath(page, '/student-hub');
    await page.getByTestId('hub-ctas').getByRole('link', { name: 'Join Free' }).click();
    await waitForPath(page, '/auth');
    expect(new URL(page.url()).searchParams.get('type')).toBe('student');
    await page.goBack();
    await page.goBack();
    await page.getByRole('link', { name: 'Become a tutor' }).click();
    await waitForPath(page, '/tutor-hub');
    await page.getByTestId('hub-apply').first().click();
    await waitForPath(page, '/auth');
    expect(new URL(page.url()).searchParams.get('type')).toBe('tutor');
  });

  it('demo 1 finds the real seeded tutors for a skill, and says when there are none', async () => {
    const { page } = await e2e.open();
    await openLanding(page);
    const demo = page.getByTestId('finder-demo');
    const input = demo.getByLabel('Skill you want to learn');
    const button = demo.getByRole('button', { name: 'Find tutors' });
    expect(await button.isDisabled()).toBe(true);

    for (const [skill, skillName] of [
      ['guitar', 'Guitar'],
      ['spanish', 'Spanish'],
      ['mathematics', 'Mathematics'],
    ] as const) {
      const expected = await demoOverApi(page, skill, 'student');
      expect(expected.length, `seeded tutors for ${skill}`).toBeGreaterThan(0);
      await input.fill(skill);
      await button.click();
      await waitForText(demo.getByTestId('finder-count'), (t) => t.includes(`“${skill}”`));
      const cards = demo.getByTestId('tutor-card');
      expect(await cards.count()).toBe(expected.length);
      const names = await cards.locator('h4').allInnerTexts();
      expect(names).toEqual(expected.map((t) => t.name));
      for (const [i, text] of (await cards.allInnerTexts()).entries()) {
        expect(text).toContain(skillName);
        expect(text).toContain('€12 per learner (3:1 group)');
        expect(text).toMatch(/\d\.\d \(\d+ reviews?\)|New tutor, no reviews yet/);
        // The tutor's next free hour in the browser's zone, when there is one, leads into booking.
        const tutor = expected[i]!;
        if (tutor.nextAvailable) {
          const next = cards.nth(i).getByTestId('tutor-next-available').getByRole('link');
          expect(await next.innerText()).toMatch(/^Next available: /);
          expect(await next.getAttribute('href')).toBe(
            `/session-booking?skill=${tutor.expertise[0]!.id}&tutor=${tutor.id}`,
          );
        } else expect(text).not.toContain('Next available');
      }
    }

    await input.fill('underwater basket weaving');
    await button.click();
    const empty = demo.getByTestId('finder-empty');
    await empty.waitFor();
    expect(await empty.innerText()).toContain('No tutor teaches “underwater basket weaving” yet');
    expect(await empty.getByRole('link', { name: 'Browse all skills' }).getAttribute('href')).toBe('/skills');
    expect(await demo.getByTestId('tutor-card').count()).toBe(0);

    await input.fill('   ');
    expect(await button.isDisabled()).toBe(true);
  });

  it("demo 2 estimates earnings at SPEC.md 9's 12 EUR per session and shows at most two tutors teaching the skill", async () => {
    const { page } = await e2e.open();
    await openLanding(page);
    const demo = page.getByTestId('earnings-demo');
    const input = demo.getByLabel('Skill you would teach');
    const button = demo.getByRole('button', { name: 'Calculate earnings' });
    expect(await button.isDisabled()).toBe(true);

    // Whatever the skill: tutors never set prices and every 3:1 session pays 12 EUR.
    await input.fill('Language coaching');
    await button.click();
    await waitForText(demo.getByTestId('earnings-rate'), (t) => t.includes('€12 per 3:1 session'));
    expect(await demo.getByTestId('earnings-monthly').allInnerTexts()).toEqual(['€240', '€720', '€960']);
    expect(await demo.getByTestId('earnings-tier-partTime').innerText()).toContain('5 h/week');
    expect(await demo.getByTestId('earnings-tier-fullTime').innerText()).toContain('15 h/week');
    expect(await demo.getByTestId('earnings-tier-expert').innerText()).toContain('20+ h/week');

    await input.fill('guitar');
    await button.click();
    await waitForText(demo.getByTestId('earnings-results'), (t) => t.includes('“guitar”'));
    expect(await demo.getByTestId('earnings-rate').innerText()).toContain('€12 per 3:1 session');
    expect(await demo.getByTestId('earnings-monthly').allInnerTexts()).toEqual(['€240', '€720', '€960']);
    const expected = await demoOverApi(page, 'guitar', 'tutor');
    expect(expected.length).toBeGreaterThan(0);
    const cards = demo.getByTestId('earnings-tutors').getByTestId('tutor-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(Math.min(2, expected.length));
    expect(await cards.locator('h5').allInnerTexts()).toEqual(expected.slice(0, 2).map((t) => t.name));

    // Spanish has two seeded tutors: both are shown (the server caps the tutor demo at two, SPEC.md 9).
    await input.fill('spanish');
    await button.click();
    await waitForText(demo.getByTestId('earnings-results'), (t) => t.includes('“spanish”'));
    await cards.first().waitFor();
    const spanish = await demoOverApi(page, 'spanish', 'tutor');
    expect(spanish.length).toBeLessThanOrEqual(2);
    expect(await cards.locator('h5').allInnerTexts()).toEqual(spanish.map((t) => t.name));
  });

  it('the join form requires every field, then continues to registration with the chosen type', async () => {
    const { page } = await e2e.open();
    await openLanding(page);
    const form = page.getByTestId('join-form');
    const submit = form.getByRole('button', { name: 'Continue to registration' });
    await submit.click();
    expect(await form.getByRole('alert').innerText()).toBe('Please fill all fields');

    await form.getByLabel('Full name').fill('Lena Berg');
    await form.getByLabel('Email address').fill('lena.berg@example.org');
    await submit.click();
    expect(await form.getByRole('alert').innerText()).toBe('Please fill all fields');

    await form.getByRole('radio', { name: /Tutor/ }).check();
    await submit.click();
    const url = await waitForPath(page, '/auth');
    expect(url.searchParams.get('type')).toBe('tutor');
    expect(url.searchParams.get('mode')).toBe('register');
    expect(url.searchParams.get('email')).toBe('lena.berg@example.org');
    expect(url.searchParams.get('name')).toBe('Lena Berg');
    const registerTab = page.getByRole('tab', { name: 'Register' });
    await expect.poll(() => registerTab.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByLabel('I am joining as').inputValue()).toBe('tutor');
  });

  it('contact: the email dialog opens with the default subject; no WhatsApp link unless configured; the sign-up button', async () => {
    const { page } = await e2e.open();
    await openLanding(page);
    await page.getByRole('button', { name: 'Email support' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel('Subject').inputValue()).toBe('Support request');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The e2e server sets no SUPPORT_WHATSAPP: no placeholder number is linked.
    expect(await page.getByRole('link', { name: /WhatsApp/ }).count()).toBe(0);
    expect(await page.locator('a[href^="https://wa.me/"]').count()).toBe(0);

    const signUp = page.locator('[data-signup-button]');
    expect(await signUp.count()).toBe(1);
    await signUp.click();
    await waitForPath(page, '/auth');
    expect(new URL(page.url()).searchParams.get('mode')).toBe('register');
  });

  it('the language picker switches through all 23 languages and sets <html lang>', async () => {
    const { page } = await e2e.open();
    await openLanding(page);
    const picker = page.locator('#header-language');
    const html = page.locator('html');
    expect(await html.getAttribute('lang')).toBe('en');
    const order = [...LANGUAGES.slice(1), 'en'];
    for (const code of order) {
      await picker.selectOption(code); // waits while the picker is locked (300 ms, SPEC.md 9)
      // The first choice hands the English page's islands over to the app (ADR 013).
      if (code === order[0]) await page.locator('#prerender').waitFor({ state: 'detached' });
      await expect.poll(() => html.getAttribute('lang'), { timeout: 10_000 }).toBe(code);
      expect(await picker.inputValue()).toBe(code);
      // The page is still there (no render error page) with its heading and demos.
      expect(await page.locator('h1').count()).toBe(1);
      expect(await page.getByTestId('finder-demo').count()).toBe(1);
    }
    expect(await page.locator('h1').innerText()).toBe('Learn any skill, together');
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en');
  });

  it('not-found page shows the real counts of tutors, skills and languages', async () => {
    const { page, errors } = await e2e.open();
    errors.expect(notFoundDocument('/this/does/not/exist'));
    await page.goto('/this/does/not/exist');
    const claims = page.locator('[data-testid="not-found-claims"][data-source="live"]');
    await claims.waitFor();
    const metrics = await metricsOverApi(page);
    const value = (label: string) =>
      claims
        .locator('div')
        .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd')
        .innerText();
    expect(metrics.activeTutors).toBeGreaterThan(0);
    expect(await value('Active tutors')).toBe(String(metrics.activeTutors));
    expect(await value('Skills')).toBe(String(metrics.skills));
    expect(await value('Languages')).toBe(String(metrics.languages));
    expect(await value('Learning')).toBe('24/7');
    expect(await claims.innerText()).not.toContain('500+');
  });
});

// English, German, and two languages in other scripts (Greek, Bulgarian Cyrillic).
const COMBOS: { lang: 'en' | 'de' | 'el' | 'bg'; viewport: ViewportName }[] = [
  { lang: 'en', viewport: 'desktop' },
  { lang: 'en', viewport: 'phone' },
  { lang: 'de', viewport: 'desktop' },
  { lang: 'de', viewport: 'phone' },
  { lang: 'el', viewport: 'desktop' },
  { lang: 'el', viewport: 'phone' },
  { lang: 'bg', viewport: 'phone' },
];

describe('landing accessibility and screenshots', () => {
  it.each(COMBOS)(
    '/ and not-found: axe and screenshots in $lang at $viewport',
    async ({ lang, viewport }) => {
      const { page, errors } = await e2e.open({ viewportName: viewport, language: lang });
      await openLanding(page);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      // Run the demos so their results are checked and pictured too.
      await page.getByTestId('finder-form').locator('input').fill('guitar');
      await page.getByTestId('finder-form').getByRole('button').click();
      await page.getByTestId('finder-demo').getByTestId('tutor-card').first().waitFor();
      await page.getByTestId('earnings-form').locator('input').fill('guitar');
      await page.getByTestId('earnings-form').getByRole('button').click();
      await page.getByTestId('earnings-tutors').getByTestId('tutor-card').first().waitFor();
      await expectNoSeriousA11yViolations(page, `landing (${lang}, ${viewport})`);
      produced.push(await saveScreenshot(page, 'landing', lang, viewport));

      errors.expect(notFoundDocument('/no-such-page'));
      await page.goto('/no-such-page');
      await page.locator('[data-testid="not-found-claims"][data-source="live"]').waitFor();
      await expectNoSeriousA11yViolations(page, `not-found (${lang}, ${viewport})`);
    },
  );
});
