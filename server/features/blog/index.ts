export { registerBlogRoutes } from './blog.routes.ts';
export { getPublished, listPublished } from './blog.service.ts';
