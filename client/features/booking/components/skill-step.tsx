import { Search, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { skillName } from '../../catalog';

export interface SkillOption {
  id: string;
  name: string;
}

/** SPEC.md 9: suggestions from 2 characters on, at most 8 chips shown. */
const MIN_QUERY = 2;
const MAX_CHIPS = 8;

/** Step 1: a skill from the catalogue, found by its name in the reader's language. */
export function SkillStep({
  skills,
  chosen,
  onChoose,
}: {
  skills: SkillOption[];
  chosen: SkillOption | null;
  onChoose(skill: SkillOption | null): void;
}) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const inputId = useId();
  const named = useMemo(() => skills.map((s) => ({ ...s, label: skillName(t, s) })), [skills, t]);
  const needle = query.trim().toLocaleLowerCase(i18n.language);
  const matches =
    needle.length >= MIN_QUERY
      ? named
          .filter(
            (s) =>
              s.label.toLocaleLowerCase(i18n.language).includes(needle) ||
              s.name.toLowerCase().includes(needle),
          )
          .slice(0, MAX_CHIPS)
      : [];

  if (chosen)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-medium text-slate-900" data-testid="chosen-skill">
          {t('booking.skill.chosen', { skill: skillName(t, chosen) })}
        </p>
        <Button variant="outline" size="sm" onClick={() => onChoose(null)}>
          <X aria-hidden="true" className="size-4" />
          {t('booking.skill.change')}
        </Button>
      </div>
    );

  return (
    <div>
      <label htmlFor={inputId} className="block font-medium text-slate-900">
        {t('booking.skill.label')}
      </label>
      <div className="relative mt-2 max-w-md">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500"
        />
        <Input
          id={inputId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('booking.skill.placeholder')}
          className="pl-10"
          autoComplete="off"
          data-testid="skill-search"
        />
      </div>
      {needle.length >= MIN_QUERY ? (
        matches.length ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('booking.skill.suggestions')}>
            {matches.map((s) => (
              <li key={s.id}>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onChoose(s)}
                  data-testid="skill-suggestion"
                >
                  {s.label}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-700" role="status">
            {t('booking.skill.noMatch', { query: query.trim() })}
          </p>
        )
      ) : null}
    </div>
  );
}
