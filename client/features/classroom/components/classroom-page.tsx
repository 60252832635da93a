import type { Room } from '../../../../common/contracts/classroom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Clock, Video } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { LoadingBlock } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { useAuth } from '../../auth';
import { skillName } from '../../catalog';
import { classroomQueries } from '../api/classroom.queries';
import { Call } from './call';
import { People } from './people';

/** /classroom/:id: a session's live room for its tutor and learners (PRODUCT.md F). */
export function ClassroomPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useAuth();
  const room = useQuery(classroomQueries.room(id));
  const home = user?.userType === 'tutor' ? '/tutor-dashboard-enhanced' : '/learner-dashboard';
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8" data-testid="classroom-page">
      <Link href={home} className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('classroom.back')}
      </Link>
      {room.data ? (
        <Classroom room={room.data} />
      ) : room.isError ? (
        <div className="mt-6">
          <h1 className="text-2xl font-bold text-slate-900">{t('classroom.notFoundTitle')}</h1>
          <p className="mt-2 text-slate-700">{t('classroom.notFound')}</p>
        </div>
      ) : (
        <LoadingBlock label={t('common.loading')} />
      )}
    </div>
  );
}

function Classroom({ room }: { room: Room }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // The page waits for the room to open (or to close) and reads it again then.
  const next = room.state === 'waiting' ? room.opensAt : room.state === 'open' ? room.closesAt : null;
  useEffect(() => {
    if (!next) return;
    const ms = new Date(next).getTime() - Date.now();
    if (ms > 2 ** 31 - 1) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: classroomQueries.room(room.session.id).queryKey }),
      Math.max(0, ms) + 1_000,
    );
    return () => clearTimeout(timer);
  }, [next, queryClient, room.session.id]);
  const title = `${skillName(t, room.session.skill)} · ${t(`booking.format.${room.session.format}.label`)}`;
  return (
    <>
      <h1 className="mt-4 flex items-center gap-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        <Video aria-hidden="true" className="size-7 shrink-0 text-indigo-600" />
        {title}
      </h1>
      <p className="mt-1 text-slate-700">
        {t('classroom.when', {
          start: formatDateTime(room.session.startsAt, i18n.language),
          end: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(
            new Date(room.session.endsAt),
          ),
        })}
      </p>
      {room.state === 'open' ? (
        <Call room={room} />
      ) : (
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5" data-testid="room-state">
          <p className="flex items-start gap-2 font-medium text-slate-900">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-600" />
            {room.state === 'waiting'
              ? t('classroom.waiting', { time: formatDateTime(room.opensAt, i18n.language) })
              : t(`classroom.${room.state}`)}
          </p>
          <People room={room} />
        </div>
      )}
    </>
  );
}
