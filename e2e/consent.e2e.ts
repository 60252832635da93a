import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './support/app-server.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import type { ViewportName } from './support/browser.ts';
import { waitForPath } from './support/flows.ts';
import { setupE2E } from './support/harness.ts';
import { ARTIFACTS_DIR } from './support/screenshots.ts';

const e2e = setupE2E();
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

interface StoredConsent {
  analyticsCookies: boolean;
  marketingCookies: boolean;
  preferencesCookies: boolean;
  performanceCookies: boolean;
  source: string;
}

/** What the server has on record for this browser. */
async function storedConsent(context: BrowserContext): Promise<StoredConsent | null> {
  const res = await context.request.get('/api/legal-compliance/cookie-consent', { headers: XHR });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { consent: StoredConsent | null }).consent;
}

/** Every request the page makes to /api/analytics, from before the first navigation. */
function watchAnalytics(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/analytics')) seen.push(request);
  });
  return seen;
}

/** The client batches events for 2 s; wait past that so "nothing was sent" means something. */
const PAST_FLUSH_MS = 3000;

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' });

/** Viewport screenshots (the overlays are fixed to the viewport; a full-page shot would misplace them). */
const produced: string[] = [];
async function shot(page: Page, screen: string, lang: string, viewport: ViewportName) {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${screen}-${lang}-${viewport}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  produced.push(file);
}
afterAll(() => {
  if (produced.length)
    console.log(`[e2e] screenshots:\n${produced.map((f) => `  ${path.relative(ROOT, f)}`).join('\n')}`);
});

describe('cookie consent', () => {
  it('Accept All: nothing reaches /api/analytics before the choice; afterwards page views flow', async () => {
    const { page, context } = await e2e.open();
    const analytics = watchAnalytics(page);
    await page.goto('/');
    await banner(page).waitFor();
    await expectNoSeriousA11yViolations(page, '/ with the cookie banner open');

    // Browse a little before choosing: still nothing may be sent.
    await page.goto('/faq');
    await banner(page).waitFor();
    await page.waitForTimeout(PAST_FLUSH_MS);
    expect(analytics.map((r) => r.url())).toEqual([]);
    expect(await storedConsent(context)).toBeNull();

    const sent = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/analytics/events' && res.request().method() === 'POST',
    );
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    const body = response.request().postDataJSON() as {
      events: Array<{ name: string; path: string; properties: Record<string, unknown> }>;
    };
    expect(body.events[0]).toMatchObject({
      name: 'page_view',
      path: '/faq',
      properties: { platform_version: '2.0.1', language: 'en' },
    });
    expect(await response.json()).toEqual({ ok: true, stored: body.events.length });

    await banner(page).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Manage Cookie Preferences' }).waitFor();
    expect(await storedConsent(context)).toMatchObject({
      analyticsCookies: true,
      marketingCookies: true,
      preferencesCookies: true,
      performanceCookies: true,
      source: 'banner_accept_all',
    });

    // A path change is a page view.
    const next = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/analytics/events');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Legal documents' }).click();
    await waitForPath(page, '/legal-documents');
    const nextBody = (await next).request().postDataJSON() as {
      events: Array<{ name: string; path: string }>;
    };
    expect(nextBody.events).toContainEqual(
      expect.objectContaining({ name: 'page_view', path: '/legal-documents' }),
    );

    // The choice is on the server: a reload asks no more.
    await page.reload();
    await page.getByRole('button', { name: 'Manage Cookie Preferences' }).waitFor();
    expect(await banner(page).count()).toBe(0);
  });

  it('Reject All: stored as all off, and analytics stays silent across pages', async () => {
    const { page, context } = await e2e.open({ viewportName: 'phone' });
    const analytics = watchAnalytics(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    await page.getByRole('button', { name: 'Manage Cookie Preferences' }).waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(await storedConsent(context)).toMatchObject({
      analyticsCookies: false,
      marketingCookies: false,
      preferencesCookies: false,
      performanceCookies: false,
      source: 'banner_reject_all',
    });
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Manage Cookie Preferences' }).waitFor();
    await page.waitForTimeout(PAST_FLUSH_MS);
    expect(analytics.map((r) => r.url())).toEqual([]);
  });

  it('Customize with analytics only: stored as chosen, events flow, and the dialog reopens prefilled', async () => {
    const { page, context } = await e2e.open();
    const analytics = watchAnalytics(page);
    await page.goto('/faq');
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.waitFor();
    const essential = dialog.getByRole('switch', { name: /Essential/ });
    expect(await essential.getAttribute('aria-checked')).toBe('true');
    expect(await essential.isDisabled()).toBe(true);
    await dialog.getByRole('switch', { name: 'Analytics' }).click();
    expect(analytics).toHaveLength(0);

    const sent = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/analytics/events');
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await sent).status()).toBe(200);
    expect(await storedConsent(context)).toMatchObject({
      analyticsCookies: true,
      marketingCookies: false,
      preferencesCookies: false,
      performanceCookies: false,
      source: 'banner_customize',
    });
    expect(await banner(page).count()).toBe(0);

    await page.getByRole('button', { name: 'Manage Cookie Preferences' }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('switch', { name: 'Analytics' }).getAttribute('aria-checked')).toBe('true');
    expect(await dialog.getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    // Withdrawing is as easy as giving: Reject All in the dialog.
    await dialog.getByRole('button', { name: 'Reject All' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await storedConsent(context)).toMatchObject({
      analyticsCookies: false,
      source: 'banner_reject_all',
    });
  });

  for (const lang of ['en', 'de'] as const) {
    for (const viewportName of ['phone', 'desktop'] as const) {
      it(`screenshots: banner and preferences dialog (${lang}, ${viewportName})`, async () => {
        const { page } = await e2e.open({ language: lang, viewportName });
        await page.goto('/');
        const region = page.getByTestId('cookie-banner');
        await region.waitFor();
        const title = lang === 'de' ? 'Deine Privatsphäre ist uns wichtig' : 'We value your privacy';
        expect((await region.getByRole('heading').innerText()).trim()).toBe(title);
        await page.waitForTimeout(300);
        await shot(page, 'cookie-banner', lang, viewportName);
        await region.getByRole('button', { name: lang === 'de' ? 'Anpassen' : 'Customize' }).click();
        const dialog = page.getByTestId('cookie-preferences');
        await dialog.waitFor();
        await page.waitForTimeout(300);
        await shot(page, 'cookie-preferences', lang, viewportName);
      });
    }
  }
});
