import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { overlayRoutes } from '../../test/overlays.fixtures';
import { formatCountdown, SCARCITY_REFRESH_MS, ScarcityBanner, urgencyClasses } from './scarcity-banner';

// The machine is shared and lazy chunks transform on first use: give async queries room.
vi.setConfig({ testTimeout: 20_000 });

const t = (key: string, o?: Record<string, unknown>) => `${key}:${JSON.stringify(o)}`;

function trigger(urgencyLevel = 'critical', countdown = 3725) {
  return json({
    success: true,
    trigger: {
      scarcity: {
        remainingSlots: 1,
        totalSlots: 3,
        usedSlots: 2,
        percentageFilled: 66.7,
        timeRemaining: countdown,
        urgencyLevel,
      },
      groupName: 'Spanish A2, Tuesdays 18:00',
      startsAt: '2026-11-03T17:00:00.000Z',
    },
    display: { countdown },
  });
}

afterEach(() => vi.useRealTimers());

describe('scarcity banner', () => {
  it('stays hidden while the server has no upcoming group (trigger null)', async () => {
    const { calls } = mockFetch(overlayRoutes());
    renderAt(<ScarcityBanner />);
    await waitFor(() => expect(calls('POST /api/psychology/loss-aversion')).toHaveLength(1));
    const body = calls('POST /api/psychology/loss-aversion')[0]!.body as Record<string, unknown>;
    expect(body.trigger_type).toBe('slot_scarcity');
    expect(typeof body.sessionId).toBe('string');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('scarcity-banner')).not.toBeInTheDocument();
  });

  it('stays hidden when loading fails, with only a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(overlayRoutes({ 'POST /api/psychology/loss-aversion': () => json({}, { status: 500 }) }));
    renderAt(<ScarcityBanner />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByTestId('scarcity-banner')).not.toBeInTheDocument();
  });

  it('renders real seats, the claimed share, a ticking countdown and the urgency colour', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch(
      overlayRoutes({ 'POST /api/psychology/loss-aversion': () => trigger('critical', 3725) }),
    );
    renderAt(<ScarcityBanner />);
    const banner = await screen.findByRole('region', { name: 'Seat availability' });
    expect(banner).toHaveTextContent('Only 1 of 3 seats left in Spanish A2, Tuesdays 18:00!');
    expect(banner).toHaveTextContent('67% of seats in Spanish A2, Tuesdays 18:00 claimed');
    expect(banner.className).toContain('bg-red-700');
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '67');
    await waitFor(() => expect(screen.getByTestId('scarcity-progress').style.width).toBe('67%'));
    expect(screen.getByTestId('scarcity-progress').style.transitionDuration).toBe('1000ms');
    expect(screen.getByTestId('scarcity-countdown')).toHaveTextContent('Starts in 1h 02m');
    await act(() => vi.advanceTimersByTimeAsync(130_000));
    expect(screen.getByTestId('scarcity-countdown')).toHaveTextContent('Starts in 59:55');
    await act(() => vi.advanceTimersByTimeAsync(SCARCITY_REFRESH_MS - 130_000));
    await waitFor(() => expect(calls('POST /api/psychology/loss-aversion')).toHaveLength(2));
  });

  it('Secure Spot scrolls to and clicks the sign-up button', async () => {
    mockFetch(overlayRoutes({ 'POST /api/psychology/loss-aversion': () => trigger('high') }));
    const clicked = vi.fn();
    renderAt(
      <>
        <ScarcityBanner />
        <button type="button" data-signup-button onClick={clicked}>
          Join
        </button>
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Secure Spot' }));
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('Secure Spot goes to registration when the page has no sign-up button', async () => {
    mockFetch(overlayRoutes({ 'POST /api/psychology/loss-aversion': () => trigger('normal') }));
    renderAt(<ScarcityBanner />, '/faq');
    await userEvent.click(await screen.findByRole('button', { name: 'Secure Spot' }));
    expect(window.location.pathname + window.location.search).toBe('/auth?mode=register');
  });

  it('colours by urgency and formats the countdown', () => {
    expect(urgencyClasses('critical')).toContain('red');
    expect(urgencyClasses('high')).toContain('orange');
    expect(urgencyClasses('normal')).toContain('yellow');
    expect(urgencyClasses('low')).toContain('blue');
    expect(urgencyClasses('anything')).toContain('blue');
    expect(formatCountdown(75, t)).toBe('1:15');
    expect(formatCountdown(3600 * 5 + 60 * 7, t)).toBe(
      'psychology.scarcity.hoursMinutes:{"hours":5,"minutes":"07"}',
    );
    expect(formatCountdown(86400 * 2 + 3600 * 3, t)).toBe(
      'psychology.scarcity.daysHours:{"days":2,"hours":3}',
    );
    expect(formatCountdown(-5, t)).toBe('0:00');
  });
});
