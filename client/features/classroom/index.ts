export { JoinLink } from './components/join-link';
export { classroomQueries } from './api/classroom.queries';
