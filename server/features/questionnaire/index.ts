export { registerQuestionnaireRoutes } from './questionnaire.routes.ts';
