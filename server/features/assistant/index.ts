export { registerAssistantRoutes } from './assistant.routes.ts';
