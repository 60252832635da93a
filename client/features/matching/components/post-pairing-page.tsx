import type { GroupHealthView } from '../../../../common/contracts/matching';
import { matchingEndpoints } from '../../../../common/contracts/endpoints';
import { can } from '../../../../common/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Activity, ArrowRight } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { invalidatePrefix } from '../../../lib/queries';
import { useAuth } from '../../auth';
import { regroupingQueries } from '../api/matching.queries';
import { GroupEnd } from './regroup-suggestions';

type View = GroupHealthView;

/** Lists start with the first few (least healthy or flagged first); the rest on request. */
const FIRST = 12;

function ShowAll({ total, children }: { total: number; children: (limit: number) => ReactNode }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  return (
    <>
      {children(all ? total : FIRST)}
      {!all && total > FIRST ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setAll(true)}>
          {t('postPairing.showAll', { count: total })}
        </Button>
      ) : null}
    </>
  );
}

/**
 * /post-pairing-optimization (staff): how the 3:1 groups of the next two weeks are doing, how the
 * groups that met went, and the regroupings the engine proposes. Learners see their own proposals on
 * their dashboard and may accept them there; staff with operations:manage may carry one out here.
 */
export function PostPairingPage() {
  const { t } = useTranslation();
  const query = useQuery(regroupingQueries.health());
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10" data-testid="post-pairing-page">
      <h1 className="text-3xl font-bold text-slate-900">{t('postPairing.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('postPairing.intro')}</p>
      {query.isError ? (
        <div role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
          <p className="font-semibold">{t('postPairing.loadFailed')}</p>
          <Button variant="outline" className="mt-3" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : !query.data ? (
        <LoadingBlock label={t('common.loading')} />
      ) : (
        <Overview view={query.data} />
      )}
    </div>
  );
}

function Overview({ view }: { view: View }) {
  const { t } = useTranslation();
  const s = view.summary;
  const tiles = [
    { label: t('postPairing.summary.groups', { days: view.horizonDays }), value: s.groups },
    { label: t('postPairing.summary.meanScore'), value: s.meanScore ?? '–' },
    { label: t('postPairing.summary.flagged'), value: s.flagged },
    { label: t('postPairing.summary.proposals'), value: s.proposals },
    { label: t('postPairing.summary.recent'), value: s.recentGroups },
    { label: t('postPairing.summary.recentFlagged'), value: s.recentFlagged },
  ];
  return (
    <>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="health-summary">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-xl border border-slate-200 bg-white p-3">
            <dt className="text-xs text-slate-700">{tile.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{tile.value}</dd>
          </div>
        ))}
      </dl>
      <Proposals view={view} />
      <Groups view={view} />
      <Recent view={view} />
    </>
  );
}

function Proposals({ view }: { view: View }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const manage = user ? can(user, 'operations:manage') : false;
  const apply = useMutation({
    mutationFn: (p: View['proposals'][number]) =>
      api(matchingEndpoints.applyRegrouping, { seatId: p.seatId, toSessionId: p.to.sessionId }),
    onSuccess: () => toast({ title: t('postPairing.proposals.applied') }),
    onError: (e) =>
      toast({
        title: t('postPairing.proposals.failed'),
        description: errorMessage(e, t('postPairing.proposals.failed')),
        variant: 'destructive',
      }),
    onSettled: () => void invalidatePrefix(queryClient, matchingEndpoints.groupHealth.path),
  });
  return (
    <section aria-labelledby="proposals-title" className="mt-8">
      <h2 id="proposals-title" className="text-xl font-bold text-slate-900">
        {t('postPairing.proposals.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('postPairing.proposals.intro')}</p>
      {view.proposals.length === 0 ? (
        <p
          className="mt-3 rounded-xl border border-dashed border-slate-300 p-5 text-slate-700"
          data-testid="no-proposals"
        >
          {t('postPairing.proposals.empty')}
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 lg:grid-cols-2">
          {view.proposals.map((p) => (
            <li
              key={`${p.seatId}:${p.to.sessionId}`}
              className="rounded-xl border border-indigo-200 bg-white p-4"
              data-testid="regroup-proposal"
              data-seat={p.seatId}
            >
              <p className="font-semibold text-slate-900">
                {p.learnerName} · {p.to.skillName}
              </p>
              <p className="mt-1 text-sm text-slate-800">
                <GroupEnd end={p.from} />
              </p>
              <p className="flex items-start gap-1 text-sm text-slate-800">
                <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-700" />
                <span className="sr-only">{t('postPairing.to')}: </span>
                <GroupEnd end={p.to} />
              </p>
              <ul className="mt-2 flex flex-wrap gap-1" aria-label={t('postPairing.why')}>
                {p.reasons.map((r) => (
                  <li key={r}>
                    <Badge tone="slate">{t(`postPairing.reasons.${r}`)}</Badge>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-slate-700">
                {t('postPairing.proposals.gain', {
                  gain: p.gain,
                  fit: p.parts.fit,
                  fill: p.parts.fill,
                  level: p.parts.level,
                  rating: p.parts.rating,
                })}
              </p>
              {manage ? (
                <Button size="sm" className="mt-3" disabled={apply.isPending} onClick={() => apply.mutate(p)}>
                  {t('postPairing.proposals.apply')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const FLAG_TONE = { noProfile: 'slate' } as const;

function Groups({ view }: { view: View }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="groups-title" className="mt-8">
      <h2 id="groups-title" className="text-xl font-bold text-slate-900">
        {t('postPairing.groups.title', { days: view.horizonDays })}
      </h2>
      {view.groups.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-5 text-slate-700">
          {t('postPairing.groups.empty')}
        </p>
      ) : (
        <ShowAll total={view.groups.length}>
          {(limit) => (
            <ul
              className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
              data-testid="health-groups"
            >
              {view.groups.slice(0, limit).map((g) => (
                <li
                  key={g.sessionId}
                  className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start"
                  data-testid="health-group"
                >
                  <div className="flex items-center gap-2 sm:w-24">
                    <Activity aria-hidden="true" className="size-5 text-indigo-700" />
                    <span className="text-2xl font-bold text-slate-900">{g.health.score}</span>
                    <span className="sr-only">{t('postPairing.groups.scoreOf')}</span>
                  </div>
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">
                      {g.skillName} · {formatDateTime(g.startsAt, i18n.language)} · {g.tutorName}
                    </p>
                    <p className="text-sm text-slate-700">
                      {t('postPairing.groups.members', { count: g.learners, capacity: g.capacity })}
                      {g.members.length > 0 ? `: ${g.members.join(', ')}` : ''}
                    </p>
                    <p className="text-xs text-slate-700">
                      {t('postPairing.groups.parts', {
                        fill: Math.round(g.health.parts.fill * 100),
                        attendance:
                          g.health.parts.attendance === null
                            ? t('postPairing.unknown')
                            : `${Math.round(g.health.parts.attendance * 100)} %`,
                        rating:
                          g.health.parts.rating === null
                            ? t('postPairing.unknown')
                            : `${Math.round(g.health.parts.rating * 100)} %`,
                      })}
                    </p>
                  </div>
                  {g.health.flags.length > 0 ? (
                    <ul
                      className="flex flex-wrap gap-1 sm:justify-end"
                      aria-label={t('postPairing.groups.flags')}
                    >
                      {g.health.flags.map((f) => (
                        <li key={f}>
                          <Badge tone={f in FLAG_TONE ? 'slate' : 'amber'}>
                            {t(`postPairing.flags.${f}`)}
                          </Badge>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </ShowAll>
      )}
    </section>
  );
}

function Recent({ view }: { view: View }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="recent-title" className="mt-8">
      <h2 id="recent-title" className="text-xl font-bold text-slate-900">
        {t('postPairing.recent.title')}
      </h2>
      {view.recent.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-5 text-slate-700">
          {t('postPairing.recent.empty')}
        </p>
      ) : (
        <ShowAll total={view.recent.length}>
          {(limit) => (
            <ul
              className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
              data-testid="recent-groups"
            >
              {view.recent.slice(0, limit).map((r) => (
                <li key={r.sessionId} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900">
                      {r.skillName} · {formatDateTime(r.startsAt, i18n.language)} · {r.tutorName}
                    </p>
                    <p className="text-sm text-slate-700">
                      {t('postPairing.recent.line', {
                        seats: r.seats,
                        capacity: r.capacity,
                        attendance:
                          r.attendance === null
                            ? t('postPairing.unknown')
                            : `${Math.round(r.attendance * 100)} %`,
                        rating: r.rating === null ? t('postPairing.unknown') : r.rating,
                        count: r.ratings,
                      })}
                    </p>
                  </div>
                  {r.flags.length > 0 ? (
                    <ul className="flex flex-wrap gap-1" aria-label={t('postPairing.groups.flags')}>
                      {r.flags.map((f) => (
                        <li key={f}>
                          <Badge tone="amber">{t(`postPairing.flags.${f}`)}</Badge>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </ShowAll>
      )}
    </section>
  );
}
