import type { MatchingProfile } from '../../../../common/contracts/questionnaire';
import { LANGUAGES } from '../../../../common/constants';
import { DAY_PARTS } from '../../../../common/contracts/learning';
import { questionnaireEndpoints } from '../../../../common/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checks } from '../../../components/ui/checks';
import { Select } from '../../../components/ui/select';
import { LoadingBlock } from '../../../components/ui/spinner';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { invalidatePrefix } from '../../../lib/queries';
import { errorMessage } from '../../../lib/error-message';
import { formatLanguageList, languageName } from '../../../lib/format';
import { SIMI_KEY_PREFIX, simiQueries } from '../api/simi.queries';

const AGE_BANDS = ['6-9', '10-12', '13-15', '16-17', 'adult'] as const;
const PACES = ['slow', 'steady', 'fast'] as const;
const STYLES = ['visual', 'auditory', 'reading', 'hands-on'] as const;
const LEVELS = [0, 1, 2, 3, 4, 5] as const;

type Learner = NonNullable<MatchingProfile['learner']>;

/** What Simi learned about a learner, shown back and editable (issue 11); matching reads it as it is. */
export function LearnerProfile() {
  const { t } = useTranslation();
  const profile = useQuery(simiQueries.profile());
  if (profile.isLoading) return <LoadingBlock label={t('common.loading')} compact />;
  const data = profile.data;
  return (
    <section aria-labelledby="learning-profile" data-testid="learning-profile">
      <h2 id="learning-profile" className="text-xl font-bold text-slate-900">
        {t('simi.profile.title')}
      </h2>
      {!data?.learner && (data?.skills.length ?? 0) === 0 ? (
        <p className="mt-2 text-slate-700">{t('simi.profile.empty')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{t('simi.profile.intro')}</p>
          {data?.learner ? <GeneralProfile learner={data.learner} /> : null}
          {data && data.skills.length > 0 ? <SkillProfiles skills={data.skills} /> : null}
        </>
      )}
    </section>
  );
}

function useSaved() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return {
    onSuccess: () => {
      toast({ title: t('simi.profile.saved') });
      void invalidatePrefix(queryClient, SIMI_KEY_PREFIX);
    },
    onError: (e: unknown) =>
      toast({
        title: t('simi.toast.errorTitle'),
        description: errorMessage(e, t('simi.toast.submitFailed')),
        variant: 'destructive',
      }),
  };
}

function GeneralProfile({ learner }: { learner: Learner }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Learner>(learner);
  const saved = useSaved();
  const save = useMutation({
    mutationFn: () => api(questionnaireEndpoints.updateProfile, draft),
    ...saved,
    onSuccess: () => {
      saved.onSuccess();
      setEditing(false);
    },
  });
  const ids = { age: useId(), pace: useId(), style: useId() };
  const notSet = t('simi.profile.notSet');
  if (!editing)
    return (
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <Row
            label={t('simi.profile.ageBand')}
            value={learner.ageBand ? t(`simi.options.ages.${learner.ageBand}`) : notSet}
          />
          <Row
            label={t('simi.profile.languages')}
            value={learner.languages.length ? formatLanguageList(learner.languages, i18n.language) : notSet}
          />
          <Row
            label={t('simi.profile.availability')}
            value={
              learner.availability.length
                ? learner.availability.map((p) => t(`simi.options.dayParts.${p}`)).join(', ')
                : notSet
            }
          />
          <Row
            label={t('simi.profile.pace')}
            value={learner.pace ? t(`simi.options.pace.${learner.pace}`) : notSet}
          />
          <Row
            label={t('simi.profile.style')}
            value={learner.style ? t(`simi.options.style.${learner.style}`) : notSet}
          />
        </dl>
        <Button
          variant="outline"
          size="sm"
          className="mt-4"
          onClick={() => {
            setDraft(learner);
            setEditing(true);
          }}
        >
          {t('simi.profile.edit')}
        </Button>
      </div>
    );
  return (
    <form
      className="mt-4 space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
      data-testid="profile-form"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Choice
          id={ids.age}
          label={t('simi.profile.ageBand')}
          value={draft.ageBand}
          values={AGE_BANDS}
          group="ages"
          onChange={(v) => setDraft({ ...draft, ageBand: v as Learner['ageBand'] })}
        />
        <Choice
          id={ids.pace}
          label={t('simi.profile.pace')}
          value={draft.pace}
          values={PACES}
          group="pace"
          onChange={(v) => setDraft({ ...draft, pace: v as Learner['pace'] })}
        />
        <Choice
          id={ids.style}
          label={t('simi.profile.style')}
          value={draft.style}
          values={STYLES}
          group="style"
          onChange={(v) => setDraft({ ...draft, style: v as Learner['style'] })}
        />
      </div>
      <Checks
        legend={t('simi.profile.availability')}
        values={DAY_PARTS}
        label={(p) => t(`simi.options.dayParts.${p}`)}
        chosen={draft.availability}
        onChange={(availability) => setDraft({ ...draft, availability })}
      />
      <Checks
        legend={t('simi.profile.languages')}
        values={LANGUAGES}
        label={(l) => languageName(l, i18n.language)}
        chosen={draft.languages}
        onChange={(languages) => setDraft({ ...draft, languages: languages as Learner['languages'] })}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('simi.profile.save')}
        </Button>
        <Button variant="outline" onClick={() => setEditing(false)}>
          {t('simi.profile.cancel')}
        </Button>
      </div>
    </form>
  );
}

function SkillProfiles({ skills }: { skills: MatchingProfile['skills'] }) {
  const { t } = useTranslation();
  return (
    <div className="mt-4">
      <h3 className="font-semibold text-slate-900">{t('simi.profile.skills')}</h3>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2">
        {skills.map((s) => (
          <SkillLevel key={s.skillId} skill={s} />
        ))}
      </ul>
    </div>
  );
}

function SkillLevel({ skill }: { skill: MatchingProfile['skills'][number] }) {
  const { t } = useTranslation();
  const id = useId();
  const saved = useSaved();
  const save = useMutation({
    mutationFn: (level: number) =>
      api(questionnaireEndpoints.updateSkillProfile, { level }, { params: { skillId: skill.skillId } }),
    ...saved,
  });
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="skill-profile">
      <p className="font-semibold text-slate-900">{skill.skillName}</p>
      <label htmlFor={id} className="mt-2 block text-sm text-slate-700">
        {t('simi.profile.level')}
      </label>
      <Select
        id={id}
        size="sm"
        className="mt-1 w-full"
        value={skill.level}
        disabled={save.isPending}
        onChange={(e) => save.mutate(Number(e.target.value))}
      >
        {LEVELS.map((l) => (
          <option key={l} value={l}>
            {t(`simi.results.levelNames.${l}`)}
          </option>
        ))}
      </Select>
      {skill.goals.length > 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {t('simi.profile.goals')}: {skill.goals.map((g) => t(`simi.options.goals.${g}`)).join(', ')}
        </p>
      ) : null}
      {skill.confidence !== null ? (
        <p className="mt-1 text-xs text-slate-600">{t('simi.results.confidence', { n: skill.confidence })}</p>
      ) : null}
    </li>
  );
}

/** A tutor's teaching profile from Simi (asking Simi again changes it). */
export function TeachingProfile() {
  const { t } = useTranslation();
  const profile = useQuery(simiQueries.profile());
  const tutor = profile.data?.tutor;
  if (!tutor) return null;
  const notSet = t('simi.profile.notSet');
  return (
    <section
      aria-labelledby="teaching-profile"
      className="mt-4 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="teaching-profile"
    >
      <h3 id="teaching-profile" className="font-semibold text-slate-900">
        {t('simi.profile.tutorTitle')}
      </h3>
      <dl className="mt-2 grid gap-3 text-sm sm:grid-cols-2">
        <Row
          label={t('simi.profile.teachStyle')}
          value={tutor.style ? t(`simi.options.style.${tutor.style}`) : notSet}
        />
        <Row
          label={t('simi.profile.pace')}
          value={tutor.pace ? t(`simi.options.pace.${tutor.pace}`) : notSet}
        />
        <Row
          label={t('simi.profile.teachAges')}
          value={
            tutor.ageBands.length ? tutor.ageBands.map((b) => t(`simi.options.ages.${b}`)).join(', ') : notSet
          }
        />
        <Row
          label={t('simi.profile.groupExperience')}
          value={tutor.groupExperience !== null ? `${tutor.groupExperience}/10` : notSet}
        />
      </dl>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

function Choice({
  id,
  label,
  value,
  values,
  group,
  onChange,
}: {
  id: string;
  label: string;
  value: string | null;
  values: readonly string[];
  group: string;
  onChange: (v: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      <Select
        id={id}
        size="sm"
        className="mt-1 w-full"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">{t('simi.profile.notSet')}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {t(`simi.options.${group}.${v}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
