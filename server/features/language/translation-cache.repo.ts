import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { translationCache } from '../../db/schema/index.ts';

export async function findCached(ex: Executor, sourceHash: string, target: string) {
  const [row] = await ex
    .select()
    .from(translationCache)
    .where(and(eq(translationCache.sourceHash, sourceHash), eq(translationCache.targetLanguage, target)))
    .limit(1);
  return row ?? null;
}

export async function storeCached(ex: Executor, values: typeof translationCache.$inferInsert) {
  await ex.insert(translationCache).values(values).onConflictDoNothing();
}
