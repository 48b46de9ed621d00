import type { ApiErrorCode } from '@client-portal/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  401: 'unauthorized',
  404: 'not_found',
  413: 'payload_too_large',
  429: 'rate_limited',
  503: 'unavailable',
};

/** Connection failures of either database driver: the database is down, not the request wrong. */
function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', 'SQLITE_BUSY'].includes(e.code ?? '') ||
    /timeout exceeded when trying to connect|Connection terminated/i.test(e.message ?? '')
  );
}

/** One error handler: client mistakes get a clear 4xx, server faults a 5xx with no details. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send({ error: error.code, message: error.message });
    }
    // A request that does not match its route's schema: the first problem, naming the field.
    if (hasZodFastifySchemaValidationErrors(error)) {
      const [issue] = error.validation;
      const field = issue!.instancePath.split('/').filter(Boolean).join('.') || error.validationContext || 'request';
      return reply.code(400).send({ error: 'bad_request', message: `${field}: ${issue!.message}` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request body is too large.'
            : error.message;
      return reply.code(status).send({ error: CODE_BY_STATUS[status] ?? 'bad_request', message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: 'unavailable', message: 'The service is temporarily unavailable. Please try again shortly.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: 'internal', message: 'An unexpected error occurred.' });
  });
});
