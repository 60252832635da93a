export { registerMessagingRoutes } from './messaging.routes.ts';
export { conversationOfLearner, conversationsOfLearner } from './messaging.service.ts';
export { redactContactDetails } from './messaging.policy.ts';
