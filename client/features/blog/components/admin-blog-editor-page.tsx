import { LANGUAGES } from '../../../../common/constants';
import { ArrowLeft, Eye, EyeOff, ExternalLink, Save, Send } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { Button } from '../../../components/ui/button';
import { describedBy, FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { LoadingBlock, Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../hooks/use-toast';
import { isApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/error-message';
import {
  isAdminPostId,
  type PostDetail,
  type PostInput,
  type PostStatus,
  useAdminPost,
  useSavePost,
  useSetPostStatus,
} from '../hooks/use-blog';
import { formatDateTime, languageName } from '../../../lib/format';
import { PROSE_CLASSES, useScrollableTables } from '../../../lib/prose';
import { StatusBadge } from './admin-blog-list-page';
import { ErrorState, NotFoundState } from '../../../components/content-states';

export const FIELDS = ['title', 'slug', 'summary', 'language', 'tags', 'bodyMarkdown'] as const;
type Field = (typeof FIELDS)[number];
type FieldErrors = Partial<Record<Field, string>>;

interface FormState {
  title: string;
  slug: string;
  summary: string;
  language: string;
  tags: string;
  bodyMarkdown: string;
}

/** The server's validation sentences (common/contracts/content.ts, blog.service.ts) and their texts here. */
/** Any other refusal of a field (too long, too many tags, unknown language) gets the field's own rule. */
const FIELD_RULES: Record<Field, string> = {
  title: 'blog.editor.errors.titleInvalid',
  slug: 'blog.editor.errors.slugInvalid',
  summary: 'blog.editor.errors.summaryInvalid',
  language: 'blog.editor.errors.languageInvalid',
  tags: 'blog.editor.errors.tagsInvalid',
  bodyMarkdown: 'blog.editor.errors.bodyInvalid',
};

const LIMITS = { title: 200, slug: 80, summary: 500, tag: 40, tags: 10 } as const;

function toForm(post: PostDetail | undefined, uiLanguage: string): FormState {
  if (!post) {
    const language = (LANGUAGES as readonly string[]).includes(uiLanguage) ? uiLanguage : 'en';
    return { title: '', slug: '', summary: '', language, tags: '', bodyMarkdown: '' };
  }
  return {
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    language: post.language,
    tags: post.tags.join(', '),
    bodyMarkdown: post.bodyMarkdown,
  };
}

export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
  ];
}

function toInput(form: FormState): PostInput {
  return {
    title: form.title,
    slug: form.slug.trim() || undefined,
    summary: form.summary,
    language: form.language as PostInput['language'],
    tags: splitTags(form.tags),
    bodyMarkdown: form.bodyMarkdown,
  };
}

/** Field errors from the server's `details: [{field, message}]` ("tags.3" belongs to tags). */
function fieldErrorsOf(error: unknown, translate: (key: string) => string): FieldErrors | null {
  if (!isApiError(error) || !Array.isArray(error.body?.details)) return null;
  const errors: FieldErrors = {};
  for (const item of error.body.details as { field?: unknown; key?: unknown }[]) {
    const field = String(item.field ?? '').split('.')[0] as Field;
    if (!FIELDS.includes(field) || errors[field]) continue;
    // The server names the message by its i18n key; a refusal without one gets the field's own rule.
    errors[field] = translate(typeof item.key === 'string' ? item.key : FIELD_RULES[field]);
  }
  return Object.keys(errors).length ? errors : null;
}

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

function Editor({ post }: { post: PostDetail | undefined }) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  // What the server holds now: the form is "dirty" when it differs from the last saved version.
  const initial = toForm(post, i18n.language);
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tab, setTab] = useState('write');
  const save = useSavePost();
  const setStatus = useSetPostStatus();
  const refs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const previewRef = useRef<HTMLDivElement>(null);
  useScrollableTables(previewRef, `${tab}:${post?.html ?? ''}`);
  const busy = save.isPending || setStatus.isPending;
  const dirty = !post || (Object.keys(form) as (keyof FormState)[]).some((k) => form[k] !== initial[k]);

  const update = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const refFor = (field: Field) => (el: HTMLElement | null) => {
    refs.current[field] = el;
  };

  /** Saves the form; returns the saved article, or null when the server refused it. */
  async function persist(): Promise<PostDetail | null> {
    setErrors({});
    try {
      const saved = await save.mutateAsync({ id: post?.id ?? null, input: toInput(form) });
      // The server may normalise (trimmed text, an address made from the title); show what it stored.
      setForm(toForm(saved, i18n.language));
      return saved;
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, (key) => t(key));
      if (fieldErrors) {
        setErrors(fieldErrors);
        setTab('write');
        const first = FIELDS.find((f) => fieldErrors[f]);
        if (first) setTimeout(() => refs.current[first]?.focus(), 0);
      } else {
        toast({
          title: t('blog.editor.toast.failed'),
          description: errorMessage(error, t('blog.editor.toast.failed')),
          variant: 'destructive',
        });
      }
      return null;
    }
  }

  const afterSave = (saved: PostDetail) => {
    if (!post) navigate(`/admin/blog/${saved.id}`, { replace: true });
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const saved = await persist();
    if (!saved) return;
    toast({ title: t('blog.editor.toast.saved'), description: saved.title });
    afterSave(saved);
  }

  async function changeStatus(status: PostStatus) {
    const saved = dirty ? await persist() : (post ?? null);
    if (!saved) return;
    try {
      const changed = await setStatus.mutateAsync({ id: saved.id, status });
      toast({
        title: t(status === 'published' ? 'blog.editor.toast.published' : 'blog.editor.toast.unpublished'),
        description: changed.title,
      });
      afterSave(changed);
    } catch (error) {
      toast({
        title: t('blog.editor.toast.failed'),
        description: errorMessage(error, t('blog.editor.toast.failed')),
        variant: 'destructive',
      });
    }
  }

  const errorCount = Object.values(errors).filter(Boolean).length;
  const textareaClass = (invalid: boolean) =>
    cn(
      'block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm',
      'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
      invalid ? 'border-red-600' : 'border-slate-300',
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <Link
        href="/admin/blog"
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-indigo-700 hover:text-indigo-900 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('blog.editor.back')}
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold text-slate-900">
          {post ? t('blog.editor.editTitle') : t('blog.editor.newTitle')}
        </h1>
        {post ? <StatusBadge status={post.status} /> : null}
      </div>

      {errorCount > 0 ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900"
          data-testid="editor-error-summary"
        >
          {t('blog.editor.errorSummary', { count: errorCount })}
        </p>
      ) : null}

      <form
        onSubmit={onSubmit}
        noValidate
        aria-busy={busy}
        className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
        data-testid="blog-editor"
      >
        <div className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <TextField
            id="post-title"
            ref={refFor('title')}
            label={t('blog.editor.fields.title')}
            value={form.title}
            maxLength={LIMITS.title}
            onChange={(e) => update('title')(e.target.value)}
            error={errors.title}
            required
          />
          <TextField
            id="post-slug"
            ref={refFor('slug')}
            label={t('blog.editor.fields.slug')}
            hint={t('blog.editor.hints.slug')}
            value={form.slug}
            maxLength={LIMITS.slug}
            onChange={(e) => update('slug')(e.target.value)}
            error={errors.slug}
            autoCapitalize="none"
            spellCheck={false}
          />
          <div>
            <Label htmlFor="post-summary" className="mb-1.5">
              {t('blog.editor.fields.summary')}
            </Label>
            <textarea
              id="post-summary"
              ref={refFor('summary')}
              rows={3}
              maxLength={LIMITS.summary}
              value={form.summary}
              onChange={(e) => update('summary')(e.target.value)}
              aria-invalid={errors.summary ? true : undefined}
              aria-describedby={describedBy('post-summary-hint', errors.summary && 'post-summary-error')}
              className={textareaClass(Boolean(errors.summary))}
            />
            <p id="post-summary-hint" className="mt-1.5 text-sm text-slate-600">
              {t('blog.editor.hints.summary', { count: form.summary.length, max: LIMITS.summary })}
            </p>
            <FieldError id="post-summary-error" message={errors.summary} />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <Label htmlFor="post-language" className="mb-1.5">
                {t('blog.editor.fields.language')}
              </Label>
              <Select
                id="post-language"
                ref={refFor('language')}
                className="w-full"
                value={form.language}
                onChange={(e) => update('language')(e.target.value)}
                aria-invalid={errors.language ? true : undefined}
                aria-describedby={describedBy(errors.language && 'post-language-error')}
              >
                {LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {languageName(code, i18n.language)}
                  </option>
                ))}
              </Select>
              <FieldError id="post-language-error" message={errors.language} />
            </div>
            <TextField
              id="post-tags"
              ref={refFor('tags')}
              label={t('blog.editor.fields.tags')}
              hint={t('blog.editor.hints.tags', { max: LIMITS.tags })}
              value={form.tags}
              onChange={(e) => update('tags')(e.target.value)}
              error={errors.tags}
              autoCapitalize="none"
            />
          </div>

          <Tabs value={tab} onValueChange={setTab}>
            <div id="post-body-tabs" className="flex scroll-mt-24 flex-wrap items-end justify-between gap-2">
              <Label htmlFor="post-body">{t('blog.editor.fields.body')}</Label>
              <TabsList className="w-auto" aria-label={t('blog.editor.tabs.label')}>
                <TabsTrigger value="write">{t('blog.editor.tabs.write')}</TabsTrigger>
                <TabsTrigger value="preview">{t('blog.editor.tabs.preview')}</TabsTrigger>
              </TabsList>
            </div>
            <TabsContent value="write" className="mt-3" forceMount hidden={tab !== 'write'}>
              <textarea
                id="post-body"
                ref={refFor('bodyMarkdown')}
                rows={18}
                value={form.bodyMarkdown}
                onChange={(e) => update('bodyMarkdown')(e.target.value)}
                aria-invalid={errors.bodyMarkdown ? true : undefined}
                aria-describedby={describedBy('post-body-hint', errors.bodyMarkdown && 'post-body-error')}
                className={cn(textareaClass(Boolean(errors.bodyMarkdown)), 'font-mono text-sm leading-6')}
                lang={form.language}
                spellCheck
              />
              <p id="post-body-hint" className="mt-1.5 text-sm text-slate-600">
                {t('blog.editor.hints.body')}{' '}
                <span data-testid="word-count">
                  {t('blog.editor.words', { count: countWords(form.bodyMarkdown) })}
                </span>
              </p>
              <FieldError id="post-body-error" message={errors.bodyMarkdown} />
            </TabsContent>
            <TabsContent value="preview" className="mt-3" data-testid="editor-preview">
              {post ? (
                <>
                  <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
                    {dirty ? t('blog.editor.preview.unsaved') : t('blog.editor.preview.saved')}
                  </p>
                  <div
                    ref={previewRef}
                    lang={post.language}
                    className={cn(PROSE_CLASSES, 'mt-4 rounded-lg border border-slate-200 p-4')}
                    // The server's own rendering of the saved Markdown: raw HTML escaped, unsafe links refused
                    // (server/lib/markdown.ts), so it is safe to insert as it is.
                    dangerouslySetInnerHTML={{ __html: post.html }}
                  />
                </>
              ) : (
                <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">
                  {t('blog.editor.preview.none')}
                </p>
              )}
            </TabsContent>
          </Tabs>
        </div>

        <aside aria-labelledby="editor-actions-title" className="order-first lg:order-none">
          <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24">
            <h2 id="editor-actions-title" className="text-base font-semibold text-slate-900">
              {t('blog.editor.actions.title')}
            </h2>
            <p className="text-sm text-slate-700" data-testid="editor-state">
              {post
                ? t(
                    post.status === 'published'
                      ? 'blog.editor.actions.isPublished'
                      : 'blog.editor.actions.isDraft',
                  )
                : t('blog.editor.actions.isNew')}
              {post ? (
                <>
                  <br />
                  {t('blog.editor.actions.lastSaved', {
                    date: formatDateTime(post.updatedAt, i18n.language),
                  })}
                </>
              ) : null}
            </p>
            {dirty && post ? (
              <p className="text-sm font-medium text-amber-900">{t('blog.editor.actions.unsaved')}</p>
            ) : null}
            <div className="flex flex-col gap-2">
              <Button
                type="submit"
                variant={post?.status === 'published' ? 'primary' : 'outline'}
                disabled={busy}
              >
                {save.isPending && !setStatus.isPending ? (
                  <Spinner className="size-4" />
                ) : (
                  <Save aria-hidden="true" className="size-4" />
                )}
                {post ? t('blog.editor.actions.save') : t('blog.editor.actions.saveDraft')}
              </Button>
              {post?.status === 'published' ? (
                <Button variant="outline" disabled={busy} onClick={() => void changeStatus('draft')}>
                  <EyeOff aria-hidden="true" className="size-4" />
                  {t('blog.editor.actions.unpublish')}
                </Button>
              ) : (
                <Button disabled={busy} onClick={() => void changeStatus('published')}>
                  {setStatus.isPending ? (
                    <Spinner className="size-4" />
                  ) : (
                    <Send aria-hidden="true" className="size-4" />
                  )}
                  {dirty ? t('blog.editor.actions.saveAndPublish') : t('blog.editor.actions.publish')}
                </Button>
              )}
              {post?.status === 'published' ? (
                <Link
                  href={`/blog/${post.slug}`}
                  className="inline-flex items-center justify-center gap-1.5 rounded py-2 text-sm font-semibold text-indigo-700 hover:underline"
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {t('blog.editor.actions.view')}
                </Link>
              ) : null}
              {post ? (
                <button
                  type="button"
                  onClick={() => {
                    setTab('preview');
                    document.getElementById('post-body-tabs')?.scrollIntoView({ block: 'start' });
                  }}
                  className="inline-flex items-center justify-center gap-1.5 rounded py-2 text-sm font-semibold text-slate-700 hover:underline lg:hidden"
                >
                  <Eye aria-hidden="true" className="size-4" />
                  {t('blog.editor.tabs.preview')}
                </button>
              ) : null}
            </div>
          </div>
        </aside>
      </form>
    </div>
  );
}

function EditorScreen() {
  const { t } = useTranslation();
  const { id = 'new' } = useParams<{ id?: string }>();
  const isNew = id === 'new';
  const post = useAdminPost(isNew ? null : id);

  if (isNew) return <Editor key="new" post={undefined} />;
  const notFound = !isAdminPostId(id) || (isApiError(post.error) && post.error.status === 404);
  if (notFound) {
    return (
      <NotFoundState
        title={t('blog.editor.notFound.title')}
        text={t('blog.editor.notFound.text')}
        backHref="/admin/blog"
        backLabel={t('blog.editor.back')}
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
  // A different article (or the first save of a new one) starts a fresh form.
  return <Editor key={post.data.id} post={post.data} />;
}

export function AdminBlogEditorPage() {
  return <EditorScreen />;
}
