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
import { AccessibilityStatementPage, STATEMENT_DATE } from './accessibility-statement-page';

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
  return renderAt(<AccessibilityStatementPage />, '/accessibility');
}

describe('/accessibility statement', () => {
  it('has one h1, the date in the reader’s language and every section under an h2 that names it', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeInTheDocument();
    expect(screen.getByTestId('accessibility-statement-date')).toHaveTextContent(
      'This statement was prepared on November 25, 2026.',
    );
    expect(STATEMENT_DATE).toBe('2026-11-25');

    const sections = screen.getAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-labelledby'))).toEqual([
      'a11y-status',
      'a11y-measures',
      'a11y-toolbar',
      'a11y-limitations',
      'a11y-report',
      'a11y-enforcement',
    ]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Conformance status',
      'What we do for accessibility',
      'The accessibility toolbar',
      'Known limitations',
      'Report a barrier',
      'If you are not satisfied',
    ]);
    for (const section of sections)
      expect(section).toHaveAccessibleName(
        document.getElementById(section.getAttribute('aria-labelledby')!)!.textContent!,
      );
    // Headings go h1 → h2 with nothing skipped.
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level - levels[i]!).toBeLessThanOrEqual(1));
  });

  it('states the target, the status in words, the measures and the honest limitations', () => {
    renderPage();
    const status = screen.getByRole('region', { name: 'Conformance status' });
    expect(status).toHaveTextContent('WCAG) 2.2');
    expect(status).toHaveTextContent('EN 301 549');
    expect(within(status).getByText('Partially conformant')).toBeInTheDocument();

    const measures = within(screen.getByRole('region', { name: 'What we do for accessibility' }));
    expect(measures.getAllByRole('listitem')).toHaveLength(8);
    expect(measures.getByText(/from 75% to 150%/)).toBeInTheDocument();
    expect(measures.getByText(/automated tool axe/)).toBeInTheDocument();

    const toolbar = screen.getByRole('region', { name: 'The accessibility toolbar' });
    expect(toolbar).toHaveTextContent('bottom left');
    // The toolbar's own names, so the statement and the button never disagree.
    expect(toolbar).toHaveTextContent('“Accessibility options”');
    expect(
      within(toolbar)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual([
      'Text size',
      'High contrast',
      'Reduce motion',
      'Screen-reader mode',
      'Read page aloud',
      'Reset to defaults',
    ]);
    expect(toolbar).toHaveTextContent('in steps of 25%, from 75% to 150%');
    expect(toolbar).toHaveTextContent('“Stop reading” ends the reading');
    expect(toolbar).toHaveTextContent('Screen readers announce every change');

    const limitations = within(screen.getByRole('region', { name: 'Known limitations' }));
    expect(limitations.getAllByRole('listitem')).toHaveLength(5);
    expect(
      limitations.getByText(/Live video classes and uploaded videos are not available yet/),
    ).toBeInTheDocument();
    expect(limitations.getByText(/machine translation/)).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'Report a barrier' })).toHaveTextContent(
      'We reply within 24 hours.',
    );
    expect(screen.getByRole('region', { name: 'If you are not satisfied' })).toHaveTextContent(
      'national enforcement body',
    );
    // No support address is written into the page: the contact form is the way in.
    expect(document.body.textContent).not.toMatch(/@/);
  });

  it('opens the contact-support dialog with the barrier subject from a real button', async () => {
    renderPage();
    const user = userEvent.setup();
    const report = screen.getByRole('button', { name: 'Report a barrier' });
    expect(report).toHaveAttribute('type', 'button');
    await user.click(report);
    const dialog = await screen.findByRole('dialog', { name: 'Contact Support' });
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Accessibility barrier');
  });

  it('links only to pages that exist', () => {
    renderPage();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/faq']);
  });

  it('renders in the reader’s language, date included', async () => {
    await i18n.changeLanguage('de');
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('accessibility-statement-date')).toHaveTextContent(
      'Diese Erklärung wurde am 25. November 2026 erstellt.',
    );
    expect(screen.getByRole('region', { name: 'Die Leiste für Barrierefreiheit' })).toHaveTextContent(
      '„Optionen zur Barrierefreiheit“',
    );
  });

  it('renders to a string as on the server', () => {
    const html = renderToString(
      <AppProviders queryClient={createQueryClient()}>
        <AccessibilityStatementPage />
      </AppProviders>,
    );
    expect(html).toContain('<h1');
    expect(html).toContain('Accessibility statement');
    expect(html).toContain('Report a barrier');
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
    expect(document.body.textContent).not.toMatch(/\b(accessibilityStatement|a11y)\.[a-zA-Z.]+/);
  });
});

describe('accessibilityStatement catalogue', () => {
  const english = flatten(catalogue('en').accessibilityStatement, 'accessibilityStatement');

  it('has the English texts the page and its route use', () => {
    for (const key of ['title', 'description', 'intro', 'prepared', 'report.subject'])
      expect(english.get(`accessibilityStatement.${key}`), key).toBeTruthy();
    expect(placeholders(english.get('accessibilityStatement.prepared')!)).toEqual(['date']);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has the same keys and placeholders', (lang) => {
    const texts = flatten(catalogue(lang).accessibilityStatement, 'accessibilityStatement');
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(placeholders(texts.get(key)!), `${lang} ${key}`).toEqual(placeholders(text));
      expect(texts.get(key)!.trim(), `${lang} ${key}`).not.toBe('');
    }
    // SPEC.md 5: the contact form wants a subject of at least 5 characters.
    expect(texts.get('accessibilityStatement.report.subject')!.trim().length).toBeGreaterThanOrEqual(5);
  });
});
