import { useMutation } from '@tanstack/react-query';
import { Bot, Send, User as UserIcon } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ASSISTANT_LIMITS } from '../../../../common/constants';
import { assistantEndpoints } from '../../../../common/contracts/endpoints';
import type { EndpointOutput } from '../../../../common/contracts/define';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';

type Answer = EndpointOutput<typeof assistantEndpoints.chat>;
type Entry =
  | { role: 'user'; text: string }
  | {
      role: 'assistant';
      text: string;
      links: Answer['links'];
      source: Answer['source'];
      notice: Answer['notice'];
    };

const SUGGESTIONS = ['skills', 'prices', 'sessions', 'profile'] as const;
const linkClasses = 'font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900';

/**
 * /gemini: the chat with Simi (PRODUCT.md E). The conversation lives only in this component: the
 * browser sends the latest turns with each question and nothing is stored on the server (ADR 027).
 */
export function SimiChatPage() {
  const { t } = useTranslation();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [draft, setDraft] = useState('');
  const ids = { input: useId(), hint: useId(), log: useId() };
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const ask = useMutation({
    mutationFn: (messages: { role: 'user' | 'assistant'; text: string }[]) =>
      api(assistantEndpoints.chat, { messages }),
    onSuccess: ({ reply, links, source, notice }) =>
      setEntries((list) => [...list, { role: 'assistant', text: reply, links, source, notice }]),
  });

  // The newest turn and the box for the next question in view; the form's bottom scroll margin keeps
  // it clear of the site's floating buttons in the bottom corner on phones.
  useEffect(() => {
    if (entries.length) formRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [entries.length]);

  const send = (text: string) => {
    const question = text.trim();
    if (!question || ask.isPending) return;
    const next: Entry[] = [...entries, { role: 'user', text: question }];
    setEntries(next);
    setDraft('');
    // Simi reads the latest turns only (the contract's limit); earlier ones stay on screen.
    const messages = next
      .slice(-ASSISTANT_LIMITS.turns)
      .map((e) => ({ role: e.role, text: e.text.slice(0, ASSISTANT_LIMITS.replyChars) }));
    const firstUser = messages.findIndex((m) => m.role === 'user');
    ask.mutate(messages.slice(Math.max(firstUser, 0)));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    send(draft);
  };
  // Enter sends, Shift+Enter starts a new line (the hint under the box says so).
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send(draft);
    }
  };
  const restart = () => {
    setEntries([]);
    ask.reset();
    inputRef.current?.focus();
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col px-4 py-8 sm:py-12" data-testid="simi-chat-page">
      <header>
        <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t('assistant.chat.title')}</h1>
        <p className="mt-3 text-lg text-slate-700">{t('assistant.chat.intro')}</p>
        <p className="mt-2 text-sm text-slate-700">
          {t('assistant.chat.privacy')}{' '}
          <Link href="/ai-team" className={linkClasses}>
            {t('assistant.chat.howItWorks')}
          </Link>
        </p>
      </header>

      <section
        aria-labelledby={ids.log}
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id={ids.log} className="sr-only">
          {t('assistant.chat.logLabel')}
        </h2>
        <div
          role="log"
          aria-live="polite"
          aria-relevant="additions"
          className="space-y-4"
          data-testid="chat-log"
        >
          {entries.length === 0 ? (
            <div>
              <p className="text-slate-700">{t('assistant.chat.empty')}</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {SUGGESTIONS.map((key) => (
                  <li key={key}>
                    <button
                      type="button"
                      className="rounded-full border border-indigo-200 bg-indigo-50 px-3 py-2 text-left text-sm font-medium text-indigo-900 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                      onClick={() => {
                        send(t(`assistant.chat.suggestions.${key}`));
                        // The suggestions leave with the empty log: keep focus where the next question goes.
                        inputRef.current?.focus();
                      }}
                    >
                      {t(`assistant.chat.suggestions.${key}`)}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            entries.map((entry, i) => <ChatEntry key={i} entry={entry} />)
          )}
          {ask.isPending ? (
            <p className="text-sm text-slate-700" data-testid="chat-pending">
              {t('assistant.chat.answering')}
            </p>
          ) : null}
          {ask.isError ? (
            <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900" role="alert">
              {errorMessage(ask.error, t('assistant.chat.error'))}
            </p>
          ) : null}
        </div>
      </section>

      <form ref={formRef} className="mt-4 scroll-mb-24" onSubmit={onSubmit} data-testid="chat-form">
        <label htmlFor={ids.input} className="text-sm font-semibold text-slate-900">
          {t('assistant.chat.inputLabel')}
        </label>
        <Textarea
          ref={inputRef}
          id={ids.input}
          aria-describedby={ids.hint}
          value={draft}
          rows={3}
          maxLength={ASSISTANT_LIMITS.userMessageChars}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          className="mt-1"
        />
        <p id={ids.hint} className="mt-1 text-sm text-slate-700">
          {t('assistant.chat.hint', { max: ASSISTANT_LIMITS.userMessageChars })}
        </p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:justify-between">
          <Button type="submit" disabled={ask.isPending || draft.trim() === ''}>
            <Send aria-hidden="true" className="size-4" />
            {t('assistant.chat.send')}
          </Button>
          {entries.length ? (
            <Button type="button" variant="secondary" onClick={restart}>
              {t('assistant.chat.restart')}
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}

function ChatEntry({ entry }: { entry: Entry }) {
  const { t } = useTranslation();
  if (entry.role === 'user')
    return (
      <div className="flex justify-end" data-testid="chat-question">
        <div className="max-w-[85%] rounded-2xl bg-indigo-700 px-4 py-3 text-white">
          <p className="flex items-center gap-1 text-xs font-semibold text-indigo-100">
            <UserIcon aria-hidden="true" className="size-3" />
            {t('assistant.chat.you')}
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words">{entry.text}</p>
        </div>
      </div>
    );
  return (
    <div className="flex" data-testid="chat-answer" data-source={entry.source}>
      <div className="max-w-[92%] rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3 text-slate-900">
        <p className="flex flex-wrap items-center gap-x-2 text-xs font-semibold text-slate-700">
          <Bot aria-hidden="true" className="size-4 text-indigo-700" />
          <span>{t('assistant.chat.simi')}</span>
          <span className="font-normal">· {t(`assistant.chat.source.${entry.source}`)}</span>
        </p>
        <p className="mt-1 whitespace-pre-wrap break-words">{entry.text}</p>
        {entry.notice ? (
          <p className="mt-2 text-sm text-slate-700" data-testid="chat-notice">
            {t(`assistant.chat.notice.${entry.notice}`)}
          </p>
        ) : null}
        {entry.links.length ? (
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            {entry.links.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={linkClasses}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
