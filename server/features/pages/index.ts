export { PAGE_CACHE_MS, type PageSource } from './pages.service.ts';
export { registerPageRoutes } from './pages.routes.ts';
