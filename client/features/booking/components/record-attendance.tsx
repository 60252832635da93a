import type { SessionToRecord } from '../../../../common/contracts/booking';
import { bookingEndpoints } from '../../../../common/contracts/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { skillName } from '../../catalog';
import { bookingQueries } from '../api/booking.queries';
import { formatWhen } from '../lib/time-zone';

/**
 * Sessions that started and wait for their tutor: who came (everyone ticked at first, the tutor
 * unticks who did not) and Complete. Learners who came are then asked to rate the session.
 */
export function RecordAttendance({ sessions }: { sessions: SessionToRecord[] }) {
  const { t } = useTranslation();
  if (sessions.length === 0) return null;
  return (
    <section aria-labelledby="record-title" className="mb-8" data-testid="record-attendance">
      <h2 id="record-title" className="text-lg font-semibold text-slate-900">
        {t('booking.record.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('booking.record.text')}</p>
      <ul className="mt-3 space-y-3">
        {sessions.map((s) => (
          <li key={s.id}>
            <RecordOne session={s} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecordOne({ session }: { session: SessionToRecord }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const id = useId();
  const [present, setPresent] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(session.learners.map((l) => [l.seatId, true])),
  );
  const complete = useMutation({
    mutationFn: () =>
      api(
        bookingEndpoints.completeSession,
        {
          attendance: session.learners.map((l) => ({
            seatId: l.seatId,
            attended: present[l.seatId] ?? false,
          })),
        },
        { params: { id: session.id } },
      ),
    onSuccess: (next) => {
      queryClient.setQueryData(bookingQueries.teaching().queryKey, next);
      toast({ title: t('booking.record.done') });
    },
    onError: (error) =>
      toast({
        title: t('booking.record.notDone'),
        description: errorMessage(error, t('booking.errors.failed')),
        variant: 'destructive',
      }),
  });
  const title = `${skillName(t, session.skill)} · ${formatWhen(session.startsAt, i18n.language)}`;
  return (
    <form
      className="rounded-xl border border-amber-200 bg-amber-50 p-4"
      data-testid="record-session"
      onSubmit={(e) => {
        e.preventDefault();
        complete.mutate();
      }}
    >
      <fieldset>
        <legend className="font-semibold text-slate-900">{title}</legend>
        <p className="text-sm text-slate-700">{t('booking.record.who')}</p>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {session.learners.map((l) => (
            <li key={l.seatId} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${l.seatId}`}
                checked={present[l.seatId] ?? false}
                onCheckedChange={(v) => setPresent((p) => ({ ...p, [l.seatId]: v === true }))}
                data-testid="attended"
              />
              <label htmlFor={`${id}-${l.seatId}`} className="text-sm text-slate-900">
                {l.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button
        type="submit"
        size="sm"
        className="mt-3"
        disabled={complete.isPending}
        data-testid="complete-session"
      >
        <CheckCircle2 aria-hidden="true" className="size-4" />
        {t('booking.record.complete')}
      </Button>
    </form>
  );
}
