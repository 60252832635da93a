import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { i18n } from '../../lib/i18n';
import { ROUTES } from '../../app/routing/manifest';
import { overlayRoutes } from '../../test/overlays.fixtures';
import { PageOverlays } from '../../app/layout/page-overlays';
import { credibilityPercent, iconFor, nextIndex, socialProofAllowedAt, timeLabel } from './social-proof';
import {
  SOCIAL_PROOF_REFRESH_MS,
  SOCIAL_PROOF_ROTATE_MS,
  SOCIAL_PROOF_SEEN_KEY,
  SocialProofToast,
} from './social-proof-toast';

// The machine is shared and lazy chunks transform on first use: give async queries room.
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

describe('where social proof may appear', () => {
  it('only on public content pages: never on account screens, signed-in screens or unknown pages', () => {
    const allowed = (path: string) => socialProofAllowedAt(ROUTES, path);
    for (const path of [
      '/',
      '/faq',
      '/LearnFAQ',
      '/skills',
      '/learn/guitar',
      '/city/berlin',
      '/blog',
      '/blog/x',
    ])
      expect(allowed(path), path).toBe(true);
    for (const path of [
      '/auth',
      '/auth/anything',
      '/verify-email',
      '/set-password',
      '/reset-password',
      '/dashboard',
      '/learner-dashboard',
      '/tutor-dashboard-enhanced',
      '/parent-dashboard',
      '/admin',
      '/admin/blog',
      '/no-such-page',
    ])
      expect(allowed(path), path).toBe(false);
  });
});

describe('social-proof toast', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('shows each real event once, 5 s each, with Live, time, credibility and the exact counter, then goes away', async () => {
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
    // An exact count of learners, not a "12+".
    expect(toast).toHaveTextContent('12 recent learners joined');
    expect(toast).not.toHaveTextContent('+');
    expect(
      screen.getByTestId('social-proof-event').querySelector('[data-icon="registration"]'),
    ).not.toBeNull();
    // A phone shows one compact line: the event itself.
    expect(screen.getByTestId('social-proof-line')).toHaveTextContent('Lena from München just joined');
    expect(window.sessionStorage.getItem(SOCIAL_PROOF_SEEN_KEY)).toBe('1');

    await act(() => vi.advanceTimersByTimeAsync(SOCIAL_PROOF_ROTATE_MS));
    expect(toast).toHaveTextContent('Jonas just joined TRT Tutoring');
    expect(toast).toHaveTextContent('5m ago · 70% authentic');
    await act(() => vi.advanceTimersByTimeAsync(SOCIAL_PROOF_ROTATE_MS));
    expect(screen.queryByTestId('social-proof')).not.toBeInTheDocument();
  });

  it('says "1 recent learner joined" for one', async () => {
    mockFetch(
      overlayRoutes({
        'GET /api/psychology/social-proof': () => proof([event('a', 'Lena just joined', 1000)], 1),
      }),
    );
    renderAt(<SocialProofToast />);
    expect(await screen.findByRole('complementary', { name: 'Recent activity' })).toHaveTextContent(
      '1 recent learner joined',
    );
  });

  it('shows at most once per visit: not again in this tab once it was shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    const { calls } = mockFetch(
      overlayRoutes({
        'GET /api/psychology/social-proof': () => proof([event('a', 'Lena just joined', 1000)]),
      }),
    );
    const { unmount } = renderAt(<SocialProofToast />);
    await screen.findByTestId('social-proof');
    await act(() => vi.advanceTimersByTimeAsync(SOCIAL_PROOF_ROTATE_MS));
    expect(screen.queryByTestId('social-proof')).not.toBeInTheDocument();
    unmount();
    const asked = calls('GET /api/psychology/social-proof').length;
    renderAt(<SocialProofToast />, '/faq');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByTestId('social-proof')).not.toBeInTheDocument();
    // Not even asked for again.
    expect(calls('GET /api/psychology/social-proof')).toHaveLength(asked);
  });

  it('waits on a phone while the cookie banner hides it, so the one showing is not spent unseen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    mockFetch(
      overlayRoutes({
        'GET /api/psychology/social-proof': () => proof([event('a', 'Lena just joined', 1000)]),
      }),
    );
    let setBannerOpen: (open: boolean) => void = () => {};
    function WithBanner() {
      const [open, setOpen] = useState(true);
      setBannerOpen = setOpen;
      return <SocialProofToast hideOnPhones={open} />;
    }
    renderAt(<WithBanner />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByTestId('social-proof')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(SOCIAL_PROOF_SEEN_KEY)).toBeNull();

    // The visitor chooses cookies: the banner closes and the toast has its turn.
    act(() => setBannerOpen(false));
    expect(await screen.findByTestId('social-proof')).toHaveTextContent('Lena just joined');
    expect(window.sessionStorage.getItem(SOCIAL_PROOF_SEEN_KEY)).toBe('1');
  });

  it('shows beside the open cookie banner on wider screens', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(min-width: 640px)' }));
    mockFetch(
      overlayRoutes({
        'GET /api/psychology/social-proof': () => proof([event('a', 'Lena just joined', 1000)]),
      }),
    );
    renderAt(<SocialProofToast hideOnPhones />);
    expect(await screen.findByTestId('social-proof')).toHaveTextContent('Lena just joined');
  });

  it('asks in the page language and refreshes the list every 30 s while it is shown', async () => {
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
    // The pointer on it holds it (WCAG 2.2.2) while the list refreshes.
    await userEvent.hover(toast);
    await act(() => vi.advanceTimersByTimeAsync(SOCIAL_PROOF_REFRESH_MS));
    await waitFor(() => expect(calls('GET /api/psychology/social-proof')).toHaveLength(2));
    expect(screen.getByTestId('social-proof')).toBeInTheDocument();
    await i18n.changeLanguage('en');
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
    // Nothing was shown, so this visit may still see it later.
    expect(window.sessionStorage.getItem(SOCIAL_PROOF_SEEN_KEY)).toBeNull();
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

  it('steps aside while it lies over a form or a primary action', async () => {
    mockFetch(
      overlayRoutes({
        'GET /api/psychology/social-proof': () => proof([event('a', 'Lena just joined', 1000)]),
      }),
    );
    const box = (top: number) =>
      ({ top, bottom: top + 40, left: 0, right: 300, width: 300, height: 40, x: 0, y: top }) as DOMRect;
    const form = document.createElement('form');
    form.getBoundingClientRect = () => box(1000);
    document.body.append(form);
    const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => box(780));
    renderAt(<SocialProofToast />);
    const toast = await screen.findByTestId('social-proof');
    expect(toast).not.toHaveAttribute('data-covers-action');
    form.getBoundingClientRect = () => box(790);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(toast).toHaveAttribute('data-covers-action', 'true'));
    expect(toast.className).toContain('invisible');
    spy.mockRestore();
    form.remove();
  });
});

describe('social proof in the page overlays', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });
  const withEvents = (user?: ReturnType<typeof aUser>) =>
    mockFetch(
      overlayRoutes({
        'GET /api/psychology/social-proof': () => proof([event('a', 'Lena just joined', 1000)]),
        ...(user ? { 'GET /api/user': () => json(user) } : {}),
      }),
    );

  it('appears on a public content page for a signed-out visitor (beside the cookie banner on a wide screen)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(min-width: 640px)' }));
    withEvents();
    renderAt(<PageOverlays />, '/faq');
    expect(await screen.findByTestId('social-proof')).toBeInTheDocument();
  });

  it.each(['/auth', '/reset-password', '/verify-email', '/dashboard'])(
    'never appears on %s',
    async (path) => {
      const { calls } = withEvents();
      renderAt(<PageOverlays />, path);
      await new Promise((r) => setTimeout(r, 300));
      expect(screen.queryByTestId('social-proof')).not.toBeInTheDocument();
      expect(calls('GET /api/psychology/social-proof')).toHaveLength(0);
    },
  );

  it('never appears for a signed-in user, even on a public page', async () => {
    document.cookie = 'trt_auth=1; path=/';
    const { calls } = withEvents(aUser());
    renderAt(<PageOverlays />, '/faq');
    await waitFor(() => expect(calls('GET /api/user')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByTestId('social-proof')).not.toBeInTheDocument();
    expect(calls('GET /api/psychology/social-proof')).toHaveLength(0);
    document.cookie = 'trt_auth=; path=/; max-age=0';
  });
});
