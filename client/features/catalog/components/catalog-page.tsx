import { useRoute } from 'wouter';
import { CitiesIndex } from './cities-index';
import { CityPage } from './city-page';
import { SkillPage } from './skill-page';
import { SkillsIndex } from './skills-index';

/**
 * The one SEO landing screen of SPEC.md 2.1 for /skills, /cities, /learn/{skillId} and /city/{cityId}:
 * every count on it comes from the catalogue API.
 */
export function CatalogPage() {
  const [isSkill, skill] = useRoute<{ skillId: string }>('/learn/:skillId');
  const [isCity, city] = useRoute<{ cityId: string }>('/city/:cityId');
  const [isCities] = useRoute('/cities');
  if (isSkill) return <SkillPage key={skill.skillId} skillId={skill.skillId} />;
  if (isCity) return <CityPage key={city.cityId} cityId={city.cityId} />;
  if (isCities) return <CitiesIndex />;
  return <SkillsIndex />;
}
