import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { legalAcceptances, legalDocuments } from '../../db/schema/index.ts';

export type LegalRow = typeof legalDocuments.$inferSelect;

/** All versions of the documents in one language, newest first. */
export async function listVersions(ex: Executor, language: string, kind?: string) {
  return ex
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.language, language), kind ? eq(legalDocuments.kind, kind) : undefined))
    .orderBy(desc(legalDocuments.publishedAt));
}

export async function insertAcceptance(ex: Executor, values: typeof legalAcceptances.$inferInsert) {
  await ex.insert(legalAcceptances).values(values);
}

export async function acceptancesOf(ex: Executor, userId: string) {
  return ex
    .select()
    .from(legalAcceptances)
    .where(eq(legalAcceptances.userId, userId))
    .orderBy(desc(legalAcceptances.acceptedAt));
}
