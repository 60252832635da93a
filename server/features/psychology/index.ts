export { registerPsychologyRoutes } from './psychology.routes.ts';
