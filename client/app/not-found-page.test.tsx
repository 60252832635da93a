import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, signedOut } from '../test/fetch-mock';
import { renderAt } from '../test/render';
import { NotFoundPage } from './not-found-page';

const METRICS = {
  registeredUsers: 40,
  fraudDetectionAccuracy: null,
  systemUptime: 100,
  isGDPRCompliant: true,
  trustChainActive: false,
  securityFeatures: 6,
  europeanCities: 18,
  languages: 23,
  activeTutors: 1234,
  skills: 63,
};

const claims = () => screen.getByTestId('not-found-claims');
const claimValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;

describe('NotFoundPage claims (SPEC.md 2.11)', () => {
  it('shows the real counts of tutors, skills and languages, and 24/7 as text', async () => {
    mockFetch({ ...signedOut, 'GET /api/platform/metrics': () => json(METRICS) });
    renderAt(<NotFoundPage />, '/nowhere');
    await waitFor(() => expect(claims()).toHaveAttribute('data-source', 'live'));
    expect(claimValue('Active tutors')).toBe('1,234');
    expect(claimValue('Skills')).toBe('63');
    expect(claimValue('Languages')).toBe('23');
    expect(claimValue('Learning')).toBe('24/7');
    expect(claims()).not.toHaveTextContent('500+');
  });

  it("falls back to SPEC's figures only when the metrics call fails", async () => {
    mockFetch({
      ...signedOut,
      'GET /api/platform/metrics': () => json({ message: 'down' }, { status: 503 }),
    });
    renderAt(<NotFoundPage />, '/nowhere');
    await waitFor(() => expect(claims()).toHaveAttribute('data-source', 'spec-fallback'));
    expect(claimValue('Active tutors')).toBe('500+');
    expect(claimValue('Skills')).toBe('50+');
    expect(claimValue('Languages')).toBe('19+');
    expect(claimValue('Learning')).toBe('24/7');
  });

  it('shows no figure while the counts load', () => {
    mockFetch({ ...signedOut, 'GET /api/platform/metrics': () => new Promise<Response>(() => {}) });
    renderAt(<NotFoundPage />, '/nowhere');
    expect(claims()).toHaveAttribute('data-source', 'loading');
    expect(claims()).toHaveAttribute('aria-busy', 'true');
    expect(claimValue('Active tutors')).toBe('');
    expect(claims()).not.toHaveTextContent('500+');
    expect(claimValue('Learning')).toBe('24/7');
  });

  it('formats the counts in the reader language', async () => {
    const { i18n } = await import('../lib/i18n');
    await i18n.changeLanguage('de');
    mockFetch({ ...signedOut, 'GET /api/platform/metrics': () => json(METRICS) });
    renderAt(<NotFoundPage />, '/nowhere');
    await waitFor(() => expect(claims()).toHaveAttribute('data-source', 'live'));
    expect(claimValue('Aktive Tutor:innen')).toBe('1.234');
  });
});
