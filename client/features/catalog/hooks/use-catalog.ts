import { catalogEndpoints } from '../../../../common/contracts/endpoints';
import type { EndpointOutput } from '../../../../common/contracts/define';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogQueries } from '../api/catalog.queries';
import { skillDescription, skillName } from '../lib/skill-text';
import { isCatalogId } from '../../../../common/contracts/values';

export type SkillSummary = EndpointOutput<typeof catalogEndpoints.listSkills>[number];
export type CitySummary = EndpointOutput<typeof catalogEndpoints.listCities>[number];
export type TutorCardData = EndpointOutput<typeof catalogEndpoints.getSkill>['tutors'][number];

/** Ids the contracts refuse (upper case, odd characters) are unknown pages: no request is made. */
export { isCatalogId } from '../../../../common/contracts/values';

/** Seeded skill names and descriptions in the reader's language (lib/skill-text.ts). */
function useLocalised() {
  const { t } = useTranslation();
  const skill = useCallback(
    <S extends SkillSummary>(s: S): S => ({
      ...s,
      name: skillName(t, s),
      description: skillDescription(t, s),
    }),
    [t],
  );
  const tutor = useCallback(
    (tutor: TutorCardData): TutorCardData => ({
      ...tutor,
      expertise: tutor.expertise.map((s) => ({ ...s, name: skillName(t, s) })),
    }),
    [t],
  );
  return useMemo(() => ({ skill, tutor }), [skill, tutor]);
}

export function useSkills() {
  const local = useLocalised();
  return useQuery({
    ...catalogQueries.skills(),
    select: useCallback((skills: SkillSummary[]) => skills.map(local.skill), [local]),
  });
}

export function useCities() {
  return useQuery(catalogQueries.cities());
}

type SkillPageData = EndpointOutput<typeof catalogEndpoints.getSkill>;
type CityPageData = EndpointOutput<typeof catalogEndpoints.getCity>;

export function useSkillPage(id: string) {
  const local = useLocalised();
  return useQuery({
    ...catalogQueries.skill(id),
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
    ...catalogQueries.city(id),
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
