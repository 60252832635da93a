import { PRODUCT_NAME } from '../../../common/constants.ts';
import { translate } from '../../i18n/catalogue.ts';

type Vars = Record<string, string | number>;

/** Texts of one language, as the client's t() gives them: {product} always filled, plurals by the language's rules. */
export interface Texts {
  language: string;
  t(key: string, vars?: Vars): string;
  /** Whether the key exists in this language or in English. */
  has(key: string): boolean;
  /** A count-dependent text (i18next's key_one / key_other). */
  plural(key: string, count: number, vars?: Vars): string;
}

export function textsFor(language: string): Texts {
  const t = (key: string, vars: Vars = {}) => translate(language, key, { product: PRODUCT_NAME, ...vars });
  return {
    language,
    t,
    has: (key) => translate(language, key) !== key,
    plural: (key, count, vars = {}) => {
      // i18next uses key_zero for 0 where a catalogue has it, then the language's plural rules.
      if (count === 0 && translate(language, `${key}_zero`) !== `${key}_zero`)
        return t(`${key}_zero`, { count, ...vars });
      // The language's own category (few, many for pl, ru, uk, cs…), or _other where a catalogue lacks it.
      const form = new Intl.PluralRules(language).select(count);
      const chosen = translate(language, `${key}_${form}`) !== `${key}_${form}` ? form : 'other';
      return t(`${key}_${chosen}`, { count, ...vars });
    },
  };
}

export function formatDate(language: string, iso: string): string {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(
      new Date(iso),
    );
  } catch {
    return iso.slice(0, 10);
  }
}
