import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { overlayRoutes } from '../../test/overlays.fixtures';
import { ExitIntent } from './exit-intent';
import { attachExitIntent, EXIT_INTENT_DELAY_MS, ExitIntentDetector } from './exit-intent-detector';
import { badgeClasses } from './exit-intent-modal';
import { PageEngagement } from './page-engagement';
import { formatMinutesSeconds } from './shared';

// The machine is shared and lazy chunks transform on first use: give async queries room.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe('exit-intent trigger rules', () => {
  beforeEach(() => vi.useFakeTimers());

  function detector() {
    const fired = vi.fn();
    const d = new ExitIntentDetector(fired);
    d.setEnabled(true);
    return { d, fired };
  }

  it('fires after the pointer stays out at the top edge for 500 ms', () => {
    const { d, fired } = detector();
    d.pointerLeft(0);
    vi.advanceTimersByTime(EXIT_INTENT_DELAY_MS - 1);
    expect(fired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('re-entering within the delay cancels the pending trigger', () => {
    const { d, fired } = detector();
    d.pointerLeft(-3);
    vi.advanceTimersByTime(400);
    d.pointerEntered();
    vi.advanceTimersByTime(1000);
    expect(fired).not.toHaveBeenCalled();
    // A later exit that lasts counts.
    d.pointerLeft(-1);
    vi.advanceTimersByTime(500);
    expect(fired).toHaveBeenCalledTimes(1);
  });

  it('ignores exits through the sides or bottom', () => {
    const { d, fired } = detector();
    d.pointerLeft(300);
    vi.advanceTimersByTime(2000);
    expect(fired).not.toHaveBeenCalled();
  });

  it('fires once per page view; a new page view may fire again', () => {
    const { d, fired } = detector();
    d.pointerLeft(0);
    vi.advanceTimersByTime(500);
    d.pointerEntered();
    d.pointerLeft(0);
    vi.advanceTimersByTime(5000);
    expect(fired).toHaveBeenCalledTimes(1);
    d.newPageView();
    d.pointerLeft(0);
    vi.advanceTimersByTime(500);
    expect(fired).toHaveBeenCalledTimes(2);
  });

  it('does nothing while switched off, and switching off cancels a pending trigger', () => {
    const fired = vi.fn();
    const d = new ExitIntentDetector(fired);
    d.pointerLeft(0);
    vi.advanceTimersByTime(1000);
    expect(fired).not.toHaveBeenCalled();
    d.setEnabled(true);
    d.pointerLeft(0);
    vi.advanceTimersByTime(200);
    d.setEnabled(false);
    vi.advanceTimersByTime(1000);
    expect(fired).not.toHaveBeenCalled();
  });

  it('listens to the document: leaving the window (no related target) at the top, re-entering cancels', () => {
    const { d, fired } = detector();
    const detach = attachExitIntent(d);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null }));
    vi.advanceTimersByTime(300);
    document.body.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    vi.advanceTimersByTime(500);
    expect(fired).not.toHaveBeenCalled();
    // Moving between elements inside the page is no exit.
    document.body.dispatchEvent(
      new MouseEvent('mouseout', { bubbles: true, clientY: 0, relatedTarget: document.documentElement }),
    );
    vi.advanceTimersByTime(500);
    expect(fired).not.toHaveBeenCalled();
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null }));
    vi.advanceTimersByTime(500);
    expect(fired).toHaveBeenCalledTimes(1);
    detach();
  });

  it('measures real time on page, deepest scroll and clicks', () => {
    let now = 1_000_000;
    const engagement = new PageEngagement(() => now);
    engagement.recordScroll(40);
    engagement.recordScroll(25);
    engagement.recordClick('button "Join"');
    now += 42_400;
    expect(engagement.snapshot()).toEqual({
      timeOnPage: 42,
      scrollDepth: 40,
      interactions: [{ type: 'click', element: 'button "Join"' }],
    });
    engagement.newPageView();
    now += 3000;
    expect(engagement.snapshot()).toEqual({ timeOnPage: 3, scrollDepth: 0, interactions: [] });
  });

  it('formats the countdown as m:ss and colours the badge by urgency', () => {
    expect(formatMinutesSeconds(600)).toBe('10:00');
    expect(formatMinutesSeconds(61)).toBe('1:01');
    expect(formatMinutesSeconds(9)).toBe('0:09');
    expect(badgeClasses('critical')).toContain('red');
    expect(badgeClasses('high')).toContain('orange');
    expect(badgeClasses('medium')).toContain('yellow');
    expect(badgeClasses('low')).toContain('blue');
  });
});

const IMPRESSION = '5b6f4c1e-8a51-4c57-9f0e-3d2b1a0c9e8f';

function offer(overrides: Record<string, unknown> = {}) {
  return {
    impressionId: IMPRESSION,
    offer: {
      message: 'Start with a 3:1 group session and get 50 credit points plus 10% off your first booking.',
      creditPoints: 50,
      discount: 10,
      exclusivity: 'For new learners who sign up through this offer',
      urgency: 'high',
    },
    timer: 600,
    sweepstake: { limit: 500, taken: 12, email: 'gewinnspiel@trt-tutoring.eu' },
    socialProof: { viewingNow: 3, claimedLastHour: 0 },
    ...overrides,
  };
}

function leaveAtTop() {
  fireEvent.mouseOut(document, { clientY: 0, relatedTarget: null });
}

async function openModal(routes: Parameters<typeof overlayRoutes>[0] = {}, content = offer()) {
  const mock = mockFetch(
    overlayRoutes({
      'POST /api/psychology/exit-intent': () => json({ success: true, modalContent: content }),
      'POST /api/psychology/exit-intent/dismiss': () => json({ ok: true }),
      ...routes,
    }),
  );
  renderAt(<ExitIntent />, '/faq');
  await waitFor(() => expect(mock.calls('GET /api/psychology/settings')).toHaveLength(1));
  await act(async () => {
    await new Promise((r) => setTimeout(r, 10));
  });
  leaveAtTop();
  await act(() => vi.advanceTimersByTimeAsync(EXIT_INTENT_DELAY_MS));
  const dialog = await screen.findByRole('dialog', { name: "Wait! Don't Miss Out!" }, { timeout: 5000 });
  return { ...mock, dialog };
}

describe('exit-intent modal', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));

  it('posts real page figures and shows the offer, countdown, sweepstake and honest social proof', async () => {
    const { dialog, calls } = await openModal();
    const body = calls('POST /api/psychology/exit-intent')[0]!.body as Record<string, unknown>;
    expect(body.sessionId).toMatch(/^exit-\d+$/);
    expect(typeof body.timeOnPage).toBe('number');
    expect(body.scrollDepth).toBeGreaterThanOrEqual(0);
    expect(Array.isArray(body.interactions)).toBe(true);

    expect(dialog).toHaveTextContent('Start with a 3:1 group session');
    expect(dialog).toHaveTextContent('50 credit points + 10% off');
    expect(dialog).toHaveTextContent('For new learners who sign up through this offer');
    const badge = within(dialog).getByRole('timer');
    expect(badge).toHaveTextContent('10:00 left to claim');
    expect(badge.className).toContain('orange');
    expect(within(dialog).getByTestId('exit-sweepstake')).toHaveTextContent(
      'First 500 signups: 12/500 spots taken. Enter by e-mailing gewinnspiel@trt-tutoring.eu',
    );
    expect(within(dialog).getByRole('link', { name: 'gewinnspiel@trt-tutoring.eu' })).toHaveAttribute(
      'href',
      'mailto:gewinnspiel@trt-tutoring.eu',
    );
    // Zero claims are not shown as "0 claimed".
    expect(within(dialog).getByTestId('exit-social-proof')).toHaveTextContent('3 people viewing this offer');
    expect(within(dialog).getByTestId('exit-social-proof')).not.toHaveTextContent('claimed');

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(badge).toHaveTextContent('9:58 left to claim');
  });

  it('hides the sweepstake when there is none and the social line when both counts are zero', async () => {
    const { dialog } = await openModal(
      {},
      offer({ sweepstake: null, socialProof: { viewingNow: 0, claimedLastHour: 0 } }),
    );
    expect(within(dialog).queryByTestId('exit-sweepstake')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('exit-social-proof')).not.toBeInTheDocument();
  });

  it('closes itself when the countdown reaches zero', async () => {
    await openModal({}, offer({ timer: 3 }));
    await act(() => vi.advanceTimersByTimeAsync(3100));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Claim shows the voucher with code, points, discount and expiry, and can copy the code', async () => {
    const { dialog, calls } = await openModal({
      'POST /api/psychology/exit-intent/claim': () =>
        json({
          voucher: {
            code: 'TRT-ABCDE-FGHJK',
            creditPoints: 50,
            discountPercent: 10,
            expiresAt: '2026-12-02T12:00:00.000Z',
          },
        }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // user-event installs its own clipboard; watch what is written to it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: 'Claim My Offer Now' }));
    expect(await within(dialog).findByTestId('voucher-code')).toHaveTextContent('TRT-ABCDE-FGHJK');
    expect(dialog).toHaveTextContent('50 credit points + 10% off');
    expect(dialog).toHaveTextContent('Valid until December 2, 2026');
    expect(
      (calls('POST /api/psychology/exit-intent/claim')[0]!.body as Record<string, unknown>).impressionId,
    ).toBe(IMPRESSION);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('TRT-ABCDE-FGHJK');
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    // A claimed offer no longer counts down or closes itself.
    await act(() => vi.advanceTimersByTimeAsync(601_000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to sign-up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(window.location.pathname + window.location.search).toBe('/auth?mode=register');
  });

  it('Maybe Later records a dismissal and closes; it does not come back in this tab', async () => {
    const { dialog, calls } = await openModal();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      calls('POST /api/psychology/exit-intent/dismiss').map(
        (r) => (r.body as { impressionId: string }).impressionId,
      ),
    ).toEqual([IMPRESSION]);
    leaveAtTop();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(calls('POST /api/psychology/exit-intent')).toHaveLength(1);
  });

  it('Escape dismisses too; focus stays trapped inside the modal', async () => {
    const { dialog, calls } = await openModal();
    expect(dialog.contains(document.activeElement)).toBe(true);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('POST /api/psychology/exit-intent/dismiss')).toHaveLength(1);
  });

  it('the close icon acts as dismiss', async () => {
    const { dialog, calls } = await openModal();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('POST /api/psychology/exit-intent/dismiss')).toHaveLength(1);
  });
});

describe('exit intent on the page', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));

  it('asks nothing while the setting is off', async () => {
    const { calls } = mockFetch(
      overlayRoutes({
        'GET /api/psychology/settings': () => json({ socialProof: true, scarcity: true, exitIntent: false }),
      }),
    );
    renderAt(<ExitIntent />);
    await waitFor(() => expect(calls('GET /api/psychology/settings')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(10));
    leaveAtTop();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(calls('POST /api/psychology/exit-intent')).toHaveLength(0);
  });

  it('opens nothing when no campaign runs (modalContent null)', async () => {
    const { calls } = mockFetch(overlayRoutes());
    renderAt(<ExitIntent />);
    await waitFor(() => expect(calls('GET /api/psychology/settings')).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(10));
    leaveAtTop();
    await act(() => vi.advanceTimersByTimeAsync(EXIT_INTENT_DELAY_MS));
    await waitFor(() => expect(calls('POST /api/psychology/exit-intent')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
