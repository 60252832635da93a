import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../../common/constants';
import { AppProviders } from '../../app/providers';
import { i18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { mockFetch, signedOut } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { ChildSafetyPage } from './child-safety-page';

// The machine is shared and the contact dialog is a lazy chunk: give async queries room.
vi.setConfig({ testTimeout: 20_000 });

type Tree = { [key: string]: Tree | string };
const catalogues = import.meta.glob<Tree>('../../../common/i18n/locales/*.json', {
  eager: true,
  import: 'default',
});
const catalogue = (lang: string) => catalogues[`../../../common/i18n/locales/${lang}.json`]!;

/** Every key under `section` with its text, as "section.a.b". */
function flatten(node: Tree | string | undefined, prefix: string, out = new Map<string, string>()) {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node) for (const [k, v] of Object.entries(node)) flatten(v, `${prefix}.${k}`, out);
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function renderPage() {
  mockFetch(signedOut);
  return renderAt(<ChildSafetyPage />, '/child-safety');
}

describe('/child-safety', () => {
  it('has one h1, the emergency number up front and every section under an h2 that names it', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Child safety' })).toBeInTheDocument();
    expect(screen.getByText(/If a child is in immediate danger, call 112\./)).toBeInTheDocument();

    const sections = screen.getAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-labelledby'))).toEqual([
      'safety-consent',
      'safety-sessions',
      'safety-tutors',
      'safety-mentors',
      'safety-data',
      'safety-report',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Consent of a parent or guardian',
      'Safe sessions',
      'Checked tutors',
      'Teen mentors',
      "Children's data",
      'Report a concern',
    ]);
    for (const section of sections)
      expect(section).toHaveAccessibleName(
        document.getElementById(section.getAttribute('aria-labelledby')!)!.textContent!,
      );
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level - levels[i]!).toBeLessThanOrEqual(1));
  });

  it('states the protections in force and says what is not built yet as future', () => {
    renderPage();
    const consent = screen.getByRole('region', { name: 'Consent of a parent or guardian' });
    expect(consent).toHaveTextContent('from the age of 6');
    expect(consent).toHaveTextContent(
      'Learners under 16 can only use the platform with the consent of a verified parent',
    );
    expect(consent).toHaveTextContent('When the parent dashboard launches');

    const sessions = screen.getByRole('region', { name: 'Safe sessions' });
    expect(sessions).toHaveTextContent('one tutor and three learners');
    expect(sessions).toHaveTextContent('never exchanged with minors');
    expect(sessions).toHaveTextContent(
      'When live classes start, every session with a minor will be recorded',
    );

    const tutors = screen.getByRole('region', { name: 'Checked tutors' });
    // SPEC.md 9's six verification steps, in order.
    expect(
      within(tutors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'confirmation of their identity',
      'a review of their qualifications',
      'a background check',
      'an assessment of their skills',
      'an evaluation of a sample lesson',
      'training on the platform and its rules',
    ]);
    expect(tutors).toHaveTextContent('criminal-record certificate');

    expect(screen.getByRole('region', { name: 'Teen mentors' })).toHaveTextContent('aged 16 to 19');
    expect(screen.getByRole('region', { name: "Children's data" })).toHaveTextContent(
      'data minimisation under the GDPR',
    );

    const report = screen.getByRole('region', { name: 'Report a concern' });
    expect(report).toHaveTextContent('We treat every report confidentially and act on it within 24 hours.');
    expect(report).toHaveTextContent('call 112 first');
    // No invented figures: only the policy's ages, the response time and the emergency number.
    expect(new Set(document.body.textContent?.match(/\d+/g))).toEqual(
      new Set(['6', '16', '19', '24', '112']),
    );
  });

  it('opens the contact-support dialog with the safety subject from a real button', async () => {
    renderPage();
    const user = userEvent.setup();
    const report = screen.getByRole('button', { name: 'Report a safety concern' });
    expect(report).toHaveAttribute('type', 'button');
    await user.click(report);
    const dialog = await screen.findByRole('dialog', { name: 'Contact Support' });
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Child safety concern');
  });

  it('links only to pages that exist', () => {
    renderPage();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/legal-documents?doc=privacy',
      '/faq',
    ]);
  });

  it('renders in the reader’s language', async () => {
    await i18n.changeLanguage('fr');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Protection des enfants' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signaler un problème de sécurité' })).toBeInTheDocument();
  });

  it('renders to a string as on the server', () => {
    const html = renderToString(
      <AppProviders queryClient={createQueryClient()}>
        <ChildSafetyPage />
      </AppProviders>,
    );
    expect(html).toContain('<h1');
    expect(html).toContain('Child safety');
    expect(html).toContain('Report a safety concern');
  });

  it('has no axe violations of the WCAG A/AA rules that apply without layout', async () => {
    const { container } = renderPage();
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      // jsdom has no layout or colours; the end-to-end suite checks contrast in a browser.
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    expect(results.passes.length).toBeGreaterThan(0);
  });

  it('shows no raw catalogue key', () => {
    renderPage();
    expect(document.body.textContent).not.toMatch(/\bchildSafety\.[a-zA-Z.]+/);
  });
});

describe('childSafety catalogue', () => {
  const english = flatten(catalogue('en').childSafety, 'childSafety');

  it('has the English texts the page and its route use', () => {
    for (const key of ['title', 'description', 'intro', 'emergency', 'report.subject'])
      expect(english.get(`childSafety.${key}`), key).toBeTruthy();
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has the same keys and placeholders', (lang) => {
    const texts = flatten(catalogue(lang).childSafety, 'childSafety');
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(placeholders(texts.get(key)!), `${lang} ${key}`).toEqual(placeholders(text));
      expect(texts.get(key)!.trim(), `${lang} ${key}`).not.toBe('');
    }
    // Every language names the EU emergency number.
    expect(texts.get('childSafety.emergency')).toContain('112');
    // SPEC.md 5: the contact form wants a subject of at least 5 characters.
    expect(texts.get('childSafety.report.subject')!.trim().length).toBeGreaterThanOrEqual(5);
  });
});
