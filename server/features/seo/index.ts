export { createPageRenderer, type PageRenderer, pageHtml, type RenderedPage } from './render.ts';
export { registerSeoRoutes } from './seo.routes.ts';
