/** SPEC.md 9: font size 75 to 150 percent in steps of 25, starting at 100. */
export const FONT_SIZE_MIN = 75;
export const FONT_SIZE_MAX = 150;
export const FONT_SIZE_STEP = 25;
export const FONT_SIZE_DEFAULT = 100;
/** SPEC.md 9: read aloud at rate 0.8 and pitch 1. */
export const SPEECH_RATE = 0.8;
export const SPEECH_PITCH = 1;

export const STORAGE_KEY = 'trt.a11y';

export interface A11yPreferences {
  fontSize: number;
  highContrast: boolean;
  reduceMotion: boolean;
  screenReader: boolean;
}

export function increaseFontSize(size: number): number {
  return Math.min(FONT_SIZE_MAX, size + FONT_SIZE_STEP);
}

export function decreaseFontSize(size: number): number {
  return Math.max(FONT_SIZE_MIN, size - FONT_SIZE_STEP);
}

function validFontSize(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    value >= FONT_SIZE_MIN &&
    value <= FONT_SIZE_MAX &&
    (value - FONT_SIZE_MIN) % FONT_SIZE_STEP === 0
  );
}

function mediaMatches(query: string): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches
  );
}

/** SPEC.md 4: high contrast and reduced motion start from the device preferences. */
export function devicePreferences(): A11yPreferences {
  return {
    fontSize: FONT_SIZE_DEFAULT,
    highContrast: mediaMatches('(prefers-contrast: more)'),
    reduceMotion: mediaMatches('(prefers-reduced-motion: reduce)'),
    screenReader: false,
  };
}

/** Saved choices win over the device defaults; anything malformed is ignored field by field. */
export function loadPreferences(storage: Storage | undefined = safeStorage()): A11yPreferences {
  const base = devicePreferences();
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return base;
    const saved = JSON.parse(raw) as Partial<Record<keyof A11yPreferences, unknown>>;
    return {
      fontSize: validFontSize(saved.fontSize) ? saved.fontSize : base.fontSize,
      highContrast: typeof saved.highContrast === 'boolean' ? saved.highContrast : base.highContrast,
      reduceMotion: typeof saved.reduceMotion === 'boolean' ? saved.reduceMotion : base.reduceMotion,
      screenReader: typeof saved.screenReader === 'boolean' ? saved.screenReader : base.screenReader,
    };
  } catch {
    return base;
  }
}

export function savePreferences(prefs: A11yPreferences, storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(prefs));
  } catch {
    // private mode or full storage: the choice applies to this page only
  }
}

export function clearPreferences(storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored then
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Applies the choices to the document: root font size (rem-based layout follows) and mode classes. */
export function applyPreferences(prefs: A11yPreferences, root: HTMLElement = document.documentElement): void {
  root.style.fontSize = prefs.fontSize === FONT_SIZE_DEFAULT ? '' : `${prefs.fontSize}%`;
  root.classList.toggle('a11y-high-contrast', prefs.highContrast);
  root.classList.toggle('a11y-reduce-motion', prefs.reduceMotion || prefs.screenReader);
  root.classList.toggle('a11y-screen-reader', prefs.screenReader);
}

const SPEECH_LANGUAGES: Record<string, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  nl: 'nl-NL',
  pl: 'pl-PL',
  sv: 'sv-SE',
  da: 'da-DK',
  fi: 'fi-FI',
  no: 'nb-NO',
  pt: 'pt-PT',
  ro: 'ro-RO',
  hu: 'hu-HU',
  cs: 'cs-CZ',
  sk: 'sk-SK',
  el: 'el-GR',
  bg: 'bg-BG',
  hr: 'hr-HR',
  'zh-cn': 'zh-CN',
  'zh-tw': 'zh-TW',
  hi: 'hi-IN',
  ms: 'ms-MY',
};

/** The speech language for a page language: German pages are read in German (SPEC.md 9). */
export function speechLanguage(language: string): string {
  return SPEECH_LANGUAGES[language.toLowerCase()] ?? language;
}

/** Splits text at sentence ends into pieces short enough for every speech engine. */
export function speechChunks(text: string, max = 220): string[] {
  const sentences =
    text
      .replace(/\s+/g, ' ')
      .trim()
      .match(/[^.!?]+[.!?]*\s*/g) ?? [];
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if ((current + sentence).length > max && current) {
      chunks.push(current.trim());
      current = '';
    }
    if (sentence.length > max) {
      for (let i = 0; i < sentence.length; i += max) chunks.push(sentence.slice(i, i + max).trim());
    } else current += sentence;
  }
  if (current.trim()) chunks.push(current.trim());
  return chunks.filter(Boolean);
}
