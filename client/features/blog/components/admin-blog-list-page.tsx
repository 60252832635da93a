import { ExternalLink, FilePlus2, Newspaper, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { type PostStatus, useAdminPosts } from '../hooks/use-blog';
import { formatDateTime, formatLongDate, languageName } from '../../../lib/format';
import { EmptyState, ErrorState } from '../../../components/content-states';

export function StatusBadge({ status }: { status: PostStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={status === 'published' ? 'green' : 'amber'} data-testid="post-status">
      {t(`blog.status.${status}`)}
    </Badge>
  );
}

function AdminBlogList() {
  const { t, i18n } = useTranslation();
  const posts = useAdminPosts();

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
            {t('blog.admin.eyebrow')}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold text-slate-900">{t('blog.admin.list.title')}</h1>
          <p className="mt-2 text-slate-700">{t('blog.admin.list.intro')}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link href="/blog" className={buttonClasses('outline')}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('blog.admin.list.viewBlog')}
          </Link>
          <Link href="/admin/blog/new" className={buttonClasses('primary')}>
            <FilePlus2 aria-hidden="true" className="size-4" />
            {t('blog.admin.list.new')}
          </Link>
        </div>
      </header>

      <div className="mt-8">
        {posts.isPending ? (
          <LoadingBlock label={t('blog.list.loading')} />
        ) : posts.isError ? (
          <ErrorState text={t('blog.list.loadError')} onRetry={() => void posts.refetch()} />
        ) : posts.data.length === 0 ? (
          <EmptyState
            icon={Newspaper}
            title={t('blog.admin.list.empty.title')}
            text={t('blog.admin.list.empty.text')}
            action={
              <Link href="/admin/blog/new" className={buttonClasses('primary')}>
                {t('blog.admin.list.new')}
              </Link>
            }
          />
        ) : (
          <>
            <h2 className="sr-only">{t('blog.admin.list.all')}</h2>
            <p className="mb-3 text-sm text-slate-700">
              {t('blog.admin.list.counts', {
                total: posts.data.length,
                published: posts.data.filter((p) => p.status === 'published').length,
                drafts: posts.data.filter((p) => p.status === 'draft').length,
              })}
            </p>
            <ul
              className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
              data-testid="admin-post-list"
            >
              {posts.data.map((post) => (
                <li
                  key={post.id}
                  className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
                >
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <StatusBadge status={post.status} />
                      <Badge tone="slate">{languageName(post.language, i18n.language)}</Badge>
                    </div>
                    <p className="mt-2 font-semibold break-words text-slate-900" lang={post.language}>
                      {post.title}
                    </p>
                    <p className="mt-1 text-sm text-slate-700">
                      {post.publishedAt
                        ? t('blog.admin.list.publishedOn', {
                            date: formatLongDate(post.publishedAt, i18n.language),
                          })
                        : t('blog.admin.list.neverPublished')}
                      {' · '}
                      {t('blog.admin.list.updatedAt', {
                        date: formatDateTime(post.updatedAt, i18n.language),
                      })}
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    {post.status === 'published' ? (
                      <Link
                        href={`/blog/${post.slug}`}
                        className={buttonClasses('ghost', 'sm')}
                        aria-label={t('blog.admin.list.viewNamed', { title: post.title })}
                      >
                        <ExternalLink aria-hidden="true" className="size-4" />
                        {t('blog.admin.list.view')}
                      </Link>
                    ) : null}
                    <Link
                      href={`/admin/blog/${post.id}`}
                      className={buttonClasses('outline', 'sm')}
                      aria-label={t('blog.admin.list.editNamed', { title: post.title })}
                    >
                      <PenLine aria-hidden="true" className="size-4" />
                      {t('blog.admin.list.edit')}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

export function AdminBlogListPage() {
  return <AdminBlogList />;
}
