import en from '../../../common/i18n/locales/en.json';
import type { TFunction } from 'i18next';

/**
 * The FAQ content lives in the catalogues ("learnFaq.items.qNN" / "teachFaq.items.qNN": category,
 * question, answer) so the server can pre-render it. Which items exist and their categories (keys, not
 * translated labels) come from the English catalogue; the texts from the reader's language.
 */
export type FaqSet = 'learnFaq' | 'teachFaq';

export interface FaqEntry {
  set: FaqSet;
  id: string;
  category: string;
}

export interface FaqItem extends FaqEntry {
  question: string;
  answer: string;
}

/** SPEC.md 2.10 learner categories (after "all"). */
export const LEARN_CATEGORIES = ['getting-started', 'sessions', 'pricing', 'platform', 'support'] as const;
/** SPEC.md 3 tutor categories (after "all"). */
export const TEACH_CATEGORIES = [
  'getting-started',
  'teaching',
  'earnings',
  'verification',
  'support',
] as const;
export const ALL = 'all';

function entriesOf(set: FaqSet): FaqEntry[] {
  const items: Record<string, { category: string }> = en[set].items;
  return Object.keys(items)
    .sort()
    .map((id) => ({ set, id, category: items[id]!.category }));
}

export const FAQ_ENTRIES: Record<FaqSet, FaqEntry[]> = {
  learnFaq: entriesOf('learnFaq'),
  teachFaq: entriesOf('teachFaq'),
};

/** SPEC.md 2.10: the six questions /faq lists as popular. */
export const POPULAR_FAQ: FaqEntry[] = [
  ['learnFaq', 'q01'],
  ['learnFaq', 'q08'],
  ['learnFaq', 'q06'],
  ['teachFaq', 'q08'],
  ['teachFaq', 'q12'],
  ['learnFaq', 'q13'],
].map(([set, id]) => FAQ_ENTRIES[set as FaqSet].find((e) => e.id === id)!);

export function localiseFaq(entries: FaqEntry[], t: TFunction): FaqItem[] {
  return entries.map((entry) => ({
    ...entry,
    question: t(`${entry.set}.items.${entry.id}.question`),
    answer: t(`${entry.set}.items.${entry.id}.answer`),
  }));
}

/**
 * SPEC.md 5: the search is case-insensitive over question and answer; an item must match both the
 * category (unless "all") and the text.
 */
export function filterFaq(items: FaqItem[], category: string, query: string): FaqItem[] {
  const needle = query.trim().toLocaleLowerCase();
  return items.filter(
    (item) =>
      (category === ALL || item.category === category) &&
      (needle === '' ||
        item.question.toLocaleLowerCase().includes(needle) ||
        item.answer.toLocaleLowerCase().includes(needle)),
  );
}

/** The DOM-safe key of an item, unique across both sets. */
export const faqKey = (item: FaqEntry) => `${item.set}-${item.id}`;
