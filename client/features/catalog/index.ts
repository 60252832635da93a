export { catalogQueries } from './api/catalog.queries';
export { skillName, skillDescription } from './lib/skill-text';
