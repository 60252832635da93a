import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, signedOut } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { TrustMetricsPanel } from './trust-metrics-panel';

const LIVE = {
  // Every account; the Active Learners tile shows only the learners.
  registeredUsers: 5678,
  learners: 1234,
  fraudDetectionAccuracy: null,
  systemUptime: null,
  isGDPRCompliant: true,
  trustChainActive: false,
  securityFeatures: 6,
  europeanCities: 18,
  languages: 23,
  activeTutors: 9,
  skills: 63,
};

const tile = (key: string) => screen.getByTestId(`metric-${key}`);

async function loaded(state: 'live' | 'fallback') {
  const panel = screen.getByTestId('trust-metrics');
  await screen.findByText(state === 'live' ? '1,234' : '247');
  expect(panel).toHaveAttribute('data-state', state);
  return panel;
}

describe('TrustMetricsPanel', () => {
  it('reserves the tiles while loading and shows no figures yet', () => {
    mockFetch({ ...signedOut, 'GET /api/platform/metrics': () => new Promise<Response>(() => {}) });
    renderAt(<TrustMetricsPanel />);
    expect(screen.getByTestId('trust-metrics')).toHaveAttribute('data-state', 'loading');
    expect(screen.getAllByRole('term')).toHaveLength(6);
    expect(screen.getByText('Loading live figures...')).toBeInTheDocument();
    expect(tile('activeLearners')).not.toHaveTextContent(/\d/);
  });

  it('shows the live figures and says "Not measured yet" where a figure is null', async () => {
    mockFetch({ ...signedOut, 'GET /api/platform/metrics': () => json(LIVE) });
    renderAt(<TrustMetricsPanel />);
    await loaded('live');
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual([
      'Active Learners',
      'TrustChain AI Accuracy',
      'Platform Uptime',
      'Privacy Compliance',
      'European Cities',
      'Security Systems',
    ]);
    // Learners only, the exact number: not all 5,678 accounts, and no "+".
    expect(tile('activeLearners')).toHaveTextContent('1,234');
    expect(tile('activeLearners')).not.toHaveTextContent(/5,678|\+/);
    expect(tile('activeLearners')).toHaveTextContent('Learner accounts');
    expect(tile('accuracy')).toHaveTextContent('Not measured yet');
    expect(tile('uptime')).toHaveTextContent('Not measured yet');
    expect(tile('privacy')).toHaveTextContent('GDPR');
    expect(tile('cities')).toHaveTextContent('18');
    expect(tile('security')).toHaveTextContent('6');
    expect(screen.queryByTestId('metrics-fallback-notice')).not.toBeInTheDocument();
    const status = within(screen.getByTestId('security-status'));
    expect(status.getByText(/6 security controls are active/)).toBeInTheDocument();
    expect(status.getByText(/TrustChain AI fraud checks are not active yet\./)).toBeInTheDocument();
    expect(screen.getByTestId('technical-transparency')).toHaveTextContent(
      'The interface is available in 23 languages.',
    );
  });

  it('shows measured percentages when they exist', async () => {
    mockFetch({
      ...signedOut,
      'GET /api/platform/metrics': () => json({ ...LIVE, systemUptime: 99.5, fraudDetectionAccuracy: 97 }),
    });
    renderAt(<TrustMetricsPanel />);
    await loaded('live');
    expect(tile('uptime')).toHaveTextContent('99.5%');
    expect(tile('accuracy')).toHaveTextContent('97%');
    expect(screen.queryByText('Not measured yet')).not.toBeInTheDocument();
  });

  it.each([
    ['a server error', () => json({ message: 'boom', code: 'INTERNAL' }, { status: 500 })],
    [
      'a network error',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('falls back to SPEC.md 8 defaults on %s and says so', async (_, handler) => {
    mockFetch({ ...signedOut, 'GET /api/platform/metrics': handler });
    renderAt(<TrustMetricsPanel />);
    await loaded('fallback');
    expect(tile('activeLearners')).toHaveTextContent('247');
    expect(tile('accuracy')).toHaveTextContent('99.4%');
    expect(tile('uptime')).toHaveTextContent('99.8%');
    expect(tile('privacy')).toHaveTextContent('GDPR');
    expect(tile('cities')).toHaveTextContent('24');
    expect(tile('security')).toHaveTextContent('8');
    expect(screen.getByTestId('technical-transparency')).toHaveTextContent('available in 18 languages');
    expect(screen.getByTestId('security-status')).toHaveTextContent('TrustChain AI fraud checks are active.');
    expect(screen.getByTestId('metrics-fallback-notice')).toHaveTextContent(
      'Live figures are unavailable right now, so reference figures are shown.',
    );
  });

  it('formats figures in the reader language', async () => {
    const { i18n } = await import('../../lib/i18n');
    await i18n.changeLanguage('de');
    mockFetch({ ...signedOut, 'GET /api/platform/metrics': () => json({ ...LIVE, systemUptime: 99.5 }) });
    renderAt(<TrustMetricsPanel />);
    await screen.findByText('1.234');
    expect(tile('uptime')).toHaveTextContent('99,5 %');
    expect(tile('accuracy')).toHaveTextContent('Noch nicht gemessen');
    expect(tile('privacy')).toHaveTextContent('DSGVO');
  });
});
