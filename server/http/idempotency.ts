import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Executor } from '../db/client.ts';
import { AppError } from './app-error.ts';
import * as repo from './idempotency.repo.ts';

/**
 * Idempotency for money-moving POSTs (ADR 026), in the database so every node agrees. The first
 * request with an `Idempotency-Key` takes the key in flight; its answer is stored with the key,
 * inside the same transaction as its effect when the service calls `complete(tx, …)`, otherwise
 * right after the answer is sent. A retry with the same key and the same body gets the stored answer
 * (header `Idempotent-Replayed: true`); the same key with another body or endpoint answers 422; a key
 * whose first request is still running answers 409. A failed request (its effect rolled back) lets
 * the key go, so the client may retry it. A key held in flight longer than the lease belonged to a
 * node that died: the next retry takes it over, and the old request, should it still finish, can no
 * longer complete it and its transaction rolls back.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Longer than any request may run: after it, an in-flight key is taken to be abandoned. */
export const IDEMPOTENCY_LEASE_MS = 60_000;
/** How long a key and its answer are kept (Stripe keeps them 24 hours). */
export const IDEMPOTENCY_KEEP_MS = 24 * 3600_000;
const SWEEP_QUEUE = 'idempotency.sweep';

export interface IdempotencyScope {
  readonly key: string;
  /**
   * Stores the answer with the key inside the caller's transaction, the one that holds the effect, so
   * both commit or neither. Throws (rolling the effect back) if the key is no longer this request's.
   */
  complete(tx: Executor, body: unknown, status?: number): Promise<void>;
}

interface Held extends IdempotencyScope {
  userId: string;
  lockedAt: Date;
  completed: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: IdempotencyScope | null;
  }
}

export interface IdempotencyGuard {
  preHandler(req: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  onSend(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown>;
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** A JSON text with object keys sorted, so the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const pathOf = (url: string) => url.split('?')[0] ?? url;

/** The guard route() installs on an endpoint with `idempotency` (built once per app, from its context). */
export function idempotencyGuard(ctx: AppContext): IdempotencyGuard {
  const held = new WeakMap<FastifyRequest, Held>();
  return {
    async preHandler(req, reply) {
      const userId = req.auth?.user.id;
      if (!userId)
        throw new AppError('UNAUTHENTICATED', 'Please sign in first.').withKey('errors.api.signInFirst');
      const raw = req.headers[IDEMPOTENCY_HEADER];
      const key = typeof raw === 'string' ? raw.trim() : '';
      if (!key)
        throw new AppError(
          'BAD_REQUEST',
          'This request moves money and needs an Idempotency-Key header: a new unique value (a UUID) for each payment, sent again unchanged only to retry the same request.',
        );
      if (!KEY_PATTERN.test(key))
        throw new AppError(
          'BAD_REQUEST',
          'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
        );
      const route = `${req.method} ${req.routeOptions.url ?? pathOf(req.url)}`;
      const requestHash = createHash('sha256')
        .update(`${req.method} ${pathOf(req.url)}\n${canonicalJson(req.body ?? {})}`)
        .digest('hex');
      const ref = { userId, key };
      const lockedAt = ctx.now();
      let mine = await repo.claimKey(ctx.db, { ...ref, route, requestHash, lockedAt });
      if (!mine) {
        const row = await repo.findKey(ctx.db, ref);
        // Gone between the two reads: its request failed and let it go; this one may take it.
        if (!row) mine = await repo.claimKey(ctx.db, { ...ref, route, requestHash, lockedAt });
        else if (row.route !== route || row.requestHash !== requestHash)
          throw new AppError(
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was already used for a different request. Use a new key for a new payment.',
          );
        else if (row.state === 'done') {
          reply.header('Idempotent-Replayed', 'true');
          return reply.status(row.responseStatus ?? 200).send(row.responseBody);
        } else {
          const staleBefore = new Date(lockedAt.getTime() - IDEMPOTENCY_LEASE_MS);
          mine = await repo.takeOverStale(ctx.db, ref, staleBefore, lockedAt);
          if (!mine)
            throw new AppError(
              'IDEMPOTENCY_IN_FLIGHT',
              'The first request with this Idempotency-Key is still being processed. Retry in a moment.',
              undefined,
              1,
            );
        }
      }
      if (!mine)
        throw new AppError(
          'IDEMPOTENCY_IN_FLIGHT',
          'This Idempotency-Key is in use. Retry in a moment.',
          undefined,
          1,
        );
      const scope: Held = {
        key,
        userId,
        lockedAt,
        completed: false,
        async complete(tx, body, status = 200) {
          if (!(await repo.completeKey(tx, ref, lockedAt, status, body)))
            throw new AppError('IDEMPOTENCY_IN_FLIGHT', 'This Idempotency-Key was taken over by a retry.');
          scope.completed = true;
        },
      };
      held.set(req, scope);
      req.idempotency = scope;
      return undefined;
    },

    async onSend(req, reply, payload) {
      const scope = held.get(req);
      if (!scope) return payload;
      held.delete(req);
      const ref = { userId: scope.userId, key: scope.key };
      // A failure rolled its transaction back, a completion inside it included: the key goes.
      if (reply.statusCode >= 400) {
        await repo.releaseKey(ctx.db, ref, scope.lockedAt);
        return payload;
      }
      if (scope.completed) return payload;
      let body: unknown = null;
      try {
        body = typeof payload === 'string' ? JSON.parse(payload) : null;
      } catch {
        body = null;
      }
      await repo.completeKey(ctx.db, ref, scope.lockedAt, reply.statusCode, body);
      return payload;
    },
  };
}

/** A daily job drops keys older than a day with their answers. */
export function registerIdempotencySweep(ctx: AppContext) {
  ctx.jobs.handle(
    SWEEP_QUEUE,
    async () => repo.deleteKeysBefore(ctx.db, new Date(ctx.now().getTime() - IDEMPOTENCY_KEEP_MS)),
    { cron: '23 3 * * *' },
  );
}
