export { registerClassroomRoutes } from './classroom.routes.ts';
