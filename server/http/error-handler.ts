import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type ErrorBody, type FieldIssue, isMessageKey } from '../../common/errors.ts';
import { translate } from '../i18n/catalogue.ts';
import { AppError } from './app-error.ts';

/**
 * One place that turns anything thrown into the wire format `{message, code, details?}`.
 * Client mistakes are 4xx with a message that names the field; unknown errors are a 500 with the
 * request id, logged here, and never show a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody) =>
      reply.status(status).send({ ...body, requestId: request.id });

    if (error instanceof AppError) {
      if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
      const body: ErrorBody = { message: error.message, code: error.code };
      if (error.key) body.key = error.key;
      if (error.params) body.params = error.params;
      if (error.details !== undefined) body.details = error.details;
      if (error.code === 'PASSWORD_SET_REQUIRED') body.requiresPasswordSet = true;
      return send(error.status, body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The contracts' messages are i18n keys (common/contracts/values.ts): the answer gives the key and
      // its English text; zod's own messages are sentences already.
      const details: FieldIssue[] = error.validation.map((v) => {
        const raw = v.message ?? 'Invalid value';
        const field = fieldOf(v.instancePath, v.params);
        return isMessageKey(raw)
          ? { field, key: raw, message: translate('en', raw) }
          : { field, message: raw };
      });
      const first = details[0];
      // Our contracts carry SPEC.md's sentences, shown as they are; zod's generic ones get the field named.
      const generic = first && /^(Invalid|Too (small|big)|Unrecognized|Expected)/.test(first.message);
      const message = !first
        ? 'Invalid request'
        : generic && first.field
          ? `${first.field}: ${first.message}`
          : first.message;
      return send(400, { message, code: 'VALIDATION', details, ...(first?.key ? { key: first.key } : {}) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return send(500, { message: `Internal error (request ${request.id})`, code: 'INTERNAL' });
    }
    if (error.statusCode === 429) {
      return send(429, {
        message: 'Too many requests. Please wait a moment and try again.',
        code: 'TOO_MANY_REQUESTS',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, …
      const code =
        status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 415
            ? 'UNSUPPORTED_MEDIA_TYPE'
            : status === 404
              ? 'NOT_FOUND'
              : 'BAD_REQUEST';
      return send(status, { message: error.message || 'Bad request', code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { message: `Internal error (request ${request.id})`, code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
      requestId: request.id,
    });
  });
}

function fieldOf(instancePath: string | undefined, params: unknown): string {
  const fromPath = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (fromPath) return fromPath;
  const p = params as { issue?: { path?: unknown[] } } | undefined;
  return (p?.issue?.path ?? []).join('.');
}
