import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from '../../core/session/index.ts';

export async function findUserByEmail(ex: Executor, email: string): Promise<UserRow | null> {
  const [row] = await ex.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(ex: Executor, id: string): Promise<UserRow | null> {
  const [row] = await ex.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function insertUser(ex: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await ex.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  ex: Executor,
  id: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow> {
  const [row] = await ex
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}
