import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './support/app-server.ts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import type { ViewportName } from './support/browser.ts';
import { waitForPath, waitForText } from './support/flows.ts';
import { setupE2E } from './support/harness.ts';
import { saveScreenshot } from './support/screenshots.ts';

const e2e = setupE2E();

const count = (page: Page) => page.getByTestId('faq-count');
const items = (page: Page) => page.getByTestId('faq-item');
const category = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });

/** Waits until the found-count badge says `n` and the list shows exactly that many questions. */
async function expectFound(page: Page, n: number) {
  await waitForText(count(page), (t) => t === `${n} question${n === 1 ? '' : 's'} found`);
  expect(await items(page).count()).toBe(n);
}

/** The question of an item: the <summary> of its <details> (client/features/faq/faq-accordion.tsx). */
const summaries = (page: Page) => items(page).locator('summary');
const isOpen = (summary: Locator) => summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open);
const answerOf = (summary: Locator) => summary.locator('xpath=..').getByTestId('faq-answer');

async function expectSingleOpen(page: Page, first: Locator, second: Locator) {
  await first.click();
  expect(await isOpen(first)).toBe(true);
  expect(await answerOf(first).isVisible()).toBe(true);
  await second.click();
  expect(await isOpen(second)).toBe(true);
  expect(await isOpen(first)).toBe(false);
  expect(await answerOf(first).isVisible()).toBe(false);
  // The keyboard closes it again (Enter on the focused question).
  await second.focus();
  await page.keyboard.press('Enter');
  expect(await isOpen(second)).toBe(false);
  expect(await page.locator('[data-testid="faq-answer"]:visible').count()).toBe(0);
}

const produced: string[] = [];
afterAll(() => {
  if (produced.length)
    console.log(`[e2e] screenshots:\n${produced.map((f) => `  ${path.relative(ROOT, f)}`).join('\n')}`);
});

describe('FAQ pages', () => {
  it('/faq: category cards with real counts, popular questions, search over all questions', async () => {
    const { page } = await e2e.open();
    await page.goto('/faq');
    await page.getByTestId('faq-hub-page').waitFor();
    expect(await page.getByTestId('faq-card-learnFaq').innerText()).toContain('15 questions');
    expect(await page.getByTestId('faq-card-teachFaq').innerText()).toContain('17 questions');
    await expectFound(page, 6);

    const search = page.getByRole('searchbox', { name: 'Search all questions' });
    await search.fill('PayPal');
    await expectFound(page, 1);
    expect(await items(page).innerText()).toContain('When and how am I paid?');
    await search.fill('under 16');
    await waitForText(count(page), (t) => t !== '1 question found');
    const texts = await items(page).allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    // Matches in an answer count: open each and check the text is really there.
    for (const summary of await summaries(page).all()) {
      await summary.click();
      const text = `${await summary.innerText()} ${await answerOf(summary).innerText()}`.toLowerCase();
      expect(text).toContain('under 16');
    }
    await search.fill('');
    await expectFound(page, 6);

    const help = page.getByRole('region', { name: 'Still Need Help?' });
    // The e2e server sets no SUPPORT_WHATSAPP: no placeholder WhatsApp number is linked.
    expect(await help.getByRole('link', { name: /WhatsApp/ }).count()).toBe(0);
    await help.getByRole('button', { name: 'Live Chat' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel('Subject').inputValue()).toBe('Support request');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByTestId('faq-card-learnFaq').click();
    await waitForPath(page, '/LearnFAQ');
    await page.getByTestId('learn-faq-page').waitFor();
  });

  it('/LearnFAQ: 15 questions, category filters, case-insensitive search and a single-open accordion', async () => {
    const { page } = await e2e.open();
    await page.goto('/LearnFAQ');
    await expectFound(page, 15);

    await category(page, 'Pricing & Payments').click();
    await expectFound(page, 3);
    expect(await category(page, 'Pricing & Payments').getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('searchbox').fill('REFUND');
    await expectFound(page, 1);
    expect(await items(page).innerText()).toContain('Can I get a refund?');

    await category(page, 'All Questions').click();
    await expectFound(page, 2);

    await page.getByRole('searchbox').fill('');
    await category(page, 'Sessions').click();
    await expectFound(page, 4);
    await expectSingleOpen(page, summaries(page).nth(0), summaries(page).nth(1));

    await page.getByRole('link', { name: 'All FAQs' }).click();
    await waitForPath(page, '/faq');
  });

  it('/TeachFAQ: 17 questions, the six categories and the Ready to Start Teaching panel', async () => {
    const { page } = await e2e.open();
    await page.goto('/TeachFAQ');
    await expectFound(page, 17);
    expect(await page.getByRole('searchbox').getAttribute('placeholder')).toBe('Search tutor questions...');
    expect(
      await page.getByRole('group', { name: 'Filter by category' }).getByRole('button').allInnerTexts(),
    ).toEqual([
      'All Questions',
      'Getting Started',
      'Teaching Sessions',
      'Earnings & Payments',
      'Tutor Verification',
      'Help & Support',
    ]);

    await category(page, 'Earnings & Payments').click();
    await expectFound(page, 4);
    await page.getByRole('searchbox').fill('paypal');
    await expectFound(page, 1);
    await category(page, 'Tutor Verification').click();
    await expectFound(page, 0);
    expect(await page.getByText('No questions match your search.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Show all questions' }).click();
    await expectFound(page, 17);
    await expectSingleOpen(page, summaries(page).nth(16), summaries(page).nth(0));

    const ready = page.getByTestId('ready-to-teach');
    expect(await ready.getByRole('link', { name: 'Start Verification' }).getAttribute('href')).toBe(
      '/tutor-hub',
    );
    expect(await ready.getByRole('link', { name: 'Success Resources' }).getAttribute('href')).toBe('/blog');
    await ready.getByRole('button', { name: 'Tutor Support' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel('Subject').inputValue()).toBe('Tutor support request');
  });
});

const COMBOS: { lang: 'en' | 'de'; viewport: ViewportName }[] = [
  { lang: 'en', viewport: 'desktop' },
  { lang: 'en', viewport: 'phone' },
  { lang: 'de', viewport: 'desktop' },
  { lang: 'de', viewport: 'phone' },
];

describe('FAQ accessibility and screenshots', () => {
  it.each(COMBOS)('axe on /faq, /LearnFAQ, /TeachFAQ in $lang at $viewport', async ({ lang, viewport }) => {
    const { page } = await e2e.open({ viewportName: viewport, language: lang });
    const found = lang === 'de' ? 'Fragen gefunden' : 'questions found';

    await page.goto('/faq');
    await waitForText(count(page), (t) => t === `6 ${found}`);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    await summaries(page).first().click();
    await expectNoSeriousA11yViolations(page, `/faq (${lang}, ${viewport})`);
    produced.push(await saveScreenshot(page, 'faq', lang, viewport));

    for (const [route, n] of [
      ['/LearnFAQ', 15],
      ['/TeachFAQ', 17],
    ] as const) {
      await page.goto(route);
      await waitForText(count(page), (t) => t === `${n} ${found}`);
      await summaries(page).first().click();
      await expectNoSeriousA11yViolations(page, `${route} (${lang}, ${viewport})`);
      if (viewport === 'desktop') produced.push(await saveScreenshot(page, route.slice(1), lang, viewport));
    }
  });
});
