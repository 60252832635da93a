import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const GIVEN_ID = /^[\w-]{8,64}$/;

/**
 * Request ids: the caller's X-Request-Id when it is a plausible one (a proxy's, so logs line up
 * across hops), else this process's random prefix and a counter. Unique across nodes and restarts
 * without a UUID per request; an id only has to tell log lines apart, it guards nothing.
 */
export function requestIds(): (req: IncomingMessage) => string {
  const prefix = randomBytes(6).toString('base64url');
  let n = 0;
  return (req) => {
    const given = req.headers['x-request-id'];
    if (typeof given === 'string' && GIVEN_ID.test(given)) return given;
    n = (n + 1) % Number.MAX_SAFE_INTEGER;
    return `${prefix}-${n.toString(36)}`;
  };
}
