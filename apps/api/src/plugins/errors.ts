import type { ApiErrorCode } from '@client-portal/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { API_HEADERS, HSTS } from './security-headers.js';

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  401: 'unauthorized',
  404: 'not_found',
  413: 'payload_too_large',
  429: 'rate_limited',
  503: 'unavailable',
};

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`);

/** What a client got wrong, for the errors Fastify raises before a route's own code runs. */
function clientMistake(error: FastifyError, request: FastifyRequest): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return 'The request body is not valid JSON.';
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return `The request body is too large: at most ${size(request.routeOptions.bodyLimit)}.`;
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return 'The request body is empty: send a JSON body, or no content-type.';
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return `content-type: ${request.headers['content-type'] ?? 'none'} is not accepted; send application/json.`;
  }
  return error.message;
}

/**
 * Requests Fastify cannot route (a path whose %-escapes are not UTF-8, a path parameter over 200 characters) are
 * answered before any hook: the same error body, with the API's headers.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(API_HEADERS);
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the path is longer than 200 characters.'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'The path is not valid: a %-escape in it is not UTF-8.'
        : undefined;
  if (message) {
    reply.code(400).send({ error: 'bad_request', message });
    return;
  }
  request.log.error({ err: error }, 'unhandled error');
  reply.code(500).send({ error: 'internal', message: 'An unexpected error occurred.' });
}

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
      const path = issue!.instancePath.split('/').filter(Boolean);
      // A key no request of this route takes is named as the field.
      if (issue!.keyword === 'unrecognized_keys') {
        const [key] = (issue!.params as { keys: string[] }).keys;
        return reply
          .code(400)
          .send({ error: 'bad_request', message: `${[...path, key].join('.')}: is not a field of this request` });
      }
      const field = path.join('.') || error.validationContext || 'request';
      return reply.code(400).send({ error: 'bad_request', message: `${field}: ${issue!.message}` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ error: CODE_BY_STATUS[status] ?? 'bad_request', message: clientMistake(error, request) });
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
