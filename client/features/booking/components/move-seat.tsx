import type { SeatView } from '../../../../common/contracts/booking';
import { bookingEndpoints, marketplaceEndpoints } from '../../../../common/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRightLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { endpointQuery } from '../../../lib/queries';
import { BOOKING_KEY_PREFIX } from '../api/booking.queries';
import { formatWhen } from '../lib/time-zone';

/**
 * Moves a 3:1 seat to another open group of the same skill (free up to 2 hours before): the other
 * groups come from the marketplace's open groups, the move is one call that keeps a paid seat paid.
 */
export function MoveSeat({ seat }: { seat: SeatView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (seat.session.format !== 'group' || !seat.freeCancellation) return null;
  return (
    <div className="w-full">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-testid="move-seat"
      >
        <ArrowRightLeft aria-hidden="true" className="size-4" />
        {t('booking.move.open')}
      </Button>
      {open ? (
        <div id={panelId}>
          <OtherGroups seat={seat} />
        </div>
      ) : null}
    </div>
  );
}

function OtherGroups({ seat }: { seat: SeatView }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const groups = useQuery(
    endpointQuery(marketplaceEndpoints.marketplace, {
      skillId: seat.session.skill.id,
      format: 'group',
      // Shown only after a click, in the browser: its zone is known here.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
    }),
  );
  const move = useMutation({
    mutationFn: (sessionId: string) =>
      api(bookingEndpoints.moveSeat, { sessionId }, { params: { id: seat.id } }),
    onSuccess: (moved) => {
      toast({ title: t('booking.move.done', { when: formatWhen(moved.session.startsAt, i18n.language) }) });
      void queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(BOOKING_KEY_PREFIX),
      });
    },
    onError: (error) =>
      toast({
        title: t('booking.move.notDone'),
        description: errorMessage(error, t('booking.errors.failed')),
        variant: 'destructive',
      }),
  });
  if (groups.isLoading) return <LoadingBlock label={t('common.loading')} compact />;
  const others = (groups.data?.groups ?? []).filter((g) => g.sessionId !== seat.session.id);
  if (others.length === 0)
    return (
      <p className="mt-2 text-sm text-slate-700" data-testid="move-none">
        {t('booking.move.none')}
      </p>
    );
  return (
    <ul
      className="mt-2 divide-y divide-slate-100 rounded-lg bg-slate-50 ring-1 ring-slate-200"
      data-testid="move-groups"
    >
      {others.map((g) => {
        const when = formatWhen(g.startsAt, i18n.language);
        return (
          <li key={g.sessionId} className="flex flex-wrap items-center gap-3 p-3 text-sm">
            <span className="min-w-0 flex-1 text-slate-800">
              {when} · {g.tutor.name} · {t(`booking.format.levels.${g.level}`)} ·{' '}
              {t('booking.move.seatsLeft', { count: g.seatsLeft })}
            </span>
            <Button
              size="sm"
              disabled={move.isPending}
              onClick={() => move.mutate(g.sessionId)}
              aria-label={t('booking.move.hereNamed', { when, tutor: g.tutor.name })}
              data-testid="move-here"
            >
              {t('booking.move.here')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
