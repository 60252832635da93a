import de from '../../../common/i18n/locales/de.json';
import en from '../../../common/i18n/locales/en.json';
import { describe, expect, it } from 'vitest';
import {
  FAQ_ENTRIES,
  type FaqItem,
  filterFaq,
  LEARN_CATEGORIES,
  POPULAR_FAQ,
  TEACH_CATEGORIES,
} from './faq-data';

const item = (id: string, category: string, question: string, answer: string): FaqItem => ({
  set: 'learnFaq',
  id,
  category,
  question,
  answer,
});

const ITEMS = [
  item('q01', 'pricing', 'How much does a session cost?', 'A 3:1 session costs 12 EUR.'),
  item('q02', 'sessions', 'Can I cancel?', 'Free up to 2 hours before the PRICE-free start.'),
  item('q03', 'pricing', 'Refunds', 'Contact support within 24 hours.'),
];

describe('FAQ data', () => {
  it('has exactly 15 learner and 17 tutor questions (SPEC.md 2.10)', () => {
    expect(FAQ_ENTRIES.learnFaq).toHaveLength(15);
    expect(FAQ_ENTRIES.teachFaq).toHaveLength(17);
    expect(FAQ_ENTRIES.learnFaq.map((e) => e.id)).toEqual(
      Array.from({ length: 15 }, (_, i) => `q${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('uses only the SPEC category keys, each at least once', () => {
    const learn = new Set(FAQ_ENTRIES.learnFaq.map((e) => e.category));
    const teach = new Set(FAQ_ENTRIES.teachFaq.map((e) => e.category));
    expect([...learn].sort()).toEqual([...LEARN_CATEGORIES].sort());
    expect([...teach].sort()).toEqual([...TEACH_CATEGORIES].sort());
  });

  it('has a German question and answer for every item, with the same categories', () => {
    for (const set of ['learnFaq', 'teachFaq'] as const) {
      const enItems: Record<string, { category: string; question: string; answer: string }> = en[set].items;
      const deItems: Record<string, { category: string; question: string; answer: string }> = de[set].items;
      expect(Object.keys(deItems).sort()).toEqual(Object.keys(enItems).sort());
      for (const [id, value] of Object.entries(enItems)) {
        expect(deItems[id]?.category, `${set}.${id}`).toBe(value.category);
        expect(deItems[id]?.question).not.toBe(value.question);
        expect(deItems[id]?.answer.length).toBeGreaterThan(20);
      }
    }
  });

  it('lists six popular questions that exist', () => {
    expect(POPULAR_FAQ).toHaveLength(6);
    expect(POPULAR_FAQ.every(Boolean)).toBe(true);
    expect(new Set(POPULAR_FAQ.map((e) => `${e.set}.${e.id}`)).size).toBe(6);
  });
});

describe('filterFaq (SPEC.md 5)', () => {
  it('returns everything for "all" and an empty search', () => {
    expect(filterFaq(ITEMS, 'all', '')).toHaveLength(3);
    expect(filterFaq(ITEMS, 'all', '   ')).toHaveLength(3);
  });

  it('filters by category', () => {
    expect(filterFaq(ITEMS, 'pricing', '').map((i) => i.id)).toEqual(['q01', 'q03']);
    expect(filterFaq(ITEMS, 'support', '')).toEqual([]);
  });

  it('searches case-insensitively in the question', () => {
    expect(filterFaq(ITEMS, 'all', 'CANCEL').map((i) => i.id)).toEqual(['q02']);
  });

  it('searches the answer text too', () => {
    expect(filterFaq(ITEMS, 'all', '24 hours').map((i) => i.id)).toEqual(['q03']);
    expect(filterFaq(ITEMS, 'all', 'price').map((i) => i.id)).toEqual(['q02']);
  });

  it('requires both the category and the text to match', () => {
    expect(filterFaq(ITEMS, 'pricing', 'price')).toEqual([]);
    expect(filterFaq(ITEMS, 'sessions', 'price').map((i) => i.id)).toEqual(['q02']);
  });
});
