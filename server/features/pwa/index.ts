export { manifestPathFor } from './manifest.ts';
export { registerPwaRoutes } from './pwa.routes.ts';
