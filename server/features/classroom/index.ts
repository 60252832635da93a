export { registerClassroomRoutes } from './classroom.routes.ts';
export { chatOfLearnerSession } from './classroom.service.ts';
