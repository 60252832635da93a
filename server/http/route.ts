import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Contract } from '../../common/contracts/define.ts';
import { type Access, decideAccess } from '../../common/permissions.ts';
import type { AuthState } from '../core/session/index.ts';
import { AppError } from './app-error.ts';
import type { IdempotencyGuard, IdempotencyScope } from './idempotency.ts';

export interface RouteOptions {
  /**
   * 'public': anyone; 'user': a signed-in user (401 otherwise); { permission }: a signed-in user whose
   * role holds it (common/permissions.ts; 401 signed out, 403 otherwise).
   */
  access: Access;
  /** Calls a user who must set a password may still make (everything else answers 403 requiresPasswordSet). */
  allowWhilePasswordUnset?: boolean;
  /**
   * Per-IP limit, e.g. { max: 10, timeWindow: '1 minute' }; `per: 'user'` counts per signed-in user
   * instead (the same shared store, Redis with REDIS_URL, so every node counts together).
   */
  rateLimit?: { max: number; timeWindow: string; per?: 'ip' | 'user' };
  /**
   * The answer is always far below the compression threshold (1 KiB): the route gets no compression
   * hook, which would only look at it and pass it on.
   */
  smallAnswer?: boolean;
  /** A probe for monitors (health): its answers never mint an anonymous id, token or cookie. */
  probe?: boolean;
  /**
   * A money-moving call: an Idempotency-Key header is required, retries answer the stored result
   * (http/idempotency.ts, ADR 026). Signed-in access only.
   */
  idempotency?: IdempotencyGuard;
}

export interface Handled<C extends Contract> {
  req: FastifyRequest;
  reply: FastifyReply;
  input: z.output<C['input']>;
  /** Path parameters, already checked against the contract's params schema. */
  params: Record<string, string>;
  auth: AuthState | null;
  /** With `idempotency`: the request's key, to complete inside the effect's transaction. */
  idempotency: IdempotencyScope | null;
}

/** What route() registered, per app: the access walker test (http/access.test.ts) reads it. */
export interface RegisteredEndpoint {
  method: string;
  path: string;
  access: Access;
}
const registered = new WeakMap<FastifyInstance, RegisteredEndpoint[]>();
export const registeredEndpoints = (app: FastifyInstance): readonly RegisteredEndpoint[] =>
  registered.get(app) ?? [];

type UserHandled<C extends Contract> = Omit<Handled<C>, 'auth'> & { auth: AuthState };

/**
 * Registers one contract: input validated from its zod schema (body, or query for GET), the output
 * schema used for OpenAPI and, in tests, to check every response. Access rules run before validation
 * so a signed-out caller learns nothing about the shape of the input.
 */
export function route<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  opts: RouteOptions & { access: Exclude<Access, 'public'> },
  handler: (h: UserHandled<C>) => Promise<z.output<C['output']>>,
): void;
export function route<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  opts: RouteOptions,
  handler: (h: Handled<C>) => Promise<z.output<C['output']>>,
): void;
export function route<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  opts: RouteOptions,
  // biome-ignore lint: the overloads above give callers their precise types
  handler: (h: any) => Promise<z.output<C['output']>>,
): void {
  const isQuery = contract.method === 'GET';
  const list = registered.get(app) ?? [];
  registered.set(app, list);
  list.push({ method: contract.method, path: contract.path, access: opts.access });
  const guard = opts.idempotency;
  if (guard && !app.hasRequestDecorator('idempotency')) app.decorateRequest('idempotency', null);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: contract.tags,
      ...(isQuery ? { querystring: contract.input } : { body: contract.input }),
      ...(contract.params ? { params: contract.params } : {}),
      response: { 200: contract.output },
    },
    config: {
      ...(opts.rateLimit ? { rateLimit: rateLimitConfig(opts.rateLimit) } : {}),
      ...(opts.probe ? { probe: true } : {}),
    },
    ...(opts.smallAnswer ? { compress: false as const } : {}),
    // Callback-style: an async hook costs a promise and a tick on every request.
    preValidation: (req, _reply, done) => done(refusal(req, isQuery, opts)),
    ...(guard ? { preHandler: guard.preHandler, onSend: guard.onSend } : {}),
    handler: async (req, reply) =>
      handler({
        req,
        reply,
        input: (isQuery ? req.query : (req.body ?? {})) as z.output<C['input']>,
        params: (req.params ?? {}) as Record<string, string>,
        auth: req.auth,
        idempotency: guard ? req.idempotency : null,
      }),
  });
}

/**
 * @fastify/rate-limit's route config. Its hook runs after the session context's (route hooks follow
 * the app's), so `req.auth` is known; a signed-out caller of a per-user route counts by address.
 */
function rateLimitConfig({ per, ...limit }: NonNullable<RouteOptions['rateLimit']>) {
  if (per !== 'user') return limit;
  return {
    ...limit,
    keyGenerator: (req: FastifyRequest) => (req.auth ? `user:${req.auth.user.id}` : `ip:${req.ip}`),
  };
}

/** Why this request may not reach the handler, or undefined when it may. */
function refusal(req: FastifyRequest, isQuery: boolean, opts: RouteOptions): AppError | undefined {
  // A mutating call without a body (logout, say) validates as an empty object.
  if (!isQuery && req.body == null) req.body = {};
  // PostgreSQL text cannot hold NUL; refuse it here for every field rather than fail in the database.
  if (containsNul(isQuery ? req.query : req.body))
    return new AppError('VALIDATION', 'Text must not contain NUL characters.');
  const decision = decideAccess(opts.access, req.auth?.user);
  if (decision === 'sign-in')
    return new AppError('UNAUTHENTICATED', 'Please sign in first.').withKey('errors.api.signInFirst');
  if (decision === 'forbidden')
    return new AppError('FORBIDDEN', 'You do not have access to this.').withKey('errors.api.forbidden');
  if (req.auth?.user.mustSetPassword && !opts.allowWhilePasswordUnset)
    return new AppError('PASSWORD_SET_REQUIRED', 'Please set a new password first.').withKey(
      'errors.api.setPasswordFirst',
    );
  return undefined;
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const [k, v] of Object.entries(value))
    if (k.includes('\u0000') || containsNul(v, depth + 1)) return true;
  return false;
}

/**
 * An endpoint whose body or answer is not JSON (a tus upload, a file download), under the same
 * access rules as route() and listed with the same registry so the access walker checks it too.
 * `listed` names the methods the walker calls (HEAD and OPTIONS need no separate check).
 */
export function rawRoute(
  app: FastifyInstance,
  spec: { method: HTTPMethods | HTTPMethods[]; url: string; access: Access; listed: HTTPMethods[] },
  handler: (req: FastifyRequest, reply: FastifyReply, auth: AuthState | null) => Promise<unknown>,
): void {
  const list = registered.get(app) ?? [];
  registered.set(app, list);
  for (const method of spec.listed) list.push({ method, path: spec.url, access: spec.access });
  const opts: RouteOptions = { access: spec.access };
  app.route({
    method: spec.method,
    url: spec.url,
    schema: { hide: true },
    preValidation: (req, _reply, done) =>
      done(refusal(req, req.method === 'GET' || req.method === 'HEAD', opts)),
    handler: (req, reply) => handler(req, reply, req.auth),
  });
}

/**
 * A provider's webhook: public, no CSRF token (its signature over the raw body is the proof), and the
 * body handed over as the exact bytes received, which signature checks need. Registered in a scope of
 * its own so the raw-body parser applies to this endpoint only.
 */
export function webhookRoute(
  app: FastifyInstance,
  url: string,
  handler: (req: FastifyRequest & { body: Buffer }, reply: FastifyReply) => Promise<unknown>,
): void {
  const list = registered.get(app) ?? [];
  registered.set(app, list);
  list.push({ method: 'POST', path: url, access: 'public' });
  void app.register(async (scope) => {
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.route({
      method: 'POST',
      url,
      schema: { hide: true },
      config: { webhook: true },
      bodyLimit: 256 * 1024,
      handler: (req, reply) => handler(req as FastifyRequest & { body: Buffer }, reply),
    });
  });
}
