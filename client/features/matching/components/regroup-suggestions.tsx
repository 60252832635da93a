import type { RegroupSuggestion } from '../../../../common/contracts/matching';
import { matchingEndpoints } from '../../../../common/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Shuffle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { invalidatePrefix } from '../../../lib/queries';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { bookingQueries } from '../../booking';
import { regroupingQueries } from '../api/matching.queries';

/**
 * A better-fitting 3:1 group for a seat the learner holds (the post-pairing optimisation). Moving
 * is the learner's choice; nothing happens until they accept. Shows nothing without a suggestion.
 */
export function RegroupSuggestions() {
  const { t } = useTranslation();
  const data = useQuery(regroupingQueries.mine());
  const suggestions = data.data?.suggestions ?? [];
  // The regroup_proposed notification links here.
  useScrollToHash(suggestions.length > 0 ? ['regroup-suggestions'] : []);
  if (suggestions.length === 0) return null;
  return (
    <section aria-labelledby="regroup-suggestions" data-testid="regroup-suggestions">
      <h2 id="regroup-suggestions" className="scroll-mt-24 text-xl font-bold text-slate-900">
        {t('postPairing.mine.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('postPairing.mine.intro')}</p>
      <ul className="mt-3 grid gap-3 lg:grid-cols-2">
        {suggestions.map((s) => (
          <Suggestion key={`${s.seatId}:${s.to.sessionId}`} suggestion={s} />
        ))}
      </ul>
    </section>
  );
}

export function GroupEnd({ end }: { end: RegroupSuggestion['from'] }) {
  const { t, i18n } = useTranslation();
  return (
    <span>
      {t('postPairing.group', {
        when: formatDateTime(end.startsAt, i18n.language),
        tutor: end.tutorName,
        learners: end.learners,
        capacity: end.capacity,
      })}
    </span>
  );
}

function Suggestion({ suggestion: s }: { suggestion: RegroupSuggestion }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () =>
      api(matchingEndpoints.acceptRegrouping, { seatId: s.seatId, toSessionId: s.to.sessionId }),
    onSuccess: () => {
      toast({ title: t('postPairing.mine.moved') });
      void invalidatePrefix(queryClient, matchingEndpoints.myRegroupings.path);
      void queryClient.invalidateQueries({ queryKey: bookingQueries.mySeats().queryKey });
    },
    onError: (e) => {
      toast({
        title: t('postPairing.mine.failed'),
        description: errorMessage(e, t('postPairing.mine.failed')),
        variant: 'destructive',
      });
      void invalidatePrefix(queryClient, matchingEndpoints.myRegroupings.path);
    },
  });
  return (
    <li className="rounded-xl border border-indigo-200 bg-white p-4" data-testid="regroup-suggestion">
      <div className="flex flex-wrap items-center gap-2">
        <Shuffle aria-hidden="true" className="size-5 text-indigo-700" />
        <span className="font-semibold text-slate-900">{s.to.skillName}</span>
      </div>
      <dl className="mt-2 space-y-1 text-sm text-slate-800">
        <div>
          <dt className="inline font-medium">{t('postPairing.from')}: </dt>
          <dd className="inline">
            <GroupEnd end={s.from} />
          </dd>
        </div>
        <div className="flex items-start gap-1">
          <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
          <div>
            <dt className="inline font-medium">{t('postPairing.to')}: </dt>
            <dd className="inline">
              <GroupEnd end={s.to} />
            </dd>
          </div>
        </div>
      </dl>
      <ul className="mt-2 flex flex-wrap gap-1" aria-label={t('postPairing.why')}>
        {s.reasons.map((r) => (
          <li key={r}>
            <Badge tone="slate">{t(`postPairing.reasons.${r}`)}</Badge>
          </li>
        ))}
      </ul>
      <Button size="sm" className="mt-3" disabled={accept.isPending} onClick={() => accept.mutate()}>
        {t('postPairing.mine.accept')}
      </Button>
    </li>
  );
}
