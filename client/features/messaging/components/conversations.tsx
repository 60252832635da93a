import type { ConversationSummary } from '../../../../common/contracts/messaging';
import { messagingEndpoints } from '../../../../common/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessagesSquare, ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { invalidatePrefix } from '../../../lib/queries';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { MESSAGING_KEY_PREFIX, messagingQueries } from '../api/messaging.queries';

/** Which side of the conversations reads them (what the guardian note says). */
type Reader = 'learner' | 'tutor';

const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  invalidatePrefix(queryClient, MESSAGING_KEY_PREFIX);

/**
 * A learner's or a tutor's conversations on their dashboard: latest first, unread counted; one opens
 * in place to read and answer (the full messaging screens come later).
 */
export function Conversations({ role, emptyText }: { role: Reader; emptyText: string }) {
  const { t } = useTranslation();
  const list = useQuery(messagingQueries.conversations());
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <section aria-labelledby="messages-title" data-testid="conversations">
      <h2 id="messages-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <MessagesSquare aria-hidden="true" className="size-5 text-indigo-600" />
        {t('messaging.title')}
      </h2>
      {list.isLoading ? (
        <LoadingBlock label={t('common.loading')} compact />
      ) : !list.data?.length ? (
        <p className="mt-3 text-slate-700">{emptyText}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {list.data.map((c) => (
            <li key={c.id} data-testid="conversation">
              <Summary
                c={c}
                open={openId === c.id}
                onToggle={() => setOpenId(openId === c.id ? null : c.id)}
              />
              {openId === c.id ? <Thread id={c.id} role={role} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Summary({ c, open, onToggle }: { c: ConversationSummary; open: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  return (
    <ConversationToggle
      open={open}
      onToggle={onToggle}
      title={
        <>
          {c.with.name}
          {c.unread > 0 ? <Badge tone="amber">{t('messaging.unread', { count: c.unread })}</Badge> : null}
        </>
      }
      preview={c.last.mine ? t('messaging.you', { text: c.last.body }) : c.last.body}
      at={c.last.createdAt}
    />
  );
}

/** A conversation's row in a list: who, the last message, when; it opens and closes the thread below. */
export function ConversationToggle({
  open,
  onToggle,
  title,
  preview,
  at,
}: {
  open: boolean;
  onToggle(): void;
  title: ReactNode;
  preview: string;
  at: string;
}) {
  const { i18n } = useTranslation();
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      className="flex w-full items-start gap-3 p-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">{title}</span>
        <span className="mt-0.5 block truncate text-sm text-slate-700">{preview}</span>
      </span>
      <time dateTime={at} className="shrink-0 text-xs text-slate-600">
        {formatDateTime(at, i18n.language)}
      </time>
    </button>
  );
}

function Thread({ id, role }: { id: string; role: Reader }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const thread = useQuery(messagingQueries.conversation(id));
  // Opening a conversation marks the other side's messages read: the list's "new" count follows.
  const opened = thread.isSuccess;
  useEffect(() => {
    if (opened) void queryClient.invalidateQueries({ queryKey: messagingQueries.conversations().queryKey });
  }, [opened, queryClient]);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const send = useMutation({
    mutationFn: () => api(messagingEndpoints.reply, { body }, { params: { id } }),
    onSuccess: (next) => {
      setBody('');
      if (next.redacted) toast({ title: t('messaging.redacted') });
      void refresh(queryClient);
    },
    onError: (e) => setError(errorMessage(e, t('messaging.errors.failed'))),
  });
  if (thread.isLoading) return <LoadingBlock label={t('common.loading')} compact />;
  return (
    <div className="border-t border-slate-100 bg-slate-50 p-4" data-testid="thread">
      {thread.data?.followedByGuardian ? (
        <p className="mb-3 flex items-start gap-2 text-sm text-slate-700" data-testid="guardian-follows">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
          {role === 'learner'
            ? t('messaging.followedLearner')
            : t('messaging.followedTutor', { name: thread.data.with.name })}
        </p>
      ) : null}
      <MessageList
        messages={thread.data?.messages ?? []}
        label={t('messaging.threadLabel', { name: thread.data?.with.name ?? '' })}
        mineLabel={t('messaging.fromYou')}
        otherLabel={t('messaging.from', { name: thread.data?.with.name })}
      />
      <form
        className="mt-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!body.trim()) return setError(t('messaging.validation.body'));
          setError(null);
          send.mutate();
        }}
      >
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-900">
          {t('messaging.answer')}
        </label>
        <Textarea
          id={fieldId}
          rows={3}
          maxLength={2000}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          className="mt-1"
          data-testid="reply-body"
        />
        {error ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="sm" className="mt-2" disabled={send.isPending} data-testid="reply-send">
          {t('messaging.send')}
        </Button>
      </form>
    </div>
  );
}

/**
 * A conversation's messages as bubbles, the reader's own (or, for a guardian, their child's) on the
 * right; each says who wrote it to screen readers.
 */
export function MessageList({
  messages,
  label,
  mineLabel,
  otherLabel,
}: {
  messages: readonly { id: string; mine: boolean; body: string; createdAt: string }[];
  label: string;
  mineLabel: string;
  otherLabel: string;
}) {
  const { i18n } = useTranslation();
  return (
    <ol className="space-y-2" aria-label={label}>
      {messages.map((m) => (
        <li key={m.id} className={m.mine ? 'flex justify-end' : 'flex justify-start'}>
          <div
            className={
              m.mine
                ? 'max-w-[85%] rounded-2xl rounded-br-sm bg-indigo-600 px-3 py-2 text-sm text-white'
                : 'max-w-[85%] rounded-2xl rounded-bl-sm bg-white px-3 py-2 text-sm text-slate-900 ring-1 ring-slate-200'
            }
          >
            <span className="sr-only">{m.mine ? mineLabel : otherLabel}</span>
            <p className="whitespace-pre-wrap break-words">{m.body}</p>
            <time
              dateTime={m.createdAt}
              className={m.mine ? 'mt-1 block text-xs text-indigo-100' : 'mt-1 block text-xs text-slate-600'}
            >
              {formatDateTime(m.createdAt, i18n.language)}
            </time>
          </div>
        </li>
      ))}
    </ol>
  );
}
