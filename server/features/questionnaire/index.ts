export { registerQuestionnaireRoutes } from './questionnaire.routes.ts';
export { profile as simiProfile } from './questionnaire.service.ts';
