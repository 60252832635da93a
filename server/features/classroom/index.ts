export { registerClassroomRoutes } from './classroom.routes.ts';
export { chatOfLearnerSession, room, say } from './classroom.service.ts';
