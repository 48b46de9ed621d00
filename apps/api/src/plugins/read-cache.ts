import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

interface KeptAnswer {
  /** The data version the answer was read at. */
  version: string;
  contentType: string;
  /** As serialised, encoded once. */
  body: Buffer;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never keep this route's answers (what it shows is written without moving the data version). */
    readCache?: boolean;
  }
  interface FastifyRequest {
    /** Set when this request's answer may be kept: its cache key. */
    readCacheKey: string | null;
  }
}

/**
 * Signed-in GET answers, kept per user and whole URL (query string included), each with the data version it was
 * read at. The authentication hook reads the version in the same query as the user, before any of the route's own
 * reads; every write to a table a read can show moves the version on in the database itself (db/data-version.ts),
 * whoever makes it: this process, another API process, the admin CLI. So a kept answer is sent only while nothing
 * has been written since it was read, and the first read after any write is answered afresh.
 *
 * Registered on the root before compression: the hit check runs as a preHandler, after the signed-in subtree's
 * authentication (onRequest), and the answer is kept as serialised, before compression; a kept answer then goes
 * through every onSend hook (security headers, compression) like any other.
 */
export const readCachePlugin = fp(async (app: FastifyInstance, opts: { maxBytes: number }) => {
  const kept = new LRUCache<string, KeptAnswer>({
    maxSize: opts.maxBytes,
    sizeCalculation: (answer, key) => answer.body.length + key.length,
  });

  app.decorateRequest('readCacheKey', null);

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.authUser || request.dataVersion === null) return;
    // A route whose answer changes without a versioned write (uptime checks) says so.
    if (request.routeOptions.config.readCache === false) return;
    const key = `${request.authUser.userGuid} ${request.url}`;
    const answer = kept.get(key);
    if (answer?.version === request.dataVersion) return reply.type(answer.contentType).send(answer.body);
    request.readCacheKey = key;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const contentType = reply.getHeader('content-type');
    if (
      request.readCacheKey &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      typeof contentType === 'string'
    ) {
      kept.set(request.readCacheKey, { version: request.dataVersion!, contentType, body: Buffer.from(payload) });
    }
  });
});
