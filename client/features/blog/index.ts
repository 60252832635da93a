export { blogQueries } from './api/blog.queries';
