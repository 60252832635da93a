import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { registerUser, type TestApp } from '../../test/test-app.ts';

/**
 * A parent or guardian whose email address is verified, as making a link code requires (ADR 045).
 * The address is marked verified directly: the verification itself is the auth tests' subject.
 */
export async function verifiedAdult(t: TestApp, overrides: Partial<Record<string, string>> = {}) {
  const registered = await registerUser(t, { userType: 'parent', ...overrides });
  await t.ctx.db
    .update(users)
    .set({ emailVerifiedAt: t.ctx.now() })
    .where(eq(users.id, registered.user.id as string));
  return registered;
}
