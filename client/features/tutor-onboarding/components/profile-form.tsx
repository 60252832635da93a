import { TEACHING_LANGUAGES, SKILL_LEVELS, type SkillLevel } from '../../../../common/constants';
import { tutorOnboardingEndpoints } from '../../../../common/contracts/endpoints';
import {
  type Application,
  BIO_MIN_LENGTH,
  type ProfileInput,
} from '../../../../common/contracts/tutor-onboarding';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { languageName } from '../../../lib/format';
import { catalogQueries, skillName } from '../../catalog';
import { onboardingQueries } from '../api/onboarding.queries';

const toInput = (a: Application): ProfileInput => ({
  headline: a.profile.headline,
  bio: a.profile.bio,
  cityId: a.profile.cityId,
  languages: a.profile.languages,
  yearsExperience: a.profile.yearsExperience,
  worksWithMinors: a.profile.worksWithMinors,
  skills: a.skills.map((s) => ({ skillId: s.skillId, levels: s.levels })),
});

/** The profile part of the application: what learners will see on the tutor's card, and what they teach. */
export function ProfileForm({ application }: { application: Application }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ProfileInput>(() => toInput(application));
  const [adding, setAdding] = useState('');
  const skills = useQuery(catalogQueries.skills());
  const cities = useQuery(catalogQueries.cities());
  const ids = {
    headline: useId(),
    bio: useId(),
    city: useId(),
    years: useId(),
    skill: useId(),
    bioHint: useId(),
  };
  const disabled = !application.editable;

  const save = useMutation({
    mutationFn: (body: ProfileInput) => api(tutorOnboardingEndpoints.saveApplication, body),
    onSuccess: (next) => {
      queryClient.setQueryData(onboardingQueries.application().queryKey, next);
      toast({ title: t('onboarding.profile.saved') });
    },
    onError: (error) =>
      toast({
        title: t('onboarding.profile.notSaved'),
        description: errorMessage(error, t('onboarding.errors.failed')),
        variant: 'destructive',
      }),
  });

  const nameOf = (id: string) => {
    const skill = skills.data?.find((s) => s.id === id) ?? application.skills.find((s) => s.skillId === id);
    return skill ? skillName(t, { id, name: skill.name }) : id;
  };
  const setLevels = (skillId: string, levels: SkillLevel[]) =>
    setDraft({ ...draft, skills: draft.skills.map((s) => (s.skillId === skillId ? { ...s, levels } : s)) });

  return (
    <form
      className="space-y-6"
      data-testid="profile-form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(draft);
      }}
    >
      <fieldset disabled={disabled} className="space-y-6">
        <TextField
          id={ids.headline}
          label={t('onboarding.profile.headline')}
          hint={t('onboarding.profile.headlineHint')}
          maxLength={120}
          value={draft.headline}
          onChange={(e) => setDraft({ ...draft, headline: e.target.value })}
          data-testid="profile-headline"
        />
        <div>
          <Label htmlFor={ids.bio}>{t('onboarding.profile.bio')}</Label>
          <Textarea
            id={ids.bio}
            rows={6}
            maxLength={2000}
            aria-describedby={ids.bioHint}
            value={draft.bio}
            onChange={(e) => setDraft({ ...draft, bio: e.target.value })}
            className="mt-1.5"
            data-testid="profile-bio"
          />
          <p id={ids.bioHint} className="mt-1.5 text-sm text-slate-700">
            {t('onboarding.profile.bioHint', { min: BIO_MIN_LENGTH, count: draft.bio.trim().length })}
          </p>
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <Label htmlFor={ids.city}>{t('onboarding.profile.city')}</Label>
            <Select
              id={ids.city}
              className="mt-1.5 w-full"
              value={draft.cityId ?? ''}
              onChange={(e) => setDraft({ ...draft, cityId: e.target.value || null })}
            >
              <option value="">{t('onboarding.profile.noCity')}</option>
              {(cities.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor={ids.years}>{t('onboarding.profile.years')}</Label>
            <Input
              id={ids.years}
              type="number"
              min={0}
              max={60}
              className="mt-1.5"
              value={draft.yearsExperience}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  yearsExperience: Math.max(0, Math.min(60, Number(e.target.value) || 0)),
                })
              }
            />
          </div>
        </div>

        <fieldset>
          <legend className="font-medium text-slate-900">{t('onboarding.profile.languages')}</legend>
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="profile-languages">
            {TEACHING_LANGUAGES.map((code) => {
              const id = `teach-${code}`;
              return (
                <li key={code} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={draft.languages.includes(code)}
                    onCheckedChange={(on) =>
                      setDraft({
                        ...draft,
                        languages: on
                          ? [...draft.languages, code]
                          : draft.languages.filter((l) => l !== code),
                      })
                    }
                  />
                  <label htmlFor={id} className="text-sm text-slate-800">
                    {languageName(code, i18n.language)}
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>

        <fieldset>
          <legend className="font-medium text-slate-900">{t('onboarding.profile.skills')}</legend>
          <p className="text-sm text-slate-700">{t('onboarding.profile.skillsHint')}</p>
          {draft.skills.length ? (
            <ul className="mt-3 space-y-2" data-testid="profile-skills">
              {draft.skills.map((s) => (
                <li
                  key={s.skillId}
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 p-3"
                >
                  <span className="min-w-32 font-medium text-slate-900">{nameOf(s.skillId)}</span>
                  {SKILL_LEVELS.map((level) => {
                    const id = `${s.skillId}-${level}`;
                    return (
                      <span key={level} className="flex items-center gap-2">
                        <Checkbox
                          id={id}
                          checked={s.levels.includes(level)}
                          onCheckedChange={(on) =>
                            setLevels(
                              s.skillId,
                              on ? [...s.levels, level] : s.levels.filter((l) => l !== level),
                            )
                          }
                        />
                        <label htmlFor={id} className="text-sm text-slate-800">
                          {t(`booking.format.levels.${level}`)}
                        </label>
                      </span>
                    );
                  })}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ml-auto"
                    aria-label={t('onboarding.profile.removeSkill', { skill: nameOf(s.skillId) })}
                    onClick={() =>
                      setDraft({ ...draft, skills: draft.skills.filter((x) => x.skillId !== s.skillId) })
                    }
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-600">{t('onboarding.profile.noSkills')}</p>
          )}
          <div className="mt-3 flex flex-wrap items-end gap-2">
            <div>
              <Label htmlFor={ids.skill}>{t('onboarding.profile.addSkill')}</Label>
              <Select
                id={ids.skill}
                className="mt-1.5 w-64"
                value={adding}
                onChange={(e) => setAdding(e.target.value)}
                data-testid="skill-picker"
              >
                <option value="">{t('onboarding.profile.chooseSkill')}</option>
                {(skills.data ?? [])
                  .filter((s) => !draft.skills.some((x) => x.skillId === s.id))
                  .map((s) => ({ id: s.id, label: skillName(t, s) }))
                  .sort((a, b) => a.label.localeCompare(b.label, i18n.language))
                  .map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.label}
                    </option>
                  ))}
              </Select>
            </div>
            <Button
              variant="outline"
              disabled={!adding || draft.skills.length >= 10}
              onClick={() => {
                setDraft({ ...draft, skills: [...draft.skills, { skillId: adding, levels: ['beginner'] }] });
                setAdding('');
              }}
              data-testid="add-skill"
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('onboarding.profile.add')}
            </Button>
          </div>
        </fieldset>

        <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-4">
          <Checkbox
            id="works-with-minors"
            checked={draft.worksWithMinors}
            onCheckedChange={(on) => setDraft({ ...draft, worksWithMinors: on === true })}
            data-testid="works-with-minors"
          />
          <label htmlFor="works-with-minors" className="text-sm text-slate-800">
            <span className="font-medium text-slate-900">{t('onboarding.profile.minors')}</span>
            <br />
            {t('onboarding.profile.minorsHint')}
          </label>
        </div>
      </fieldset>
      {application.editable ? (
        <Button type="submit" disabled={save.isPending} data-testid="save-profile">
          {t('onboarding.profile.save')}
        </Button>
      ) : null}
    </form>
  );
}
