import { contentEndpoints as c } from '../../../../common/contracts/routes';
import type { EndpointOutput } from '../../../../common/contracts/define';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { api } from '../../../lib/api';
import { useSeedText } from '../../../lib/seed-text';
import { isCatalogId } from '../../../../common/contracts/values';

export type SkillSummary = EndpointOutput<typeof c.listSkills>[number];
export type CitySummary = EndpointOutput<typeof c.listCities>[number];
export type TutorCardData = EndpointOutput<typeof c.getSkill>['tutors'][number];

/** Ids the contracts refuse (upper case, odd characters) are unknown pages: no request is made. */
export { isCatalogId } from '../../../../common/contracts/values';

/** Seeded skill names and descriptions in the reader's language (client/lib/seed-text.ts). */
function useLocalised() {
  const seed = useSeedText();
  const skill = useCallback(
    <S extends SkillSummary>(s: S): S => ({ ...s, name: seed(s.name), description: seed(s.description) }),
    [seed],
  );
  const tutor = useCallback(
    (t: TutorCardData): TutorCardData => ({ ...t, expertise: t.expertise.map(seed) }),
    [seed],
  );
  return useMemo(() => ({ skill, tutor }), [skill, tutor]);
}

export function useSkills() {
  const local = useLocalised();
  return useQuery({
    queryKey: [c.listSkills.path],
    queryFn: ({ signal }) => api(c.listSkills, {}, { signal }),
    select: useCallback((skills: SkillSummary[]) => skills.map(local.skill), [local]),
  });
}

export function useCities() {
  return useQuery({
    queryKey: [c.listCities.path],
    queryFn: ({ signal }) => api(c.listCities, {}, { signal }),
  });
}

type SkillPageData = EndpointOutput<typeof c.getSkill>;
type CityPageData = EndpointOutput<typeof c.getCity>;

export function useSkillPage(id: string) {
  const local = useLocalised();
  return useQuery({
    queryKey: [c.getSkill.path, id],
    queryFn: ({ signal }) => api(c.getSkill, {}, { signal, params: { id } }),
    enabled: isCatalogId(id),
    select: useCallback(
      (page: SkillPageData) => ({
        ...page,
        skill: local.skill(page.skill),
        tutors: page.tutors.map(local.tutor),
      }),
      [local],
    ),
  });
}

export function useCityPage(id: string) {
  const local = useLocalised();
  return useQuery({
    queryKey: [c.getCity.path, id],
    queryFn: ({ signal }) => api(c.getCity, {}, { signal, params: { id } }),
    enabled: isCatalogId(id),
    select: useCallback(
      (page: CityPageData) => ({
        ...page,
        tutors: page.tutors.map(local.tutor),
        skills: page.skills.map(local.skill),
      }),
      [local],
    ),
  });
}
