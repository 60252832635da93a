export { blogQueries } from './api/blog.queries';
export { blogRoutes } from './routes';
