export { registerConversionRoutes } from './conversion.routes.ts';
