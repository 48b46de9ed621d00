import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { ReadCache } from '../db/read-cache.js';
import { currentUser } from '../plugins/auth.js';

/**
 * A signed-in user's GET handler whose JSON answer is kept in the read cache, under that user and the exact URL,
 * until the database next changes. Only answers are kept: a refusal (400/401/404) is worked out again every time,
 * and a hit can only return what the same user was given for the same URL with the database as it is now.
 */
export function cachedAnswer<R extends RouteGenericInterface>(
  readCache: ReadCache,
  handler: (request: FastifyRequest<R>) => Promise<unknown>,
) {
  return async (request: FastifyRequest<R>, reply: FastifyReply): Promise<FastifyReply> => {
    const key = `answer ${currentUser(request).userGuid} ${request.url}`;
    const body = await readCache.read(key, async () => JSON.stringify(await handler(request)));
    return reply.type('application/json; charset=utf-8').send(body);
  };
}
