import { ApiError } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** A route module's view of the app: schemas are zod schemas of the contract, and handlers are typed by them. */
export const withSchemas = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/**
 * The error answers a route can give, each the contract's `{error, message}`. Every route can also fail with 500 or,
 * with the database away, 503.
 */
export function errorAnswers<S extends number>(...statuses: S[]): Record<S | 500 | 503, typeof ApiError> {
  return Object.fromEntries([...statuses, 500, 503].map((status) => [status, ApiError])) as Record<
    S | 500 | 503,
    typeof ApiError
  >;
}

/** Signed-in routes name the bearer token in the API description. */
export const SIGNED_IN = [{ bearerAuth: [] }];

/**
 * The body limit of a route that takes rich text (the app's is 64 KiB). The largest such body, a Site Care report
 * with its eight fields of 50,000 characters each, is 1.2 MB in UTF-8 at three bytes a character; this leaves room
 * for JSON's escapes of quotes and line breaks, so full fields of any script arrive.
 */
export const RICH_TEXT_BODY_LIMIT = 2 * 1024 * 1024;
