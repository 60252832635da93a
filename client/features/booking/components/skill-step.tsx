import type { Language } from '../../../../common/constants';
import { searchEndpoints } from '../../../../common/contracts/endpoints';
import { SUGGESTIONS } from '../../../../common/contracts/search';
import { useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { endpointQuery } from '../../../lib/queries';
import { skillName } from '../../catalog';

export interface SkillOption {
  id: string;
  name: string;
}

const { minQuery: MIN_QUERY, maxChips: MAX_CHIPS, debounceMs: DEBOUNCE_MS } = SUGGESTIONS;

/** The text once typing has paused for SPEC.md 9's 300 ms. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * Step 1: a skill from the catalogue, found by its name in the reader's language: what contains the
 * text at once, then the server's suggestions (typos forgiven) once typing pauses.
 */
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
  const settled = useSettled(query.trim());
  const suggested = useQuery({
    ...endpointQuery(searchEndpoints.suggestions, { q: settled, language: i18n.language as Language }),
    enabled: settled.length >= MIN_QUERY,
    retry: false,
  });
  const matches = useMemo(() => {
    if (needle.length < MIN_QUERY) return [];
    const local = named.filter(
      (s) =>
        s.label.toLocaleLowerCase(i18n.language).includes(needle) || s.name.toLowerCase().includes(needle),
    );
    const byId = new Map(named.map((s) => [s.id, s]));
    // Should the call fail, the local matches stand alone: the catalogue loaded with the page is the
    // local list SPEC.md 8 falls back to (and holds every skill of its sample list that exists).
    const fromServer = (suggested.data?.skills ?? [])
      .map((s) => byId.get(s.id))
      .filter((s) => s !== undefined);
    const seen = new Set<string>();
    return [...local, ...fromServer].filter((s) => !seen.has(s.id) && seen.add(s.id)).slice(0, MAX_CHIPS);
  }, [needle, named, suggested.data, i18n.language]);
  const searching = needle.length >= MIN_QUERY && (settled !== query.trim() || suggested.isFetching);

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
        ) : searching ? null : (
          <p className="mt-3 text-sm text-slate-700" role="status">
            {t('booking.skill.noMatch', { query: query.trim() })}
          </p>
        )
      ) : null}
    </div>
  );
}
