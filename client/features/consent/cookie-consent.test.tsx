import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedRequest } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { PageOverlays } from '../../app/layout/page-overlays';
import { overlayRoutes, storedConsent } from '../../test/overlays.fixtures';

// The machine is shared and lazy chunks transform on first use: give async queries room.
vi.setConfig({ testTimeout: 20_000 });

/** A server that stores what is posted and answers later reads with it, like the real one. */
function consentServer(initial: ReturnType<typeof storedConsent> | null = null) {
  let current = initial;
  const mock = mockFetch(
    overlayRoutes({
      'GET /api/legal-compliance/cookie-consent': () =>
        json({ consent: current, currentPolicyVersion: '2026-11' }),
      'POST /api/legal-compliance/cookie-consent': (req: RecordedRequest) => {
        const body = req.body as Record<string, unknown>;
        current = storedConsent({
          analyticsCookies: body.analytics,
          marketingCookies: body.marketing,
          preferencesCookies: body.preferences,
          performanceCookies: body.performance,
          source: body.source,
        });
        return json({ consent: current, currentPolicyVersion: '2026-11' });
      },
    }),
  );
  const posted = () =>
    mock.calls('POST /api/legal-compliance/cookie-consent').map((r) => {
      const { _csrf, ...rest } = r.body as Record<string, unknown>;
      return rest;
    });
  const reads = () => mock.calls('GET /api/legal-compliance/cookie-consent').length;
  return { ...mock, posted, reads };
}

const banner = () => screen.findByRole('region', { name: 'We value your privacy' }, { timeout: 5000 });

describe('cookie consent banner', () => {
  it('stays hidden while the stored choice is loading and opens when none is stored', async () => {
    consentServer(null);
    renderAt(<PageOverlays />);
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    const region = await banner();
    const buttons = within(region)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Customize', 'Reject All', 'Accept All']);
    // Same layer, same weight: refusing looks exactly like accepting.
    const [customize, reject, accept] = within(region).getAllByRole('button');
    expect(reject!.className).toBe(accept!.className);
    expect(customize!.className).toBe(accept!.className);
    expect(within(region).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      '/legal-documents',
    );
    expect(screen.queryByRole('button', { name: 'Manage Cookie Preferences' })).not.toBeInTheDocument();
  });

  it('Accept All posts every category on, closes the banner, re-reads the consent and shows the manage button', async () => {
    const server = consentServer(null);
    renderAt(<PageOverlays />);
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Accept All' }));
    const manage = await screen.findByRole('button', { name: 'Manage Cookie Preferences' });
    expect(manage).toHaveAttribute('title', 'Manage Cookie Preferences');
    expect(server.posted()).toEqual([
      { analytics: true, marketing: true, preferences: true, performance: true, source: 'banner_accept_all' },
    ]);
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    await waitFor(() => expect(server.reads()).toBe(2));
  });

  it('Reject All in the banner posts every category off with banner_reject_all', async () => {
    const server = consentServer(null);
    renderAt(<PageOverlays />);
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Reject All' }));
    await screen.findByRole('button', { name: 'Manage Cookie Preferences' });
    expect(server.posted()).toEqual([
      {
        analytics: false,
        marketing: false,
        preferences: false,
        performance: false,
        source: 'banner_reject_all',
      },
    ]);
  });

  it('Customize opens the dialog: essential fixed on, choose analytics only, saved as banner_customize', async () => {
    const server = consentServer(null);
    renderAt(<PageOverlays />);
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Customize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
    const essential = within(dialog).getByRole('switch', { name: /Essential/ });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    for (const name of ['Analytics', 'Marketing', 'Preferences', 'Performance'])
      expect(within(dialog).getByRole('switch', { name })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    expect(within(dialog).getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.posted()).toEqual([
      {
        analytics: true,
        marketing: false,
        preferences: false,
        performance: false,
        source: 'banner_customize',
      },
    ]);
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Manage Cookie Preferences' })).toBeInTheDocument();
  });

  it('Reject All inside the dialog also sends banner_reject_all, whatever the switches say', async () => {
    const server = consentServer(null);
    renderAt(<PageOverlays />);
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Customize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Marketing' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject All' }));
    await waitFor(() => expect(server.posted()).toHaveLength(1));
    expect(server.posted()[0]).toEqual({
      analytics: false,
      marketing: false,
      preferences: false,
      performance: false,
      source: 'banner_reject_all',
    });
  });

  it('with a stored choice: no banner, and the round button reopens the dialog prefilled from it', async () => {
    consentServer(
      storedConsent({ analyticsCookies: true, performanceCookies: true, source: 'banner_customize' }),
    );
    renderAt(<PageOverlays />);
    await userEvent.click(await screen.findByRole('button', { name: 'Manage Cookie Preferences' }));
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' });
    expect(within(dialog).getByRole('switch', { name: 'Analytics' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Performance' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Preferences' })).not.toBeChecked();
  });

  it('a failed save keeps the banner open and says so', async () => {
    mockFetch(
      overlayRoutes({
        'POST /api/legal-compliance/cookie-consent': () => json({ message: 'Down' }, { status: 503 }),
      }),
    );
    renderAt(<PageOverlays />);
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Accept All' }));
    expect(await screen.findByText('Choice not saved')).toBeInTheDocument();
    expect(screen.getByTestId('cookie-banner')).toBeInTheDocument();
  });

  it('shows no banner when the stored choice cannot be read', async () => {
    const { calls } = mockFetch(
      overlayRoutes({ 'GET /api/legal-compliance/cookie-consent': () => json({}, { status: 500 }) }),
    );
    renderAt(<PageOverlays />);
    await waitFor(() => expect(calls('GET /api/legal-compliance/cookie-consent')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Cookie Preferences' })).not.toBeInTheDocument();
  });
});
