export { registerLegalRoutes } from './legal.routes.ts';
export { getDocument, listCurrent, recordAcceptance } from './legal.service.ts';
