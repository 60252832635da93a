import { CHAT_MAX, type ChatLine } from '../../../../common/contracts/classroom';
import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/**
 * The room's chat beside the call (ADR 042): what everyone in the room wrote, oldest first, and a line
 * to write to all of them. Lines arrive over the call's channel; the server keeps them, takes contact
 * details out, and gives them back to whoever joins later.
 */
export function RoomChat({
  lines,
  myId,
  onSay,
}: {
  lines: ChatLine[];
  myId: string;
  /** Sends a line; false when the channel is not open. */
  onSay(body: string): boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [notSent, setNotSent] = useState(false);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (!body) return;
    const sent = onSay(body);
    setNotSent(!sent);
    if (sent) setDraft('');
  };

  return (
    <section
      aria-labelledby="room-chat"
      className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="room-chat"
    >
      <h2 id="room-chat" className="text-lg font-bold text-slate-900">
        {t('classroom.chat.title')}
      </h2>
      {lines.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="chat-empty">
          {t('classroom.chat.empty')}
        </p>
      ) : null}
      <ChatLog lines={lines} myId={myId} />
      <form onSubmit={submit} className="mt-3 flex flex-col gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('classroom.chat.label')}
        </label>
        <input
          id={inputId}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={CHAT_MAX}
          autoComplete="off"
          placeholder={t('classroom.chat.placeholder')}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
          data-testid="chat-input"
        />
        <Button type="submit" className="self-end" disabled={!draft.trim()} data-testid="chat-send">
          <Send aria-hidden="true" className="size-4" />
          {t('classroom.chat.send')}
        </Button>
      </form>
      {notSent ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t('classroom.chat.notSent')}
        </p>
      ) : null}
    </section>
  );
}

/**
 * The lines of a classroom's chat, oldest first, as a log region that keeps the newest in view. `myId`
 * marks one's own lines as "You"; without it (a parent reading along) every line shows its writer.
 */
export function ChatLog({ lines, myId, label }: { lines: ChatLine[]; myId?: string; label?: string }) {
  const { t, i18n } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The newest line in view, as chats read.
    if (list.current && lines.length > 0) list.current.scrollTop = list.current.scrollHeight;
  }, [lines.length]);
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
  return (
    <div
      ref={list}
      role="log"
      aria-live="polite"
      aria-label={label ?? t('classroom.chat.title')}
      // Scrolls by keyboard as well: the list can take focus.
      tabIndex={lines.length > 0 ? 0 : -1}
      className={cn('mt-2 max-h-72 overflow-y-auto', lines.length === 0 && 'sr-only')}
    >
      <ol className="space-y-3">
        {lines.map((line) => {
          const mine = myId !== undefined && line.userId === myId;
          return (
            <li key={line.id} data-testid="chat-line">
              <p className="text-xs text-slate-600">
                <span className="font-semibold text-slate-900">
                  {mine ? t('classroom.chat.you') : line.name}
                </span>
                {line.role === 'tutor' ? ` · ${t('classroom.tutor')}` : ''} ·{' '}
                <time dateTime={line.at}>{time.format(new Date(line.at))}</time>
              </p>
              <p className="whitespace-pre-wrap break-words text-slate-900">{line.body}</p>
              {mine && line.redacted ? (
                <p className="text-xs text-amber-800">{t('classroom.chat.redacted')}</p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
