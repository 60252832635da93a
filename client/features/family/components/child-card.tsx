import type { SeatView } from '../../../../common/contracts/booking';
import type { ChildConversationSummary } from '../../../../common/contracts/family';
import { familyEndpoints } from '../../../../common/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, MessageSquareText, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatMediumDate } from '../../../lib/format';
import { invalidatePrefix } from '../../../lib/queries';
import { formatWhen } from '../../booking';
import { skillName } from '../../catalog';
import { ChatLog } from '../../classroom';
import { ConversationToggle, MessageList } from '../../messaging';
import { FAMILY_KEY_PREFIX, familyQueries } from '../api/family.queries';

interface Child {
  id: string;
  name: string;
  linkedAt: string;
}

/** One child as their parent or guardian follows them: upcoming sessions and conversations with tutors. */
export function ChildCard({ child }: { child: Child }) {
  const { t, i18n } = useTranslation();
  const headingId = `child-${child.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="child-card"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {child.name}
          </h2>
          <p className="text-sm text-slate-700">
            {t('family.child.since', { date: formatMediumDate(child.linkedAt, i18n.language) })}
          </p>
        </div>
        <StopFollowing child={child} />
      </div>
      <ChildSessions child={child} />
      <ChildConversations child={child} />
    </article>
  );
}

/** How many of a child's past sessions their parent sees, newest first. */
const PAST_SHOWN = 5;

function ChildSessions({ child }: { child: Child }) {
  const { t } = useTranslation();
  const seats = useQuery(familyQueries.childSeats(child.id));
  const past = (seats.data?.past ?? []).filter((s) => s.status === 'confirmed').slice(0, PAST_SHOWN);
  return (
    <section aria-labelledby={`${child.id}-sessions`} className="mt-5">
      <h3
        id={`${child.id}-sessions`}
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <CalendarDays aria-hidden="true" className="size-4 text-indigo-600" />
        {t('family.child.sessions')}
      </h3>
      {seats.isLoading ? (
        <LoadingBlock label={t('common.loading')} compact />
      ) : seats.data?.upcoming.length ? (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {seats.data.upcoming.map((seat) => (
            <SeatRow key={seat.id} seat={seat} child={child} testId="child-seat" />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t('family.child.noSessions', { name: child.name })}</p>
      )}
      {past.length > 0 ? (
        <>
          <h4 className="mt-4 text-sm font-semibold text-slate-900">{t('family.child.pastSessions')}</h4>
          <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
            {past.map((seat) => (
              <SeatRow key={seat.id} seat={seat} child={child} testId="child-past-seat" />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** A session of the child's; a paid one offers what was written in its classroom (ADR 042). */
function SeatRow({ seat, child, testId }: { seat: SeatView; child: Child; testId: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const paid = seat.status === 'confirmed';
  const panelId = `chat-${seat.id}`;
  return (
    <li className="p-3 text-sm" data-testid={testId}>
      <p className="font-semibold text-slate-900">
        {skillName(t, seat.session.skill)} · {t(`booking.format.${seat.session.format}.label`)}
      </p>
      <p className="text-slate-700">
        {formatWhen(seat.session.startsAt, i18n.language)} · {seat.session.tutor.name}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <Badge tone={paid ? 'green' : 'amber'}>{t(`family.child.seat.${paid ? 'confirmed' : 'held'}`)}</Badge>
        {paid ? (
          <Button
            size="sm"
            variant="outline"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
            data-testid="child-chat-toggle"
          >
            <MessageSquareText aria-hidden="true" className="size-4" />
            {t('family.child.classroomChat')}
          </Button>
        ) : null}
      </div>
      {open ? (
        <div id={panelId}>
          <ClassroomChat child={child} sessionId={seat.session.id} />
        </div>
      ) : null}
    </li>
  );
}

function ClassroomChat({ child, sessionId }: { child: Child; sessionId: string }) {
  const { t } = useTranslation();
  const chat = useQuery(familyQueries.childClassroomChat(child.id, sessionId));
  if (chat.isLoading) return <LoadingBlock label={t('common.loading')} compact />;
  if (!chat.data)
    return (
      <p role="alert" className="mt-2 text-red-800">
        {t('family.errors.failed')}
      </p>
    );
  if (chat.data.lines.length === 0)
    return (
      <p className="mt-2 text-slate-700" data-testid="child-chat-empty">
        {t('family.child.noChat')}
      </p>
    );
  return (
    <div className="mt-2 rounded-xl bg-slate-50 p-3" data-testid="child-chat">
      <ChatLog lines={chat.data.lines} label={t('family.child.classroomChat')} />
    </div>
  );
}

function ChildConversations({ child }: { child: Child }) {
  const { t } = useTranslation();
  const list = useQuery(familyQueries.childConversations(child.id));
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <section aria-labelledby={`${child.id}-messages`} className="mt-5">
      <h3
        id={`${child.id}-messages`}
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <MessagesSquare aria-hidden="true" className="size-4 text-indigo-600" />
        {t('family.child.messages')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('family.child.readOnly', { name: child.name })}</p>
      {list.isLoading ? (
        <LoadingBlock label={t('common.loading')} compact />
      ) : list.data?.length ? (
        <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {list.data.map((c) => (
            <li key={c.id} data-testid="child-conversation">
              <Summary
                c={c}
                child={child}
                open={openId === c.id}
                onToggle={() => setOpenId(openId === c.id ? null : c.id)}
              />
              {openId === c.id ? <Thread child={child} id={c.id} /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-700">{t('family.child.noMessages', { name: child.name })}</p>
      )}
    </section>
  );
}

function Summary({
  c,
  child,
  open,
  onToggle,
}: {
  c: ChildConversationSummary;
  child: Child;
  open: boolean;
  onToggle(): void;
}) {
  const { t } = useTranslation();
  const author = c.last.author === 'child' ? child.name : c.tutor.name;
  return (
    <ConversationToggle
      open={open}
      onToggle={onToggle}
      title={t('family.child.with', { name: child.name, tutor: c.tutor.name })}
      preview={t('family.child.last', { name: author, text: c.last.body })}
      at={c.last.createdAt}
    />
  );
}

function Thread({ child, id }: { child: Child; id: string }) {
  const { t } = useTranslation();
  const thread = useQuery(familyQueries.childConversation(child.id, id));
  if (thread.isLoading) return <LoadingBlock label={t('common.loading')} compact />;
  const tutor = thread.data?.tutor.name ?? '';
  return (
    <div className="border-t border-slate-100 bg-slate-50 p-3" data-testid="child-thread">
      <MessageList
        messages={(thread.data?.messages ?? []).map((m) => ({ ...m, mine: m.author === 'child' }))}
        label={t('family.child.with', { name: child.name, tutor })}
        mineLabel={t('messaging.from', { name: child.name })}
        otherLabel={t('messaging.from', { name: tutor })}
      />
    </div>
  );
}

/** Ending the link asks once more: the adult then no longer sees the child's sessions or messages. */
function StopFollowing({ child }: { child: Child }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const end = useMutation({
    mutationFn: () => api(familyEndpoints.endLink, {}, { params: { id: child.id } }),
    onSuccess: () => void invalidatePrefix(queryClient, FAMILY_KEY_PREFIX),
    onError: (e) => setError(errorMessage(e, t('family.errors.failed'))),
  });
  if (!asking)
    return (
      <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
        {t('family.child.stop')}
      </Button>
    );
  return (
    <div
      className="max-w-sm rounded-xl bg-amber-50 p-3 text-sm"
      role="group"
      aria-label={t('family.child.stop')}
    >
      <p className="text-slate-900">{t('family.child.stopAsk', { name: child.name })}</p>
      {error ? (
        <p role="alert" className="mt-1 text-red-700">
          {error}
        </p>
      ) : null}
      <div className="mt-2 flex gap-2">
        <Button size="sm" variant="destructive" disabled={end.isPending} onClick={() => end.mutate()}>
          {t('family.child.stopConfirm')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAsking(false)}>
          {t('family.child.keep')}
        </Button>
      </div>
    </div>
  );
}
