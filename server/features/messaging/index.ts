export { registerMessagingRoutes } from './messaging.routes.ts';
export { conversationOfLearner, conversationsOfLearner } from './messaging.service.ts';
