import { CalendarDays, Newspaper, Rss, UserRound } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { type PostSummary, usePublishedPosts } from '../hooks/use-blog';
import { formatLongDate, languageName } from '../../../lib/format';
import { translatedTag } from '../lib/format';
import { EmptyState, ErrorState } from '../../../components/content-states';

export const RSS_PATH = '/blog/rss.xml';

/** Tags by how many articles carry them, then alphabetically. */
function tagsOf(posts: PostSummary[]): string[] {
  const counts = new Map<string, number>();
  for (const p of posts) for (const tag of p.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag);
}

function FilterChip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        pressed
          ? 'border-indigo-600 bg-indigo-600 text-white'
          : 'border-slate-300 bg-white text-slate-800 hover:border-indigo-300 hover:bg-indigo-50',
      )}
    >
      {children}
    </button>
  );
}

export function PostMeta({ post, className }: { post: PostSummary; className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700', className)}>
      {post.author ? (
        <span className="inline-flex items-center gap-1.5">
          <UserRound aria-hidden="true" className="size-4 text-slate-500" />
          {t('blog.meta.by', { author: post.author })}
        </span>
      ) : null}
      {post.publishedAt ? (
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, i18n.language)}</time>
        </span>
      ) : null}
      <Badge tone="slate">
        <span className="sr-only">{t('blog.meta.language')}: </span>
        {languageName(post.language, i18n.language)}
      </Badge>
    </div>
  );
}

export function BlogListPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const posts = usePublishedPosts();
  const tag = params.get('tag');
  const language = params.get('language');

  const all = posts.data ?? [];
  const tags = useMemo(() => tagsOf(all), [all]);
  const languages = useMemo(() => [...new Set(all.map((p) => p.language))].sort(), [all]);
  const shown = all.filter((p) => (!tag || p.tags.includes(tag)) && (!language || p.language === language));

  const setFilter = (key: 'tag' | 'language', value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
            {t('blog.list.eyebrow')}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold text-slate-900 sm:text-4xl">{t('blog.list.title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('blog.list.intro')}</p>
        </div>
        {/* A plain link: the feed is served by the server, not by the client's router. */}
        <a
          href={RSS_PATH}
          className="inline-flex shrink-0 items-center gap-2 self-start rounded-lg border border-orange-200 bg-orange-50 px-3 py-2 text-sm font-semibold text-orange-900 hover:bg-orange-100 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:self-auto"
        >
          <Rss aria-hidden="true" className="size-4" />
          {t('blog.list.rss')}
        </a>
      </header>

      {posts.isPending ? (
        <LoadingBlock label={t('blog.list.loading')} />
      ) : posts.isError ? (
        <div className="mt-10">
          <ErrorState text={t('blog.list.loadError')} onRetry={() => void posts.refetch()} />
        </div>
      ) : all.length === 0 ? (
        <div className="mt-10">
          <EmptyState
            icon={Newspaper}
            title={t('blog.list.empty.title')}
            text={t('blog.list.empty.text')}
            testId="blog-empty"
          />
        </div>
      ) : (
        <>
          <div className="mt-8 space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <div role="group" aria-labelledby="blog-topics-label">
              <p id="blog-topics-label" className="mb-2 text-sm font-semibold text-slate-900">
                {t('blog.list.topics')}
              </p>
              <div className="flex flex-wrap gap-2">
                <FilterChip pressed={!tag} onClick={() => setFilter('tag', null)}>
                  {t('blog.list.allTopics')}
                </FilterChip>
                {tags.map((x) => (
                  <FilterChip
                    key={x}
                    pressed={tag === x}
                    onClick={() => setFilter('tag', tag === x ? null : x)}
                  >
                    {translatedTag(t, x)}
                  </FilterChip>
                ))}
              </div>
            </div>
            {languages.length > 1 ? (
              <div role="group" aria-labelledby="blog-languages-label">
                <p id="blog-languages-label" className="mb-2 text-sm font-semibold text-slate-900">
                  {t('blog.list.languages')}
                </p>
                <div className="flex flex-wrap gap-2">
                  <FilterChip pressed={!language} onClick={() => setFilter('language', null)}>
                    {t('blog.list.allLanguages')}
                  </FilterChip>
                  {languages.map((x) => (
                    <FilterChip
                      key={x}
                      pressed={language === x}
                      onClick={() => setFilter('language', language === x ? null : x)}
                    >
                      {languageName(x, i18n.language)}
                    </FilterChip>
                  ))}
                </div>
              </div>
            ) : null}
          </div>

          <p className="mt-6 text-sm font-medium text-slate-700" role="status" data-testid="blog-count">
            {t('blog.list.count', { count: shown.length })}
          </p>

          {shown.length === 0 ? (
            <div className="mt-4">
              <EmptyState
                icon={Newspaper}
                title={t('blog.list.noMatch.title')}
                text={t('blog.list.noMatch.text')}
                action={
                  <Button
                    variant="outline"
                    onClick={() => setParams(new URLSearchParams(), { replace: true })}
                  >
                    {t('blog.list.showAll')}
                  </Button>
                }
              />
            </div>
          ) : (
            <ul className="mt-4 grid gap-5 md:grid-cols-2" data-testid="blog-list">
              {shown.map((post) => (
                <li key={post.id}>
                  <article
                    lang={post.language}
                    className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:p-6"
                  >
                    <h2 className="text-xl font-bold text-slate-900">
                      <Link
                        href={`/blog/${post.slug}`}
                        className="rounded hover:text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                      >
                        {post.title}
                      </Link>
                    </h2>
                    <div lang={i18n.language}>
                      <PostMeta post={post} className="mt-2" />
                    </div>
                    {post.summary ? (
                      <p className="mt-3 flex-1 text-slate-700">{post.summary}</p>
                    ) : (
                      <div className="flex-1" />
                    )}
                    {post.tags.length ? (
                      <ul
                        className="mt-4 flex flex-wrap gap-1.5"
                        aria-label={t('blog.meta.tags')}
                        lang={i18n.language}
                      >
                        {post.tags.map((x) => (
                          <li key={x}>
                            <Badge tone="indigo">{translatedTag(t, x)}</Badge>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </article>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
