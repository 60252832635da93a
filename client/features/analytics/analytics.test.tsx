import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { overlayRoutes, storedConsent } from '../../test/overlays.fixtures';
import { PageOverlays } from '../../app/layout/page-overlays';
import {
  AnalyticsClient,
  analytics,
  errorDescription,
  MAX_BATCH,
  PLATFORM_VERSION,
  trackConversion,
} from './analytics';

// The machine is shared and lazy chunks transform on first use: give async queries room.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  analytics.setEnabled(false);
});

describe('AnalyticsClient', () => {
  it('drops every event while consent is missing, and never sends them later', async () => {
    const send = vi.fn(async () => {});
    const client = new AnalyticsClient(send, 10);
    expect(client.track('page_view', {}, '/')).toBe(false);
    client.setEnabled(true);
    await client.flush();
    expect(send).not.toHaveBeenCalled();
  });

  it('batches events with the version tag and posts them after the delay', async () => {
    vi.useFakeTimers();
    try {
      const send = vi.fn(async () => {});
      const client = new AnalyticsClient(send, 2000);
      client.setEnabled(true);
      client.track('page_view', { title: 'Home' }, '/');
      client.track('engagement', { action: 'scroll_depth', percent: 50 }, '/');
      expect(send).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2000);
      expect(send).toHaveBeenCalledTimes(1);
      expect(send).toHaveBeenCalledWith([
        { name: 'page_view', path: '/', properties: { title: 'Home', platform_version: PLATFORM_VERSION } },
        {
          name: 'engagement',
          path: '/',
          properties: { action: 'scroll_depth', percent: 50, platform_version: '2.0.1' },
        },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends at once when a batch is full, never more than 20 per request', async () => {
    const batches: number[] = [];
    const client = new AnalyticsClient(async (events) => void batches.push(events.length), 60_000);
    client.setEnabled(true);
    for (let i = 0; i < MAX_BATCH + 5; i++) client.track('engagement', { i }, '/');
    await client.flush();
    expect(batches).toEqual([20, 5]);
  });

  it('withdrawing consent forgets what is still waiting', async () => {
    const send = vi.fn(async () => {});
    const client = new AnalyticsClient(send, 60_000);
    client.setEnabled(true);
    client.track('page_view', {}, '/');
    client.setEnabled(false);
    await client.flush();
    expect(send).not.toHaveBeenCalled();
    expect(client.pending()).toHaveLength(0);
  });

  it('describes errors and rejections, with the SPEC fallbacks when there is no message', () => {
    expect(errorDescription('error', new Error('boom'), '')).toBe('boom');
    expect(errorDescription('error', undefined, 'Script error')).toBe('Script error');
    expect(errorDescription('error', undefined)).toBe('Unknown error');
    expect(errorDescription('rejection', undefined)).toBe('Promise rejection');
    expect(errorDescription('rejection', 'plain text')).toBe('plain text');
    expect(errorDescription('rejection', { message: 'from object' })).toBe('from object');
  });
});

describe('analytics on the page', () => {
  it('sends nothing at all before consent, then page views and events after Accept All', async () => {
    let consent: ReturnType<typeof storedConsent> | null = null;
    const { requests, calls } = mockFetch(
      overlayRoutes({
        'GET /api/legal-compliance/cookie-consent': () => json({ consent, currentPolicyVersion: '2026-11' }),
        'POST /api/legal-compliance/cookie-consent': () => {
          consent = storedConsent({
            analyticsCookies: true,
            marketingCookies: true,
            preferencesCookies: true,
            performanceCookies: true,
            source: 'banner_accept_all',
          });
          return json({ consent, currentPolicyVersion: '2026-11' });
        },
        'POST /api/analytics/events': (req) =>
          json({ ok: true, stored: (req.body as { events: unknown[] }).events.length }),
      }),
    );
    renderAt(<PageOverlays />, '/faq');
    const banner = await screen.findByRole('region', { name: 'We value your privacy' }, { timeout: 5000 });

    // Before consent: conversions, errors and rejections are all dropped.
    expect(trackConversion('signup_click')).toBe(false);
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'boom' }));
    });
    await new Promise((r) => setTimeout(r, 2500));
    expect(requests.filter((r) => r.path.startsWith('/api/analytics'))).toHaveLength(0);

    await userEvent.click(within(banner).getByRole('button', { name: 'Accept All' }));
    await waitFor(() => expect(calls('POST /api/analytics/events')).toHaveLength(1), { timeout: 5000 });
    const body = calls('POST /api/analytics/events')[0]!.body as { events: Array<Record<string, unknown>> };
    expect(body.events[0]).toMatchObject({
      name: 'page_view',
      path: '/faq',
      properties: { platform_version: '2.0.1', language: 'en' },
    });

    // With consent: an uncaught error is reported as a non-fatal exception.
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: '' }));
    });
    await waitFor(() => expect(calls('POST /api/analytics/events')).toHaveLength(2), { timeout: 5000 });
    const second = calls('POST /api/analytics/events')[1]!.body as { events: Array<Record<string, unknown>> };
    expect(second.events[0]).toMatchObject({
      name: 'exception',
      properties: { description: 'Unknown error', fatal: false, platform_version: '2.0.1' },
    });
  }, 15_000);

  it('sends nothing when only other categories were allowed', async () => {
    const { requests } = mockFetch(
      overlayRoutes({
        'GET /api/legal-compliance/cookie-consent': () =>
          json({ consent: storedConsent({ marketingCookies: true }), currentPolicyVersion: '2026-11' }),
      }),
    );
    renderAt(<PageOverlays />);
    await screen.findByRole('button', { name: 'Manage Cookie Preferences' });
    expect(trackConversion('signup_click')).toBe(false);
    expect(analytics.isEnabled).toBe(false);
    await new Promise((r) => setTimeout(r, 2500));
    expect(requests.filter((r) => r.path.startsWith('/api/analytics'))).toHaveLength(0);
  });
});

describe('referrer', () => {
  it('keeps host and path only, never the query string', async () => {
    const { referrerOf } = await import('./analytics-tracker');
    expect(referrerOf('https://mail.example.org/reset?token=secret#x')).toBe('mail.example.org/reset');
    expect(referrerOf('')).toBeNull();
  });
});
