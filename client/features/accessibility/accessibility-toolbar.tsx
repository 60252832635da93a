import { Accessibility, AArrowDown, AArrowUp, Keyboard, RotateCcw, Volume2, VolumeX, X } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { closeIconButtonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { Switch } from '../consent/switch';
import { announce } from './announcer';
import {
  type A11yPreferences,
  applyPreferences,
  clearPreferences,
  decreaseFontSize,
  devicePreferences,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  increaseFontSize,
  loadPreferences,
  savePreferences,
} from './preferences';
import { useReadAloud } from './use-read-aloud';

type Toggle = 'highContrast' | 'reduceMotion' | 'screenReader';
const TOGGLES: Toggle[] = ['highContrast', 'reduceMotion', 'screenReader'];

const toolButton =
  'inline-flex min-h-11 items-center justify-center gap-1.5 py-2 text-center leading-tight rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 ' +
  'hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:text-slate-400';

/**
 * SPEC.md 2.12 #7, 4, 9: text size, high contrast, reduced motion, screen-reader mode, reading aloud
 * and keyboard help, in the page's language. Each change is announced and remembered on this device.
 */
export function AccessibilityToolbar() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [prefs, setPrefs] = useState<A11yPreferences>(() => loadPreferences());
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const headingId = `${panelId}-heading`;
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
    panelRef.current?.focus();
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
        <div
          ref={panelRef}
          id={panelId}
          role="group"
          aria-labelledby={headingId}
          tabIndex={-1}
          data-testid="a11y-panel"
          className="absolute bottom-full left-0 mb-3 max-h-[calc(100vh-6rem)] w-[min(22rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4 shadow-xl focus:outline-none"
        >
          <div className="mb-3 flex items-center justify-between gap-2">
            <h2 id={headingId} className="text-base font-bold text-slate-900">
              {t('a11y.title')}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={t('a11y.close')}
              className={closeIconButtonClasses}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>

          <div className="grid gap-4">
            <div role="group" aria-labelledby={`${panelId}-font`}>
              <p id={`${panelId}-font`} className="text-sm font-semibold text-slate-900">
                {t('a11y.fontSize')}{' '}
                <span className="font-normal text-slate-700" data-testid="a11y-font-size">
                  {prefs.fontSize}%
                </span>
              </p>
              <div className="mt-2 grid grid-cols-2 gap-2">
                <button
                  type="button"
                  className={toolButton}
                  onClick={() => setFont(decreaseFontSize(prefs.fontSize))}
                  disabled={prefs.fontSize <= FONT_SIZE_MIN}
                  aria-label={t('a11y.decrease')}
                >
                  <AArrowDown aria-hidden="true" className="size-5" />
                  A-
                </button>
                <button
                  type="button"
                  className={toolButton}
                  onClick={() => setFont(increaseFontSize(prefs.fontSize))}
                  disabled={prefs.fontSize >= FONT_SIZE_MAX}
                  aria-label={t('a11y.increase')}
                >
                  <AArrowUp aria-hidden="true" className="size-5" />
                  A+
                </button>
              </div>
            </div>

            <ul className="grid gap-3">
              {TOGGLES.map((key) => (
                <li key={key} className="flex items-center justify-between gap-3">
                  <div className="min-w-0">
                    <p id={`${panelId}-${key}`} className="text-sm font-semibold text-slate-900">
                      {t(`a11y.${key}`)}
                    </p>
                    <p id={`${panelId}-${key}-hint`} className="text-xs text-slate-700">
                      {t(`a11y.${key}Hint`)}
                    </p>
                  </div>
                  <Switch
                    id={`${panelId}-${key}-switch`}
                    checked={prefs[key]}
                    onCheckedChange={(on) => setToggle(key, on)}
                    aria-labelledby={`${panelId}-${key}`}
                    aria-describedby={`${panelId}-${key}-hint`}
                  />
                </li>
              ))}
            </ul>

            <div className="grid grid-cols-2 gap-2">
              <button type="button" className={toolButton} onClick={read} disabled={!reader.supported}>
                <Volume2 aria-hidden="true" className="size-4 shrink-0" />
                {t('a11y.readAloud')}
              </button>
              <button
                type="button"
                className={toolButton}
                onClick={stopReading}
                disabled={!reader.supported || !reader.speaking}
              >
                <VolumeX aria-hidden="true" className="size-4 shrink-0" />
                {t('a11y.stopReading')}
              </button>
            </div>
            {!reader.supported ? (
              <p className="text-xs text-slate-700">{t('a11y.speechUnsupported')}</p>
            ) : null}

            <div className="rounded-xl bg-slate-100 p-3 text-xs text-slate-800">
              <p className="mb-1 flex items-center gap-1.5 font-semibold text-slate-900">
                <Keyboard aria-hidden="true" className="size-4" />
                {t('a11y.keyboardTitle')}
              </p>
              <p>{t('a11y.keyboardHelp')}</p>
            </div>

            <button type="button" className={cn(toolButton, 'w-full')} onClick={reset}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('a11y.reset')}
            </button>
          </div>
        </div>
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
        className="flex size-12 items-center justify-center rounded-full bg-indigo-700 text-white shadow-lg hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <Accessibility aria-hidden="true" className="size-6" />
      </button>
    </div>
  );
}
