import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Machine translations kept per text and target language (SPEC.md 3). */
export const translationCache = pgTable(
  'translation_cache',
  {
    sourceHash: text('source_hash').notNull(),
    targetLanguage: text('target_language').notNull(),
    sourceText: text('source_text').notNull(),
    translatedText: text('translated_text').notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sourceHash, t.targetLanguage] })],
);
