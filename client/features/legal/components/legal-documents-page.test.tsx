import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { json, mockFetch, type RecordedRequest, signedOut } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { LegalDocumentsPage } from './legal-documents-page';

const NOV = '2026-11-01T00:00:00.000Z';
const MAY = '2026-05-01T00:00:00.000Z';
const titles = {
  imprint: 'Imprint',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  cookies: 'Cookie Policy',
  agreement: 'Platform Agreement',
};
const list = Object.entries(titles).map(([kind, title]) => ({
  kind,
  version: '2026-11',
  title,
  language: 'en',
  publishedAt: NOV,
}));

function doc(kind: keyof typeof titles, version = '2026-11', language = 'en') {
  const history =
    kind === 'privacy'
      ? [
          { version: '2026-11', publishedAt: NOV },
          { version: '2026-05', publishedAt: MAY },
        ]
      : [{ version: '2026-11', publishedAt: NOV }];
  return {
    kind,
    version,
    title: titles[kind],
    language,
    publishedAt: version === '2026-05' ? MAY : NOV,
    html: `<h2>${titles[kind]} ${version}</h2>\n<p>Body of ${kind}.</p>\n`,
    versions: history,
  };
}

function legalApi(extra: Record<string, (r: RecordedRequest) => Response> = {}) {
  return mockFetch({
    ...signedOut,
    'GET /api/legal/documents': () => json(list),
    'GET /api/legal/documents/imprint': () => json(doc('imprint')),
    'GET /api/legal/documents/terms': () => json(doc('terms')),
    'GET /api/legal/documents/privacy': (r) => {
      const version = new URL(r.url, 'http://x').searchParams.get('version');
      if (version && version !== '2026-11' && version !== '2026-05')
        return json(
          { message: 'This document or version does not exist.', code: 'NOT_FOUND' },
          { status: 404 },
        );
      return json(doc('privacy', version ?? '2026-11'));
    },
    ...extra,
  });
}

describe('LegalDocumentsPage', () => {
  it('lists the documents and shows the first one with its version and date', async () => {
    const { calls } = legalApi();
    renderAt(<LegalDocumentsPage />, '/legal-documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Legal documents' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(Object.values(titles));
    expect(within(nav).getByRole('link', { name: 'Imprint' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('legal-version')).toHaveTextContent(
      'Version 2026-11 · in force since November 1, 2026',
    );
    expect(within(screen.getByTestId('legal-body')).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Imprint 2026-11',
    );
    // A document with one version has no history selector.
    expect(screen.queryByLabelText('Version history')).not.toBeInTheDocument();
    expect(new URL(calls('GET /api/legal/documents')[0]!.url, 'http://x').searchParams.get('language')).toBe(
      'en',
    );
  });

  it('switches documents through the links, which are deep-linkable', async () => {
    legalApi();
    renderAt(<LegalDocumentsPage />, '/legal-documents');
    await screen.findByRole('heading', { level: 1, name: 'Imprint' });
    await userEvent.click(screen.getByRole('link', { name: 'Terms of Service' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(window.location.search).toBe('?doc=terms');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers the version history and shows an older version with a way back to the current one', async () => {
    const { calls } = legalApi();
    renderAt(<LegalDocumentsPage />, '/legal-documents?doc=privacy');
    const select = await screen.findByLabelText('Version history');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2026-11 (Nov 1, 2026) – current', '2026-05 (May 1, 2026)']);
    expect(screen.queryByTestId('legal-old-version')).not.toBeInTheDocument();

    await userEvent.selectOptions(select, '2026-05');
    expect(await screen.findByTestId('legal-old-version')).toHaveTextContent(
      'You are reading version 2026-05, which is no longer in force.',
    );
    expect(window.location.search).toBe('?doc=privacy&version=2026-05');
    expect(screen.getByTestId('legal-body')).toHaveTextContent('Privacy Policy 2026-05');
    expect(
      calls('GET /api/legal/documents/privacy').map((r) =>
        new URL(r.url, 'http://x').searchParams.get('version'),
      ),
    ).toEqual([null, '2026-05']);

    await userEvent.click(screen.getByRole('link', { name: 'Read the current version' }));
    await waitFor(() => expect(screen.queryByTestId('legal-old-version')).not.toBeInTheDocument());
    expect(window.location.search).toBe('?doc=privacy');
  });

  it('opens a deep link to an old version directly', async () => {
    legalApi();
    renderAt(<LegalDocumentsPage />, '/legal-documents?doc=privacy&version=2026-05');
    expect(await screen.findByTestId('legal-old-version')).toBeInTheDocument();
    expect(screen.getByLabelText('Version history')).toHaveValue('2026-05');
  });

  it('says when a document or a version does not exist', async () => {
    legalApi();
    const { unmount } = renderAt(<LegalDocumentsPage />, '/legal-documents?doc=contract');
    expect(await screen.findByRole('heading', { level: 1, name: 'Document not found' })).toBeInTheDocument();
    unmount();
    renderAt(<LegalDocumentsPage />, '/legal-documents?doc=privacy&version=1999-01');
    expect(await screen.findByRole('heading', { level: 1, name: 'Version not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the current version' })).toHaveAttribute(
      'href',
      '/legal-documents?doc=privacy',
    );
  });

  it('asks for the reader’s language and says when a document is shown in another one', async () => {
    await i18n.changeLanguage('de');
    const { calls } = legalApi({
      'GET /api/legal/documents': () =>
        json(list.map((d) => (d.kind === 'imprint' ? { ...d, title: 'Impressum', language: 'de' } : d))),
      'GET /api/legal/documents/imprint': () =>
        json({ ...doc('imprint'), title: 'Impressum', language: 'de' }),
    });
    renderAt(<LegalDocumentsPage />, '/legal-documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(screen.queryByTestId('legal-fallback')).not.toBeInTheDocument();
    expect(
      new URL(calls('GET /api/legal/documents/imprint')[0]!.url, 'http://x').searchParams.get('language'),
    ).toBe('de');

    await userEvent.click(screen.getByRole('link', { name: 'Terms of Service' }));
    expect(await screen.findByTestId('legal-fallback')).toHaveTextContent(
      'Dieses Dokument ist noch nicht auf Deutsch verfügbar. Es wird auf Englisch angezeigt.',
    );
    expect(screen.getByTestId('legal-document')).toHaveAttribute('lang', 'en');
  });

  it('shows an empty state when nothing is published', async () => {
    mockFetch({ ...signedOut, 'GET /api/legal/documents': () => json([]) });
    renderAt(<LegalDocumentsPage />, '/legal-documents');
    expect(await screen.findByRole('heading', { name: 'No documents published yet' })).toBeInTheDocument();
  });
});
