import type { GroupProposal, WaitlistEntry } from '../../../../common/contracts/matching';
import { matchingEndpoints } from '../../../../common/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Hourglass, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';
import { useBrowserTimeZone } from '../../../hooks/use-browser-time-zone';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime, languageName } from '../../../lib/format';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { bookingQueries, canPay, PayNowLink } from '../../booking';
import { skillName } from '../../catalog';
import { matchingQueries } from '../api/matching.queries';

/**
 * The groups the matching engine proposed to the learner (accepting takes the seat through booking)
 * and their place in each skill's queue. Shows nothing when there is neither.
 */
export function GroupProposals() {
  const { t } = useTranslation();
  const data = useQuery(matchingQueries.proposals());
  // The seat the last accepted proposal took: held for payment, with Pay now while the hold lasts.
  const [acceptedSeatId, setAcceptedSeatId] = useState<string | null>(null);
  const seats = useQuery({ ...bookingQueries.mySeats(), enabled: acceptedSeatId !== null });
  const acceptedSeat = seats.data?.upcoming.find((s) => s.id === acceptedSeatId) ?? null;
  const proposals = data.data?.proposals ?? [];
  const waiting = data.data?.waiting ?? [];
  const payable = acceptedSeat !== null && canPay(acceptedSeat);
  const shown = proposals.length > 0 || waiting.length > 0 || payable;
  // group_proposed links to its proposal, group_withdrawn to the section (the learner's queue).
  useScrollToHash(shown ? ['group-proposals', ...proposals.map((p) => `proposal-${p.id}`)] : []);
  if (!shown) return null;
  return (
    <section aria-labelledby="group-proposals" data-testid="group-proposals">
      <h2 id="group-proposals" className="scroll-mt-24 text-xl font-bold text-slate-900">
        {t('matching.proposals.title')}
      </h2>
      {acceptedSeat && payable ? (
        <div
          className="mt-3 flex flex-col gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:flex-row sm:items-center"
          data-testid="proposal-seat-held"
        >
          <p className="flex-1 text-sm text-slate-800">
            {t('matching.proposals.held', { skill: skillName(t, acceptedSeat.session.skill) })}
          </p>
          <PayNowLink seat={acceptedSeat} size="sm" />
        </div>
      ) : null}
      {proposals.length > 0 ? (
        <ul className="mt-3 grid gap-3 lg:grid-cols-2">
          {proposals.map((p) => (
            <Proposal key={p.id} proposal={p} onAccepted={setAcceptedSeatId} />
          ))}
        </ul>
      ) : null}
      {waiting.length > 0 ? (
        <ul className="mt-3 space-y-2">
          {waiting.map((w) => (
            <Waiting key={w.skillId} entry={w} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Proposal({
  proposal: p,
  onAccepted,
}: {
  proposal: GroupProposal;
  onAccepted(seatId: string): void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const timeZone = useBrowserTimeZone();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: matchingQueries.proposals().queryKey });
    void queryClient.invalidateQueries({ queryKey: bookingQueries.mySeats().queryKey });
  };
  const onError = (e: unknown) =>
    toast({
      title: t('matching.proposals.failed'),
      description: errorMessage(e, t('matching.proposals.failed')),
      variant: 'destructive',
    });
  const accept = useMutation({
    mutationFn: () =>
      api(
        matchingEndpoints.acceptProposal,
        { timeZone: timeZone ?? 'Europe/Berlin' },
        { params: { id: p.id } },
      ),
    onSuccess: ({ seatId }) => {
      toast({ title: t('matching.proposals.accepted') });
      onAccepted(seatId);
      refresh();
    },
    onError,
  });
  const decline = useMutation({
    mutationFn: () => api(matchingEndpoints.declineProposal, {}, { params: { id: p.id } }),
    onSuccess: () => {
      toast({ title: t('matching.proposals.declined') });
      refresh();
    },
    onError,
  });
  const busy = accept.isPending || decline.isPending;
  return (
    <li
      id={`proposal-${p.id}`}
      className="scroll-mt-24 rounded-xl border border-indigo-200 bg-white p-4"
      data-testid="proposal"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Users aria-hidden="true" className="size-5 text-indigo-700" />
        <span className="font-semibold text-slate-900">{p.skillName}</span>
        <Badge tone="indigo">
          {p.kind === 'open_group' ? t('matching.proposals.openGroup') : t('matching.proposals.newGroup')}
        </Badge>
      </div>
      <p className="mt-2 text-sm text-slate-800">
        {t('matching.proposals.details', {
          tutor: p.tutorName,
          when: formatDateTime(p.startsAt, i18n.language),
          language: languageName(p.language, i18n.language),
        })}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {t(`matching.proposals.level.${p.level}`)}
        {p.others > 0 ? ` · ${t('matching.proposals.others', { count: p.others })}` : null}
      </p>
      {p.tutorConfirmed ? (
        <p className="mt-1 text-sm text-emerald-800" data-testid="tutor-confirmed">
          {t('matching.proposals.tutorConfirmed')}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-slate-600">
        {t('matching.proposals.answerBy', { when: formatDateTime(p.expiresAt, i18n.language) })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => accept.mutate()}>
          {t('matching.proposals.accept')}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => decline.mutate()}>
          {t('matching.proposals.decline')}
        </Button>
      </div>
    </li>
  );
}

function Waiting({ entry: w }: { entry: WaitlistEntry }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-start gap-3 rounded-xl bg-slate-50 p-3 text-sm" data-testid="waitlist">
      <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600" />
      <span className="text-slate-800">
        {t('matching.waiting.line', { skill: w.skillName, position: w.position })}{' '}
        {w.estimateWeeks === null
          ? t('matching.waiting.noEstimate')
          : t('matching.waiting.estimate', { count: w.estimateWeeks })}
      </span>
    </li>
  );
}
