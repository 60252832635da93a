export { Conversations } from './components/conversations';
export { MessageTutor } from './components/message-tutor';
export { messagingQueries } from './api/messaging.queries';
