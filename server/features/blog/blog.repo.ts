import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blogPosts, users } from '../../db/schema/index.ts';

const columns = {
  post: blogPosts,
  authorFirst: users.firstName,
  authorLast: users.lastName,
};

export type PostRow = typeof blogPosts.$inferSelect & { author: string | null };

const withAuthor = (r: {
  post: typeof blogPosts.$inferSelect;
  authorFirst: string | null;
  authorLast: string | null;
}): PostRow => ({
  ...r.post,
  author: r.authorFirst ? `${r.authorFirst} ${r.authorLast ?? ''}`.trim() : null,
});

export async function listPosts(
  ex: Executor,
  filter: { publishedOnly: boolean; tag?: string; language?: string },
) {
  const rows = await ex
    .select(columns)
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(
      and(
        filter.publishedOnly ? eq(blogPosts.status, 'published') : undefined,
        filter.tag ? sql`${filter.tag} = any(${blogPosts.tags})` : undefined,
        filter.language ? eq(blogPosts.language, filter.language) : undefined,
      ),
    )
    .orderBy(desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.updatedAt})`));
  return rows.map(withAuthor);
}

export async function findPost(ex: Executor, idOrSlug: string): Promise<PostRow | null> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug);
  const [row] = await ex
    .select(columns)
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(
      isUuid ? or(eq(blogPosts.id, idOrSlug), eq(blogPosts.slug, idOrSlug)) : eq(blogPosts.slug, idOrSlug),
    )
    .limit(1);
  return row ? withAuthor(row) : null;
}

export async function slugExists(ex: Executor, slug: string, exceptId?: string) {
  const [row] = await ex
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      exceptId
        ? and(eq(blogPosts.slug, slug), sql`${blogPosts.id} <> ${exceptId}`)
        : eq(blogPosts.slug, slug),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertPost(ex: Executor, values: typeof blogPosts.$inferInsert) {
  const [row] = await ex.insert(blogPosts).values(values).returning({ id: blogPosts.id });
  return row!.id;
}

export async function updatePost(ex: Executor, id: string, values: Partial<typeof blogPosts.$inferInsert>) {
  const rows = await ex
    .update(blogPosts)
    .set(values)
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}
