import type { FastifyInstance } from 'fastify';
import { assistantContracts as c } from '../../../common/contracts/assistant.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { chat } from './assistant.service.ts';

export function registerAssistantRoutes(app: FastifyInstance, ctx: AppContext) {
  // Per user, in the shared limiter (Redis with REDIS_URL): each question may cost an LLM call.
  const limit = ctx.env.RATE_LIMIT_DISABLED
    ? undefined
    : { max: 20, timeWindow: '10 minutes', per: 'user' as const };
  route(app, c.chat, { access: 'user', rateLimit: limit }, async ({ auth, input, reply }) => {
    // A user who leaves the page does not keep a provider call running.
    const gone = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    return chat(ctx, auth.user, input, gone.signal);
  });
}
