import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, signedOut } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';
import { i18n } from '../../lib/i18n';
import { AccessibilityToolbar } from './accessibility-toolbar';
import { ANNOUNCEMENT_CLEAR_MS, LiveAnnouncer } from './announcer';
import {
  decreaseFontSize,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  increaseFontSize,
  loadPreferences,
  speechChunks,
  speechLanguage,
  STORAGE_KEY,
} from './preferences';

// The machine is shared and lazy chunks transform on first use: give async queries room.
vi.setConfig({ testTimeout: 20_000 });

function setDevice({ contrast = false, motion = false } = {}) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches:
        (query.includes('prefers-contrast') && contrast) || (query.includes('reduced-motion') && motion),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })),
  );
}

function renderToolbar(path = '/') {
  mockFetch(signedOut);
  return renderAt(
    <>
      <main id="main-content">
        <h1>Learn anything</h1>
        <p>Groups of three learners. One tutor.</p>
      </main>
      <AccessibilityToolbar />
      <LiveAnnouncer />
    </>,
    path,
  );
}

async function openPanel() {
  await userEvent.click(screen.getByRole('button', { name: 'Accessibility options' }));
  // The panel's code loads on first use.
  return screen.findByTestId('a11y-panel');
}

const root = () => document.documentElement;

afterEach(() => {
  root().style.fontSize = '';
  root().className = '';
  vi.useRealTimers();
});

describe('accessibility preferences', () => {
  it('moves the font size in steps of 25 between 75 and 150', () => {
    expect(increaseFontSize(100)).toBe(125);
    expect(increaseFontSize(150)).toBe(FONT_SIZE_MAX);
    expect(decreaseFontSize(100)).toBe(75);
    expect(decreaseFontSize(75)).toBe(FONT_SIZE_MIN);
  });

  it('starts from the device for contrast and motion; saved choices win; junk is ignored', () => {
    setDevice({ contrast: true, motion: true });
    expect(loadPreferences()).toEqual({
      fontSize: 100,
      highContrast: true,
      reduceMotion: true,
      screenReader: false,
    });
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ fontSize: 125, highContrast: false }));
    expect(loadPreferences()).toEqual({
      fontSize: 125,
      highContrast: false,
      reduceMotion: true,
      screenReader: false,
    });
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ fontSize: 110, screenReader: 'yes' }));
    expect(loadPreferences().fontSize).toBe(100);
    expect(loadPreferences().screenReader).toBe(false);
    window.localStorage.setItem(STORAGE_KEY, '{not json');
    expect(loadPreferences().fontSize).toBe(100);
  });

  it('reads German pages in German and splits long text at sentence ends', () => {
    expect(speechLanguage('de')).toBe('de-DE');
    expect(speechLanguage('zh-cn')).toBe('zh-CN');
    expect(speechChunks('One. Two! Three?', 9)).toEqual(['One.', 'Two!', 'Three?']);
    expect(speechChunks('   ')).toEqual([]);
  });
});

describe('accessibility toolbar', () => {
  beforeEach(() => setDevice());

  it('A+ and A- change the root font size within 75-150 %, announce it and remember it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderToolbar();
    await user.click(screen.getByRole('button', { name: 'Accessibility options' }));
    const panel = await screen.findByTestId('a11y-panel');
    const bigger = within(panel).getByRole('button', { name: 'Increase text size' });
    const smaller = within(panel).getByRole('button', { name: 'Decrease text size' });
    await user.click(bigger);
    expect(root().style.fontSize).toBe('125%');
    expect(screen.getByRole('status')).toHaveTextContent('Text size 125%');
    await act(() => vi.advanceTimersByTimeAsync(ANNOUNCEMENT_CLEAR_MS));
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(bigger);
    expect(root().style.fontSize).toBe('150%');
    expect(bigger).toBeDisabled();
    for (let i = 0; i < 3; i++) await user.click(smaller);
    expect(root().style.fontSize).toBe('75%');
    expect(smaller).toBeDisabled();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toMatchObject({ fontSize: 75 });
  });

  it('toggles high contrast, reduced motion and screen-reader mode, starting from the device', async () => {
    setDevice({ motion: true });
    renderToolbar();
    const panel = await openPanel();
    const motion = within(panel).getByRole('switch', { name: 'Reduce motion' });
    expect(motion).toBeChecked();
    expect(root().classList.contains('a11y-reduce-motion')).toBe(true);
    const contrast = within(panel).getByRole('switch', { name: 'High contrast' });
    expect(contrast).not.toBeChecked();
    await userEvent.click(contrast);
    expect(root().classList.contains('a11y-high-contrast')).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('High contrast on');
    await userEvent.click(within(panel).getByRole('switch', { name: 'Screen-reader mode' }));
    expect(root().classList.contains('a11y-screen-reader')).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Screen-reader mode on');
    await userEvent.click(motion);
    // Screen-reader mode keeps animations off on its own.
    expect(root().classList.contains('a11y-reduce-motion')).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Reduce motion off');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toEqual({
      fontSize: 100,
      highContrast: true,
      reduceMotion: false,
      screenReader: true,
    });
  });

  it('reads the main content aloud in German at rate 0.8 and pitch 1, and stops', async () => {
    const spoken: SpeechSynthesisUtterance[] = [];
    const speechSynthesis = {
      speak: vi.fn((u: SpeechSynthesisUtterance) => spoken.push(u)),
      cancel: vi.fn(),
      getVoices: () => [],
    };
    vi.stubGlobal('speechSynthesis', speechSynthesis);
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        rate = 1;
        pitch = 1;
        voice = null;
        onend: (() => void) | null = null;
        onerror: (() => void) | null = null;
        constructor(public text: string) {}
      },
    );
    await i18n.changeLanguage('de');
    renderToolbar();
    await userEvent.click(screen.getByRole('button', { name: 'Optionen zur Barrierefreiheit' }));
    const panel = await screen.findByTestId('a11y-panel');
    expect(within(panel).getByRole('heading', { name: 'Barrierefreiheit' })).toBeInTheDocument();
    const stop = within(panel).getByRole('button', { name: 'Vorlesen beenden' });
    expect(stop).toBeDisabled();
    await userEvent.click(within(panel).getByRole('button', { name: 'Seite vorlesen' }));
    expect(spoken.map((u) => u.text).join(' ')).toContain('Learn anything');
    expect(spoken.every((u) => u.lang === 'de-DE' && u.rate === 0.8 && u.pitch === 1)).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Die Seite wird vorgelesen');
    await userEvent.click(stop);
    expect(speechSynthesis.cancel).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Vorlesen beendet');
    expect(within(panel).getByText(/Tab und Umschalt\+Tab/)).toBeInTheDocument();
  });

  it('Escape closes the panel and returns focus to its button; saved sizes apply on load', async () => {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ fontSize: 125 }));
    renderToolbar();
    expect(root().style.fontSize).toBe('125%');
    await openPanel();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('a11y-panel')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accessibility options' })).toHaveFocus();
  });
});
