import { Accessibility } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { announce } from './announcer';
import {
  type A11yPreferences,
  applyPreferences,
  clearPreferences,
  devicePreferences,
  loadPreferences,
  savePreferences,
} from './preferences';
import type { Toggle } from './accessibility-panel';
import { useReadAloud } from './use-read-aloud';

/** The panel with the controls loads on first use: most visits never open it. */
const loadPanel = () => import('./accessibility-panel');
const AccessibilityPanel = lazy(() => loadPanel().then((m) => ({ default: m.AccessibilityPanel })));

/**
 * SPEC.md 2.12 #7, 4, 9: text size, high contrast, reduced motion, screen-reader mode, reading aloud
 * and keyboard help, in the page's language. Each change is announced and remembered on this device.
 */
export function AccessibilityToolbar() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [prefs, setPrefs] = useState<A11yPreferences>(() => loadPreferences());
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const reader = useReadAloud(i18n.language);
  const [location] = useLocation();

  useLayoutEffect(() => {
    applyPreferences(prefs);
  }, [prefs]);

  // A new page has new text; an old reading would no longer match it.
  const stopReader = reader.stop;
  useEffect(() => {
    stopReader();
  }, [location, stopReader]);

  const update = (next: A11yPreferences, message: string) => {
    setPrefs(next);
    savePreferences(next);
    announce(message);
  };

  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  // A layout effect, so the listener is in place before the browser handles the next key: an Escape
  // pressed right after opening must close the panel, not be lost while a passive effect waits.
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  const setFont = (size: number) =>
    update({ ...prefs, fontSize: size }, t('a11y.announce.fontSize', { percent: size }));
  const setToggle = (key: Toggle, on: boolean) =>
    update(
      { ...prefs, [key]: on },
      t(on ? 'a11y.announce.on' : 'a11y.announce.off', { feature: t(`a11y.${key}`) }),
    );
  const reset = () => {
    clearPreferences();
    setPrefs(devicePreferences());
    announce(t('a11y.announce.reset'));
  };
  const read = () => {
    if (reader.start()) announce(t('a11y.announce.reading'));
    else announce(t('a11y.announce.nothingToRead'));
  };
  const stopReading = () => {
    reader.stop();
    announce(t('a11y.announce.stopped'));
  };

  return (
    <div className="pointer-events-auto relative">
      {open ? (
        <Suspense fallback={null}>
          <AccessibilityPanel
            panelId={panelId}
            prefs={prefs}
            reader={reader}
            onClose={close}
            onFontSize={setFont}
            onToggle={setToggle}
            onRead={read}
            onStopReading={stopReading}
            onReset={reset}
          />
        </Suspense>
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('a11y.toggle')}
        title={t('a11y.toggle')}
        data-testid="a11y-toggle"
        onClick={() => (open ? close() : setOpen(true))}
        // The panel's code loads when the reader moves towards the button, before the click.
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        className="flex size-12 items-center justify-center rounded-full bg-indigo-700 text-white shadow-lg hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <Accessibility aria-hidden="true" className="size-6" />
      </button>
    </div>
  );
}
