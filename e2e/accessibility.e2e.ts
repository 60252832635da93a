import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './support/app-server.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import type { ViewportName } from './support/browser.ts';
import {
  apiPost,
  DEMO_PASSWORD,
  registerOverApi,
  signInOverApi,
  STRONG_PASSWORD,
  uniqueEmail,
} from './support/flows.ts';
import { notFoundDocument, type Session, setupE2E } from './support/harness.ts';
import { saveScreenshot } from './support/screenshots.ts';

const e2e = setupE2E();

type Lang = 'en' | 'de';
type Catalogue = Record<string, unknown>;
const catalogues: Record<Lang, Catalogue> = {
  en: JSON.parse(readFileSync(path.join(ROOT, 'common/i18n/locales/en.json'), 'utf8')) as Catalogue,
  de: JSON.parse(readFileSync(path.join(ROOT, 'common/i18n/locales/de.json'), 'utf8')) as Catalogue,
};

/** The catalogue text the client must show for `key` in `lang` (no fallback: a gap is a failure). */
function text(lang: Lang, key: string): string {
  let node: unknown = catalogues[lang];
  for (const part of key.split('.')) node = (node as Catalogue | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`${lang}.json has no text for ${key}`);
  return node.replace(/\{product\}/g, 'TRT Tutoring');
}

type Who = 'anonymous' | 'unverified' | 'mustSetPassword' | 'demoParent';

interface Screen {
  name: string;
  path: string;
  who: Who;
  /** Path the page must stay on (no redirect). */
  expectPath: string;
  /** Waits for the screen to be fully shown and checks its language-specific content. */
  ready: (page: Page, lang: Lang) => Promise<void>;
}

const h1Is = (key: string) => async (page: Page, lang: Lang) => {
  const expected = text(lang, key);
  const h1 = page.locator('h1');
  await h1.filter({ hasText: expected }).first().waitFor({ state: 'attached' });
  expect(await h1.count(), 'exactly one h1').toBe(1);
  expect((await h1.textContent())?.trim()).toBe(expected);
};

const tabSelected = (tab: 'login' | 'register') => async (page: Page, lang: Lang) => {
  const selected = page.getByRole('tab', { selected: true });
  expect((await selected.innerText()).trim()).toBe(text(lang, `auth.tabs.${tab}`));
};

const SCREENS: Screen[] = [
  {
    name: 'auth-login',
    path: '/auth?mode=login',
    who: 'anonymous',
    expectPath: '/auth',
    ready: async (page, lang) => {
      await h1Is('auth.loginTitle')(page, lang);
      await tabSelected('login')(page, lang);
      await page.getByTestId('login-form').waitFor();
    },
  },
  {
    name: 'auth-register',
    path: '/auth?mode=register',
    who: 'anonymous',
    expectPath: '/auth',
    ready: async (page, lang) => {
      await h1Is('auth.registerTitle')(page, lang);
      await tabSelected('register')(page, lang);
      await page.getByTestId('register-form').waitFor();
    },
  },
  {
    name: 'verify-email',
    path: '/verify-email',
    who: 'unverified',
    expectPath: '/verify-email',
    ready: async (page, lang) => {
      await h1Is('verify.title')(page, lang);
      // The live countdown has loaded (a running code, not "Expired" or "unavailable").
      const expected = text(lang, 'verify.expiresIn').replace('{time}', '');
      await page.getByTestId('verification-countdown').filter({ hasText: expected }).waitFor();
    },
  },
  {
    name: 'set-password',
    path: '/set-password',
    who: 'mustSetPassword',
    expectPath: '/set-password',
    ready: async (page, lang) => {
      await h1Is('setPassword.title')(page, lang);
      expect(await page.getByTestId('set-password-page').innerText()).toContain(
        text(lang, 'setPassword.requiredSubtitle'),
      );
    },
  },
  {
    name: 'reset-password',
    path: '/reset-password?token=x',
    who: 'anonymous',
    expectPath: '/reset-password',
    // "x" cannot be a token: the screen explains the link is invalid without calling the server.
    ready: h1Is('resetPassword.invalidTitle'),
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    who: 'demoParent',
    expectPath: '/dashboard',
    ready: async (page, lang) => {
      await page.getByTestId('dashboard-overview').waitFor();
      expect((await page.locator('h1').textContent())?.trim()).toBe('Markus Hoffmann');
      expect((await page.getByTestId('role-badge').innerText()).trim()).toBe(text(lang, 'roles.parent'));
      expect(await page.getByTestId('dashboard-page').innerText()).toContain(
        text(lang, 'dashboard.overview.profileTitle'),
      );
    },
  },
  {
    name: 'tutor-hub',
    path: '/tutor-hub',
    who: 'anonymous',
    expectPath: '/tutor-hub',
    ready: async (page, lang) => {
      await h1Is('tutorHub.title')(page, lang);
      await page.getByTestId('hub-apply').first().waitFor();
    },
  },
  {
    name: 'global-marketplace',
    path: '/global-marketplace',
    who: 'anonymous',
    expectPath: '/global-marketplace',
    ready: async (page, lang) => {
      await h1Is('marketplace.title')(page, lang);
      await page.getByTestId('marketplace-tutors').waitFor();
    },
  },
  {
    name: 'student-hub',
    path: '/student-hub',
    who: 'anonymous',
    expectPath: '/student-hub',
    ready: h1Is('discover.studentHub.title'),
  },
  {
    name: 'ai-skill-matching-demo',
    path: '/ai-skill-matching-demo',
    who: 'anonymous',
    expectPath: '/ai-skill-matching-demo',
    ready: async (page, lang) => {
      await h1Is('matchingDemo.title')(page, lang);
      await page.getByTestId('demo-group').first().waitFor();
    },
  },
  {
    name: 'ai-team',
    path: '/ai-team',
    who: 'anonymous',
    expectPath: '/ai-team',
    ready: h1Is('assistant.team.title'),
  },
  {
    name: 'gemini',
    path: '/gemini',
    who: 'demoParent',
    expectPath: '/gemini',
    ready: async (page, lang) => {
      await h1Is('assistant.chat.title')(page, lang);
      await page.getByRole('log').waitFor();
      await page.getByLabel(text(lang, 'assistant.chat.inputLabel')).waitFor();
    },
  },
  {
    name: 'kids',
    path: '/kids',
    who: 'anonymous',
    expectPath: '/kids',
    ready: h1Is('discover.kids.title'),
  },
  {
    name: 'music',
    path: '/music',
    who: 'anonymous',
    expectPath: '/music',
    ready: h1Is('discover.music.title'),
  },
  {
    name: 'skill-marketplace',
    path: '/skill-marketplace',
    who: 'anonymous',
    expectPath: '/skill-marketplace',
    ready: h1Is('discover.skillMarketplace.title'),
  },
  {
    name: 'universal-skills',
    path: '/universal-skills',
    who: 'anonymous',
    expectPath: '/universal-skills',
    ready: h1Is('discover.universalSkills.title'),
  },
  {
    name: 'tutor-dashboard-preview',
    path: '/tutor-dashboard-preview',
    who: 'anonymous',
    expectPath: '/tutor-dashboard-preview',
    ready: h1Is('tutorViews.preview.title'),
  },
  {
    name: 'not-found',
    path: '/no-such-page',
    who: 'anonymous',
    expectPath: '/no-such-page',
    ready: async (page, lang) => {
      await h1Is('notFound.title')(page, lang);
      // The claims are live counts from GET /api/platform/metrics ("spec-fallback" would mean it failed).
      const claims = page.getByTestId('not-found-claims');
      await page.locator('[data-testid="not-found-claims"][data-source="live"]').waitFor();
      const labels = await claims.locator('dt').allInnerTexts();
      const values = await claims.locator('dd').allInnerTexts();
      expect(labels).toEqual(
        ['activeTutors', 'skills', 'languages', 'learning'].map((k) => text(lang, `notFound.claims.${k}`)),
      );
      expect(
        values.slice(0, 3).every((v) => /^\d[\d.,\u202f\u00a0]*$/.test(v.trim())),
        values.join(' | '),
      ).toBe(true);
      expect(values[3]).toBe('24/7');
    },
  },
];

const states = new Map<Who, BrowserContextOptions['storageState']>();

beforeAll(async () => {
  /** Signs a fresh context in as `who` and keeps its cookies for the screens that need that user. */
  const prepare = async (who: Exclude<Who, 'anonymous'>) => {
    const context = await e2e.browser.newContext({ baseURL: e2e.baseUrl });
    try {
      if (who === 'demoParent') {
        await signInOverApi(context, 'parent@demo.trt-tutoring.eu', DEMO_PASSWORD);
      } else {
        const weak = who === 'mustSetPassword';
        const email = uniqueEmail(who);
        const created = await registerOverApi(context, {
          userType: 'parent',
          firstName: 'Ada',
          lastName: 'Screens',
          email,
          password: weak ? 'abcd1' : STRONG_PASSWORD,
        });
        expect(created.mustSetPassword).toBe(weak);
        expect(created.emailVerified).toBe(false);
        if (!weak) {
          const sent = await apiPost(context, '/api/auth/send-verification', {});
          expect(sent.status()).toBe(200);
        }
      }
      states.set(who, await context.storageState());
    } finally {
      await context.close();
    }
  };
  for (const who of ['demoParent', 'unverified', 'mustSetPassword'] as const) await prepare(who);
});

const COMBOS: { lang: Lang; viewport: ViewportName }[] = [
  { lang: 'en', viewport: 'desktop' },
  { lang: 'en', viewport: 'phone' },
  { lang: 'de', viewport: 'desktop' },
  { lang: 'de', viewport: 'phone' },
];

const produced: string[] = [];
afterAll(() => {
  if (produced.length)
    console.log(`[e2e] screenshots:\n${produced.map((f) => `  ${path.relative(ROOT, f)}`).join('\n')}`);
});

/**
 * Each screen loads, runs axe and saves a shot: the time a combination may take grows with the list.
 * About 3 s a screen on an idle 2-core machine; CI runs the PostgreSQL server suite alongside, where
 * 5 s a screen timed out, so each screen has 10.
 */
const COMBO_TIMEOUT_MS = 10_000 * SCREENS.length;

describe('accessibility (axe: no serious or critical violations) and screenshots', () => {
  it.each(COMBOS)(
    '$lang at $viewport',
    async ({ lang, viewport }) => {
      const pages = new Map<Who, Session>();
      const sessionFor = async (who: Who) => {
        let session = pages.get(who);
        if (!session) {
          session = await e2e.open({
            viewportName: viewport,
            language: lang,
            storageState: states.get(who),
          });
          pages.set(who, session);
        }
        return session;
      };

      for (const screen of SCREENS) {
        const { page, errors } = await sessionFor(screen.who);
        if (screen.name === 'not-found') errors.expect(notFoundDocument(screen.path));
        await page.goto(screen.path);
        await screen.ready(page, lang);
        expect(new URL(page.url()).pathname, `${screen.name} stays on its route`).toBe(screen.expectPath);
        // The document language follows the UI language (SPEC.md 4), for screen readers and hyphenation.
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        await expectNoSeriousA11yViolations(page, `${screen.name} (${lang}, ${viewport})`);
        produced.push(await saveScreenshot(page, screen.name, lang, viewport));

        if (lang === 'en' && viewport === 'desktop' && screen.name.startsWith('auth-')) {
          // The dialogs of /auth are part of the screen: check them open, too.
          const isLogin = screen.name === 'auth-login';
          await page
            .getByRole('button', { name: isLogin ? 'Forgot password?' : 'Read the agreement' })
            .click();
          const dialog = page.getByRole('dialog', {
            name: isLogin ? 'Reset your password' : 'Platform Agreement',
          });
          await dialog.waitFor();
          await expectNoSeriousA11yViolations(page, `${screen.name} dialog (${lang}, ${viewport})`);
          produced.push(
            await saveScreenshot(page, `${screen.name}-dialog`, lang, viewport, { fullPage: false }),
          );
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'hidden' });
        }
      }
    },
    COMBO_TIMEOUT_MS,
  );
});
