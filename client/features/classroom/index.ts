export { JoinLink } from './components/join-link';
export { classroomQueries } from './api/classroom.queries';
export { ChatLog } from './components/chat';
