import { ArrowLeft, Users } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { isPublicPostId, usePublishedPost } from '../hooks/use-blog';
import { translatedTag } from '../lib/format';
import { PROSE_CLASSES, useScrollableTables } from '../../../lib/prose';
import { PostMeta } from './blog-list-page';
import { ErrorState, NotFoundState } from '../../../components/content-states';

const backLinkClass =
  'inline-flex items-center gap-1.5 rounded text-sm font-semibold text-indigo-700 hover:text-indigo-900 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

export function BlogPostPage() {
  const { t, i18n } = useTranslation();
  const { postId = '' } = useParams<{ postId: string }>();
  const post = usePublishedPost(postId);
  const bodyRef = useRef<HTMLDivElement>(null);
  useScrollableTables(bodyRef, post.data?.html ?? '');

  const notFound = !isPublicPostId(postId) || (isApiError(post.error) && post.error.status === 404);
  if (notFound) {
    return (
      <NotFoundState
        title={t('blog.post.notFound.title')}
        text={t('blog.post.notFound.text')}
        backHref="/blog"
        backLabel={t('blog.post.back')}
      />
    );
  }
  if (post.isPending) return <LoadingBlock label={t('blog.post.loading')} className="min-h-[50vh]" />;
  if (post.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <ErrorState asPage text={t('blog.post.loadError')} onRetry={() => void post.refetch()} />
      </div>
    );
  }

  const article = post.data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link href="/blog" className={backLinkClass}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('blog.post.back')}
      </Link>

      <article lang={article.language} className="mt-6" data-testid="blog-article">
        <header className="border-b border-slate-200 pb-6">
          {article.tags.length ? (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('blog.meta.tags')} lang={i18n.language}>
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    href={`/blog?tag=${encodeURIComponent(tag)}`}
                    className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                  >
                    <Badge tone="indigo" className="hover:bg-indigo-200">
                      {translatedTag(t, tag)}
                    </Badge>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <h1 className="mt-4 text-3xl leading-tight font-extrabold text-slate-900 sm:text-4xl">
            {article.title}
          </h1>
          {article.summary ? <p className="mt-4 text-lg text-slate-700">{article.summary}</p> : null}
          <div lang={i18n.language}>
            <PostMeta post={article} className="mt-5" />
          </div>
        </header>

        <div
          ref={bodyRef}
          className={`${PROSE_CLASSES} mt-8`}
          data-testid="blog-article-body"
          // Safe by construction: the server renders the Markdown with raw HTML disabled (it escapes any
          // HTML in the source) and refuses javascript:/vbscript:/data: links (server/lib/markdown.ts).
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
      </article>

      <aside
        aria-labelledby="blog-cta-title"
        className="mt-12 rounded-2xl bg-gradient-to-br from-indigo-600 to-indigo-800 p-6 text-white shadow-md sm:p-8"
      >
        <Users aria-hidden="true" className="size-8 text-indigo-200" />
        <h2 id="blog-cta-title" className="mt-3 text-2xl font-bold">
          {t('blog.post.cta.title')}
        </h2>
        <p className="mt-2 text-indigo-100">{t('blog.post.cta.text')}</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Link href="/skills" className={buttonClasses('secondary', 'md')}>
            {t('blog.post.cta.skills')}
          </Link>
          <Link href="/auth?mode=register&type=student" className={buttonClasses('inverse', 'md')}>
            {t('blog.post.cta.register')}
          </Link>
        </div>
      </aside>

      <div className="mt-10">
        <Link href="/blog" className={backLinkClass}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('blog.post.back')}
        </Link>
      </div>
    </div>
  );
}
