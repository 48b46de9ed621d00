import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { ReadCache } from '../db/read-cache.js';
import { currentUser } from '../plugins/auth.js';

/**
 * A signed-in user's GET handler whose JSON answer is kept in the read cache, under that user and the URL's path,
 * until the database next changes. Only answers are kept: a refusal (400/401/404) is worked out again every time,
 * and a hit can only return what the same user was given for the same path with the database as it is now.
 */
export function cachedAnswer<R extends RouteGenericInterface>(
  readCache: ReadCache,
  handler: (request: FastifyRequest<R>) => Promise<unknown>,
) {
  return async (request: FastifyRequest<R>, reply: FastifyReply): Promise<FastifyReply> => {
    // The path alone: none of these routes reads a query string, and a query string must not make new entries.
    const queryAt = request.url.indexOf('?');
    const path = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const key = `answer ${currentUser(request).userGuid} ${path}`;
    // Kept as the bytes sent: a hit writes them as they are, with no JSON or UTF-8 encoding (a 200-ticket list is
    // about 126 kB).
    const body = await readCache.read(key, async () => Buffer.from(JSON.stringify(await handler(request))));
    return reply.type('application/json; charset=utf-8').send(body);
  };
}
