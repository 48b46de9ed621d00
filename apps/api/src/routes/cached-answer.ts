import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { ReadCache } from '../db/read-cache.js';
import { currentUser } from '../plugins/auth.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Below this many bytes an answer is sent as it is (the compression plugin's threshold). */
const COMPRESS_FROM = 1024;
/**
 * The compression plugin's choices on Node 20, in its order of preference; br and gzip are kept. (Where Node has zstd
 * the plugin prefers it; a client that also accepts br or gzip then gets one of those here.)
 */
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];

/**
 * `bytes` in a buffer of its own size. A small Buffer.from() is a slice of a shared 8 kB pool and zlib's result a
 * slice of its 16 kB output chunk; kept as they are, each entry would hold that whole block while the cache counted
 * only its length.
 */
function exactBuffer(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** The compression plugin's levels (brotli quality 4, gzip's default), so a kept answer matches one made per request. */
const compressors = {
  br: (body: Buffer) =>
    new Promise<Buffer>((resolve, reject) =>
      zlib.brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }, (error, result) =>
        error ? reject(error) : resolve(exactBuffer(result)),
      ),
    ),
  gzip: (body: Buffer) =>
    new Promise<Buffer>((resolve, reject) =>
      zlib.gzip(body, (error, result) => (error ? reject(error) : resolve(exactBuffer(result)))),
    ),
};

/** The encoding a kept compressed answer can be sent in, as the compression plugin would negotiate it. */
function keptEncoding(headers: IncomingHttpHeaders): keyof typeof compressors | undefined {
  const accepted = headers['accept-encoding'];
  if (accepted === undefined || headers['x-no-compression'] !== undefined) return undefined;
  // As the plugin reads the header: `*` and `x-gzip` stand for gzip.
  const encoding = negotiate(accepted.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS);
  return encoding === 'br' || encoding === 'gzip' ? encoding : undefined;
}

/** The cache key of a user's answer at a URL: its path alone (none of these routes reads a query string). */
function answerKey(userGuid: string, url: string): string {
  const queryAt = url.indexOf('?');
  return `answer ${userGuid} ${queryAt < 0 ? url : url.slice(0, queryAt)}`;
}

export interface KeptAnswer {
  body: Buffer;
  /** Set when `body` is the answer compressed in this encoding. */
  encoding?: keyof typeof compressors;
}

/**
 * The answer kept for `userGuid` at `url`, still current, in the form a client sending `headers` gets it (compressed
 * when it accepts br or gzip and the answer is large enough). Undefined when that form is not kept.
 */
export function keptAnswer(
  readCache: ReadCache,
  userGuid: string,
  url: string,
  headers: IncomingHttpHeaders,
): KeptAnswer | undefined {
  const key = answerKey(userGuid, url);
  const body = readCache.peek<Buffer>(key);
  if (body === undefined) return undefined;
  const encoding = body.length >= COMPRESS_FROM ? keptEncoding(headers) : undefined;
  if (!encoding) return { body };
  const compressed = readCache.peek<Buffer>(`${encoding} ${key}`);
  return compressed && { body: compressed, encoding };
}

/**
 * A signed-in user's GET handler whose JSON answer is kept in the read cache, under that user and the URL's path,
 * until the database next changes. Only answers are kept: a refusal (400/401/404) is worked out again every time,
 * and a hit can only return what the same user was given for the same path with the database as it is now.
 *
 * Answers are kept as the bytes sent, so a hit does no JSON or UTF-8 encoding; one of 1 kB or more is also kept
 * compressed for each encoding asked for (brotli, gzip), so a browser's repeated read (a screen revisited, a refetch)
 * is not compressed again (about a millisecond for a 126 kB ticket list). A client that accepts neither (deflate
 * only, or none) gets it as it is.
 */
export function cachedAnswer<R extends RouteGenericInterface>(
  readCache: ReadCache,
  handler: (request: FastifyRequest<R>) => Promise<unknown>,
) {
  return (request: FastifyRequest<R>, reply: FastifyReply): Promise<FastifyReply> | undefined => {
    const userGuid = currentUser(request).userGuid;
    // A hit, plain or (for a client that accepts it) compressed, is sent within this call, without a promise.
    const kept = keptAnswer(readCache, userGuid, request.url, request.headers);
    if (kept) {
      send(reply, kept);
      return undefined;
    }
    const key = answerKey(userGuid, request.url);
    const answer = () =>
      readCache.read(key, async () => exactBuffer(Buffer.from(JSON.stringify(await handler(request)))));
    return sendAnswer(readCache, key, answer, request, reply);
  };
}

async function sendAnswer(
  readCache: ReadCache,
  key: string,
  answer: () => Promise<Buffer>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const body = await answer();
  const encoding = body.length >= COMPRESS_FROM ? keptEncoding(request.headers) : undefined;
  if (!encoding) return send(reply, { body });
  // The answer is looked up again inside: were the database changed since `body` was read, the compressed copy
  // (kept under the newer marker) must be made from the answer as it is now, not from `body`.
  const compressed = await readCache.read(`${encoding} ${key}`, async () => compressors[encoding](await answer()));
  return send(reply, { body: compressed, encoding });
}

/** The headers an answer is sent with, after the security headers: kept-answers.ts sends the same. */
export function answerHeaders({ body, encoding }: KeptAnswer): Record<string, string | number> {
  return encoding
    ? {
        'content-type': JSON_TYPE,
        vary: 'accept-encoding',
        'content-encoding': encoding,
        'content-length': body.length,
      }
    : { 'content-type': JSON_TYPE, 'content-length': body.length };
}

function send(reply: FastifyReply, answer: KeptAnswer): FastifyReply {
  return reply.headers(answerHeaders(answer)).send(answer.body);
}

/**
 * Route options of a signed-in GET: the user check, and none of the compression plugin's per-request hooks. A GET has
 * no body to decompress; cachedAnswer compresses (and keeps) its large answers itself, and the other signed-in GETs
 * answer a few hundred bytes, below the plugin's threshold.
 */
export const signedInRead = (app: FastifyInstance) =>
  ({ preHandler: app.requireUser, compress: false, decompress: false }) as const;
