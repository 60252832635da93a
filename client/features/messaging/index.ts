export { Conversations } from './components/conversations';
export { MessageTutor } from './components/message-tutor';
export { MESSAGING_KEY_PREFIX, messagingQueries } from './api/messaging.queries';
export { ConversationToggle, MessageList } from './components/conversations';
