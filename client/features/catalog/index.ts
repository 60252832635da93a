export { catalogQueries } from './api/catalog.queries';
export { skillName, skillDescription } from './lib/skill-text';
export { TutorCard } from './components/tutor-card';
export type { TutorCardData } from './hooks/use-catalog';
export { BookLink } from './components/catalog-parts';
export { bookingHref } from './lib/booking-href';
