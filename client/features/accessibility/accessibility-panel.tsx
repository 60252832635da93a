import { AArrowDown, AArrowUp, Keyboard, RotateCcw, Volume2, VolumeX, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { closeIconButtonClasses } from '../../components/ui/button';
import { Switch } from '../../components/ui/switch';
import { cn } from '../../lib/cn';
import {
  type A11yPreferences,
  decreaseFontSize,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  increaseFontSize,
} from './preferences';
import type { useReadAloud } from './use-read-aloud';

export type Toggle = 'highContrast' | 'reduceMotion' | 'screenReader';
const TOGGLES: Toggle[] = ['highContrast', 'reduceMotion', 'screenReader'];

const toolButton =
  'inline-flex min-h-11 items-center justify-center gap-1.5 py-2 text-center leading-tight rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 ' +
  'hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:text-slate-400';

/** Focus moves into the panel when it opens, so the keyboard continues there. */
const focusOnMount = (element: HTMLDivElement | null) => element?.focus();

/**
 * The toolbar's controls (SPEC.md 2.12 #7): text size, the three switches, reading aloud, keyboard
 * help and reset. Loaded when first opened (accessibility-toolbar.tsx keeps the state).
 */
export function AccessibilityPanel({
  panelId,
  prefs,
  reader,
  onClose,
  onFontSize,
  onToggle,
  onRead,
  onStopReading,
  onReset,
}: {
  panelId: string;
  prefs: A11yPreferences;
  reader: ReturnType<typeof useReadAloud>;
  onClose: () => void;
  onFontSize: (size: number) => void;
  onToggle: (key: Toggle, on: boolean) => void;
  onRead: () => void;
  onStopReading: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const headingId = `${panelId}-heading`;
  return (
    <div
      ref={focusOnMount}
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
          onClick={onClose}
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
              onClick={() => onFontSize(decreaseFontSize(prefs.fontSize))}
              disabled={prefs.fontSize <= FONT_SIZE_MIN}
              aria-label={t('a11y.decrease')}
            >
              <AArrowDown aria-hidden="true" className="size-5" />
              A-
            </button>
            <button
              type="button"
              className={toolButton}
              onClick={() => onFontSize(increaseFontSize(prefs.fontSize))}
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
                onCheckedChange={(on) => onToggle(key, on)}
                aria-labelledby={`${panelId}-${key}`}
                aria-describedby={`${panelId}-${key}-hint`}
              />
            </li>
          ))}
        </ul>

        <div className="grid grid-cols-2 gap-2">
          <button type="button" className={toolButton} onClick={onRead} disabled={!reader.supported}>
            <Volume2 aria-hidden="true" className="size-4 shrink-0" />
            {t('a11y.readAloud')}
          </button>
          <button
            type="button"
            className={toolButton}
            onClick={onStopReading}
            disabled={!reader.supported || !reader.speaking}
          >
            <VolumeX aria-hidden="true" className="size-4 shrink-0" />
            {t('a11y.stopReading')}
          </button>
        </div>
        {!reader.supported ? <p className="text-xs text-slate-700">{t('a11y.speechUnsupported')}</p> : null}

        <div className="rounded-xl bg-slate-100 p-3 text-xs text-slate-800">
          <p className="mb-1 flex items-center gap-1.5 font-semibold text-slate-900">
            <Keyboard aria-hidden="true" className="size-4" />
            {t('a11y.keyboardTitle')}
          </p>
          <p>{t('a11y.keyboardHelp')}</p>
        </div>

        <button type="button" className={cn(toolButton, 'w-full')} onClick={onReset}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('a11y.reset')}
        </button>
      </div>
    </div>
  );
}
