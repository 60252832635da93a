import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { i18n } from '../../lib/i18n';
import { overlayRoutes } from '../support/overlays.fixtures';
import { credibilityPercent, iconFor, nextIndex, timeLabel } from './social-proof';
import { SOCIAL_PROOF_REFRESH_MS, SOCIAL_PROOF_ROTATE_MS, SocialProofToast } from './social-proof-toast';

// The machine is shared and lazy chunks transform on first use: give async queries room.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const NOW = Date.parse('2026-11-02T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('social proof rules', () => {
  it('labels times as SPEC.md 9 says', () => {
    expect(timeLabel(ago(0), NOW)).toEqual({ key: 'justNow' });
    expect(timeLabel(ago(59_999), NOW)).toEqual({ key: 'justNow' });
    expect(timeLabel(ago(60_000), NOW)).toEqual({ key: 'minutesAgo', count: 1 });
    expect(timeLabel(ago(59 * 60_000 + 59_000), NOW)).toEqual({ key: 'minutesAgo', count: 59 });
    expect(timeLabel(ago(60 * 60_000), NOW)).toEqual({ key: 'hoursAgo', count: 1 });
    expect(timeLabel(ago(26 * 3600_000), NOW)).toEqual({ key: 'hoursAgo', count: 26 });
    // A clock slightly behind the server's never shows a negative age.
    expect(timeLabel(new Date(NOW + 5000).toISOString(), NOW)).toEqual({ key: 'justNow' });
  });

  it('rounds credibility to a percent and picks icons, neutral for unknown types', () => {
    expect(credibilityPercent(0.7)).toBe(70);
    expect(credibilityPercent(0.856)).toBe(86);
    expect(credibilityPercent(1)).toBe(100);
    expect(iconFor('registration')).toBe('registration');
    expect(iconFor('session_booking')).toBe('session_booking');
    expect(iconFor('skill_match')).toBe('skill_match');
    expect(iconFor('review')).toBe('neutral');
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
  });
});

const event = (id: string, message: string, msAgo: number, credibility = 1, type = 'registration') => ({
  id,
  type,
  message,
  firstName: message.split(' ')[0],
  city: null,
  timestamp: ago(msAgo),
  credibility,
});

function proof(events: ReturnType<typeof event>[], recentJoins = events.length, enabled = true) {
  return json({ success: true, enabled, socialProof: { recentJoins, events } });
}

describe('social-proof toast', () => {
  afterEach(() => {
    vi.useRealTimers();
    window.sessionStorage.clear();
  });

  it('shows one real event at a time with Live, time, credibility and the counter, rotating every 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    mockFetch(
      overlayRoutes({
        'GET /api/psychology/social-proof': () =>
          proof(
            [
              event('a', 'Lena from München just joined TRT Tutoring', 30_000, 1),
              event('b', 'Jonas just joined TRT Tutoring', 5 * 60_000, 0.7),
            ],
            12,
          ),
      }),
    );
    renderAt(<SocialProofToast />);
    const toast = await screen.findByRole('complementary', { name: 'Recent activity' });
    expect(toast).toHaveTextContent('Live');
    expect(toast).toHaveTextContent('Lena from München just joined TRT Tutoring');
    expect(toast).toHaveTextContent('just now · 100% authentic');
    expect(toast).toHaveTextContent('12+ recent learners joined');
    expect(
      screen.getByTestId('social-proof-event').querySelector('[data-icon="registration"]'),
    ).not.toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(SOCIAL_PROOF_ROTATE_MS));
    expect(toast).toHaveTextContent('Jonas just joined TRT Tutoring');
    expect(toast).toHaveTextContent('5m ago · 70% authentic');
    await act(() => vi.advanceTimersByTimeAsync(SOCIAL_PROOF_ROTATE_MS));
    expect(toast).toHaveTextContent('Lena from München');
  });

  it('asks in the page language and refreshes the list every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    await i18n.changeLanguage('de');
    const { calls } = mockFetch(
      overlayRoutes({
        'GET /api/psychology/social-proof': () =>
          proof([event('a', 'Lena aus München ist gerade beigetreten', 2 * 3600_000)]),
      }),
    );
    renderAt(<SocialProofToast />);
    const toast = await screen.findByRole('complementary', { name: 'Aktuelle Aktivität' });
    expect(toast).toHaveTextContent('vor 2 Std. · 100 % authentisch');
    expect(calls('GET /api/psychology/social-proof')[0]!.url).toContain('lang=de');
    await act(() => vi.advanceTimersByTimeAsync(SOCIAL_PROOF_REFRESH_MS));
    await waitFor(() => expect(calls('GET /api/psychology/social-proof')).toHaveLength(2));
  });

  it('uses neutral icons for other event types', async () => {
    mockFetch(
      overlayRoutes({
        'GET /api/psychology/social-proof': () =>
          proof([event('x', 'Something happened', 1000, 1, 'session_booking')]),
      }),
    );
    renderAt(<SocialProofToast />);
    await screen.findByRole('complementary', { name: 'Recent activity' });
    expect(
      screen.getByTestId('social-proof-event').querySelector('[data-icon="session_booking"]'),
    ).not.toBeNull();
  });

  it.each([
    ['switched off', () => proof([event('a', 'Lena just joined', 1000)], 1, false)],
    ['no events', () => proof([], 0)],
  ])('is hidden entirely when %s', async (_label, answer) => {
    const { calls } = mockFetch(overlayRoutes({ 'GET /api/psychology/social-proof': answer }));
    renderAt(<SocialProofToast />);
    await waitFor(() => expect(calls('GET /api/psychology/social-proof')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('social-proof')).not.toBeInTheDocument();
  });

  it('a failure is only logged as a warning and shows nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(
      overlayRoutes({ 'GET /api/psychology/social-proof': () => json({ message: 'x' }, { status: 500 }) }),
    );
    renderAt(<SocialProofToast />);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Loading social proof failed', expect.anything()));
    expect(screen.queryByTestId('social-proof')).not.toBeInTheDocument();
  });

  it('can be dismissed and stays closed in this tab', async () => {
    mockFetch(
      overlayRoutes({
        'GET /api/psychology/social-proof': () => proof([event('a', 'Lena just joined', 1000)]),
      }),
    );
    const { unmount } = renderAt(<SocialProofToast />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hide recent activity' }));
    expect(screen.queryByTestId('social-proof')).not.toBeInTheDocument();
    unmount();
    renderAt(<SocialProofToast />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('social-proof')).not.toBeInTheDocument();
  });
});
