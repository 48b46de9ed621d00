import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ReadCache } from '../db/read-cache.js';
import { API_HEADERS, HSTS, isApiPath } from '../plugins/security-headers.js';
import { answerHeaders, keptAnswer, type KeptAnswer } from './cached-answer.js';

export interface KeptAnswersOptions {
  readCache: ReadCache;
  /** As the app's TRUST_PROXY: whether X-Forwarded-Proto tells that a request came over HTTPS. */
  trustProxy: boolean;
}

/**
 * Answers a signed-in GET from the read cache as soon as the HTTP server receives it, before Fastify routes it, when
 * everything the answer depends on is already known and current: the bearer token verified before, the user's row
 * kept (enabled, of the token's version), and the answer this user was given at this path kept in the form the client
 * accepts. That is the same decision, on the same kept values, that requireUser and cachedAnswer make for such a request
 * inside Fastify, and the answer goes out with the same status, headers and bytes (`kept-answers.test.ts` compares
 * them). Anything else, an unknown token, anything not kept, a HEAD, a request while the server is closing, or request
 * lines being logged (info level), goes to Fastify as before. A hit then skips Fastify's request lifecycle (request
 * and reply objects, routing, hooks, header handling): see the README's Performance section for what that saves.
 * (With HOST=localhost Fastify listens on a second address through a server of its own, which answers every request
 * the routed way.)
 */
export function answerKeptReads(app: FastifyInstance, { readCache, trustProxy }: KeptAnswersOptions): void {
  if (!readCache.isActive) return;
  const [routed, ...others] = app.server.listeners('request') as RequestListener[];
  if (!routed || others.length > 0) throw new Error('expected Fastify’s own request listener alone');

  let isClosing = false;
  app.addHook('preClose', (done) => {
    isClosing = true;
    done();
  });
  // Fastify's request lines ("incoming request", "request completed") are written at info. (Without a logger,
  // app.log is a stand-in without levels.)
  const log = app.log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  const logsRequests = () => log.isLevelEnabled?.('info') === true;

  const isHttps = (request: IncomingMessage): boolean => {
    if ((request.socket as TLSSocket).encrypted) return true;
    // As Fastify reads the header behind a trusted proxy: its last entry.
    const forwarded = trustProxy ? request.headers['x-forwarded-proto'] : undefined;
    return typeof forwarded === 'string' && forwarded.slice(forwarded.lastIndexOf(',') + 1).trim() === 'https';
  };
  // The headers of each kind of kept answer, as writeHead takes them flat ([name, value, …]), made from the same
  // sources as the routed answer's. They are made once per kept answer (its bytes never change) and protocol, and
  // dropped with it. (Spreading header objects per request cost more than the rest of the answer: V8 builds such
  // literals in its runtime.)
  const headerLists = [new WeakMap<Buffer, string[]>(), new WeakMap<Buffer, string[]>()] as const;
  const headersOf = (kept: KeptAnswer, overHttps: boolean): string[] => {
    const lists = headerLists[overHttps ? 1 : 0];
    let list = lists.get(kept.body);
    if (!list) {
      const security = overHttps ? { 'strict-transport-security': HSTS, ...API_HEADERS } : API_HEADERS;
      list = Object.entries({ ...security, ...answerHeaders(kept) })
        .flat()
        .map(String);
      lists.set(kept.body, list);
    }
    return list;
  };

  /** The kept answer for `request` and the headers it goes out with, when it can be sent from here. */
  const lookUp = (request: IncomingMessage) => {
    if (request.method !== 'GET' || !isApiPath(request.url!) || isClosing || logsRequests()) return undefined;
    const userGuid = app.keptSignedInUser(request.headers.authorization);
    const kept = userGuid && keptAnswer(readCache, userGuid, request.url!, request.headers);
    return kept ? { body: kept.body, headers: headersOf(kept, isHttps(request)) } : undefined;
  };

  app.server.removeListener('request', routed);
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    let found: ReturnType<typeof lookUp>;
    try {
      found = lookUp(request);
    } catch {
      // Reading the change marker failed (the database closed, say): Fastify meets the same failure and answers it.
    }
    if (!found) {
      routed(request, response);
      return;
    }
    response.writeHead(200, found.headers);
    response.end(found.body);
  });
}
