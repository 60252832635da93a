export { registerCatalogRoutes } from './catalog.routes.ts';
export { getCityPage, getSkillPage, listCities, listSkills } from './catalog.service.ts';
export { toTutorCards } from './tutor-card.ts';
export { availabilityOf, findSkillsLike, findTutors, findTutorsForSkills } from './tutor-directory.repo.ts';
