import type { EndpointOutput } from '../../../../common/contracts/define';
import type { matchingDemoEndpoints } from '../../../../common/contracts/endpoints';
import { DEMO_EMPHASES, DEMO_POOL_SIZES } from '../../../../common/contracts/matching';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Shuffle, Sparkles, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { LoadingBlock } from '../../../components/ui/spinner';
import { languageName } from '../../../lib/format';
import { type DemoControls, matchingDemoQuery } from '../api/matching.queries';

const PARTS = ['learners', 'tutor', 'language', 'slots', 'fill'] as const;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7].map((d) => new Date(Date.UTC(2024, 0, d)));

/** /ai-skill-matching-demo: the engine runs live on a generated pool; the groups it forms, and why. */
export function MatchingDemoPage() {
  const { t } = useTranslation();
  const [controls, setControls] = useState<DemoControls>({
    learners: '30',
    seed: 1,
    emphasis: 'balanced',
    openGroups: true,
  });
  const demo = useQuery({ ...matchingDemoQuery(controls), placeholderData: keepPreviousData });
  const ids = { pool: useId(), emphasis: useId(), open: useId() };
  const data = demo.data;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:py-12" data-testid="matching-demo">
      <h1 className="flex items-center gap-2 text-3xl font-bold text-slate-900">
        <Sparkles aria-hidden="true" className="size-7 text-indigo-600" />
        {t('matchingDemo.title')}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t('matchingDemo.intro')}</p>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">{t('matchingDemo.rules')}</p>

      <form
        className="mt-6 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:flex-wrap sm:items-end"
        onSubmit={(e) => e.preventDefault()}
      >
        <div>
          <label htmlFor={ids.pool} className="text-sm font-medium text-slate-900">
            {t('matchingDemo.pool')}
          </label>
          <Select
            id={ids.pool}
            className="mt-1 w-full sm:w-40"
            value={controls.learners}
            onChange={(e) => setControls({ ...controls, learners: e.target.value })}
          >
            {DEMO_POOL_SIZES.map((n) => (
              <option key={n} value={n}>
                {t('matchingDemo.poolOption', { count: Number(n) })}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={ids.emphasis} className="text-sm font-medium text-slate-900">
            {t('matchingDemo.emphasis')}
          </label>
          <Select
            id={ids.emphasis}
            className="mt-1 w-full sm:w-64"
            value={controls.emphasis}
            onChange={(e) => setControls({ ...controls, emphasis: e.target.value })}
          >
            {DEMO_EMPHASES.map((x) => (
              <option key={x} value={x}>
                {t(`matchingDemo.emphases.${x}`)}
              </option>
            ))}
          </Select>
        </div>
        <label htmlFor={ids.open} className="flex min-h-11 items-center gap-2 text-sm text-slate-900">
          <input
            id={ids.open}
            type="checkbox"
            className="size-4 accent-indigo-600"
            checked={controls.openGroups}
            onChange={(e) => setControls({ ...controls, openGroups: e.target.checked })}
          />
          {t('matchingDemo.openGroups')}
        </label>
        <Button variant="outline" onClick={() => setControls({ ...controls, seed: controls.seed + 1 })}>
          <Shuffle aria-hidden="true" className="size-4" />
          {t('matchingDemo.shuffle')}
        </Button>
      </form>

      {!data ? (
        <LoadingBlock label={t('common.loading')} />
      ) : (
        <>
          <p className="mt-6 font-medium text-slate-900" role="status" data-testid="demo-summary">
            {t('matchingDemo.summary', {
              learners: data.learners,
              tutors: data.tutors,
              seated: data.seated,
              groups: data.groups.length,
              waiting: data.waiting,
              ms: data.milliseconds,
            })}
          </p>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {data.groups.map((g) => (
              <DemoGroup key={`${g.tutor}-${g.slot}-${g.learners.map((l) => l.id).join()}`} group={g} />
            ))}
          </ul>
          {data.groups.length === 0 ? <p className="mt-4 text-slate-700">{t('matchingDemo.none')}</p> : null}
        </>
      )}
      <div className="mt-10 rounded-2xl bg-indigo-50 p-5">
        <p className="text-slate-800">{t('matchingDemo.cta')}</p>
        <Link href="/learner-dashboard" className={buttonClasses('primary', 'md', 'mt-3')}>
          {t('matchingDemo.ctaButton')}
        </Link>
      </div>
    </main>
  );
}

type Group = EndpointOutput<typeof matchingDemoEndpoints.matchingDemo>['groups'][number];

function DemoGroup({ group: g }: { group: Group }) {
  const { t, i18n } = useTranslation();
  const day = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' }).format(
    WEEKDAYS[Math.floor(g.slot / 24)],
  );
  const hour = `${String(g.slot % 24).padStart(2, '0')}:00`;
  const max = Math.max(...PARTS.map((p) => g.parts[p]), 1);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="demo-group">
      <div className="flex flex-wrap items-center gap-2">
        <Users aria-hidden="true" className="size-5 text-indigo-700" />
        <span className="font-semibold text-slate-900">{t('matchingDemo.tutor', { tutor: g.tutor })}</span>
        <Badge tone={g.openGroup ? 'amber' : 'indigo'}>
          {g.openGroup ? t('matchingDemo.fills') : t('matchingDemo.newGroup')}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {t('matchingDemo.where', {
          skill: g.skill,
          band: g.ageBand,
          language: languageName(g.language, i18n.language),
          when: `${day} ${hour} UTC`,
        })}
      </p>
      <ul className="mt-2 space-y-0.5 text-sm text-slate-900">
        {g.learners.map((l) => (
          <li key={l.id}>
            {t('matchingDemo.learner', { id: l.id, level: l.level, languages: l.languages.join(', ') })}
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 text-xs">
        {PARTS.filter((p) => g.parts[p] > 0).map((p) => (
          <div key={p} className="flex items-center gap-2">
            <dt className="w-28 shrink-0 text-slate-700">{t(`matchingDemo.parts.${p}`)}</dt>
            <dd className="flex flex-1 items-center gap-2">
              <span className="h-2 rounded bg-indigo-500" style={{ width: `${(g.parts[p] / max) * 100}%` }} />
              <span className="text-slate-900">{g.parts[p].toFixed(1)}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm font-semibold text-slate-900">
        {t('matchingDemo.score', { score: g.score })}
      </p>
    </li>
  );
}
