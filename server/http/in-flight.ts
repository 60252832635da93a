import type { FastifyInstance } from 'fastify';

/**
 * Counts requests whose handler has not produced an answer yet. Fastify's close() returns once the
 * sockets are gone, but a handler whose client hung up (a sign-in still hashing, say) runs on; the
 * database must stay open until it is done. onSend runs for every answer, errors included, even when
 * the socket is already closed.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** Counted by trackInFlight and not answered yet. */
    inFlight: boolean;
  }
}

export function trackInFlight(app: FastifyInstance) {
  let count = 0;
  // A flag on the request (a field of its shape) rather than a set: no hashing on every request.
  app.decorateRequest('inFlight', false);
  app.addHook('onRequest', (req, _reply, done) => {
    count++;
    req.inFlight = true;
    done();
  });
  app.addHook('onSend', (req, _reply, _payload, done) => {
    if (req.inFlight) {
      req.inFlight = false;
      count--;
    }
    done();
  });
  return {
    get count() {
      return count;
    },
    /** Resolves when every counted handler has answered, or after `timeoutMs`. */
    async drained(timeoutMs = 10_000): Promise<void> {
      const end = Date.now() + timeoutMs;
      while (count > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    },
  };
}
