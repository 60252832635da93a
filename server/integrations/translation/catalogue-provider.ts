import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TranslationProvider } from './provider.ts';

const dir = fileURLToPath(new URL('../../../common/i18n/locales/', import.meta.url));

function flatten(obj: unknown, prefix = '', out = new Map<string, string>()) {
  if (obj && typeof obj === 'object') {
    for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (typeof obj === 'string') {
    out.set(prefix, obj);
  }
  return out;
}

/**
 * The built-in default: a text that is one of our own catalogue strings is answered with the human
 * translation of the same key. Anything else is not translated (the caller keeps the original).
 */
export class CatalogueProvider implements TranslationProvider {
  readonly name = 'catalogue';
  private byText = new Map<string, string>();
  private catalogues = new Map<string, Map<string, string>>();

  constructor() {
    for (const [key, text] of this.load('en')) if (!this.byText.has(text)) this.byText.set(text, key);
  }

  private load(lang: string): Map<string, string> {
    let c = this.catalogues.get(lang);
    if (!c) {
      try {
        c = flatten(JSON.parse(readFileSync(`${dir}${lang}.json`, 'utf8')));
      } catch {
        c = new Map();
      }
      this.catalogues.set(lang, c);
    }
    return c;
  }

  async translate(text: string, source: string, target: string) {
    if (source !== 'en') return null;
    const key = this.byText.get(text.trim());
    return key ? (this.load(target).get(key) ?? null) : null;
  }
}
