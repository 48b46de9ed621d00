import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { formatPath, parseJsonBody, TextError, type JsonBounds } from '../lib/text.js';

/**
 * The most a JSON request body may hold: four times the longest list any request takes (a client's 500 projects), and
 * more nesting than any request has.
 */
const JSON_BODY_BOUNDS: JsonBounds = { maxValues: 2_000, maxDepth: 16 };

/** Fastify's default JSON parser is of the callback kind (its type allows an async one too): it returns nothing. */
type CallbackParser = (
  request: FastifyRequest,
  body: string,
  done: (error: Error | null, value?: unknown) => void,
) => void;

/**
 * JSON request bodies, parsed by Fastify's own parser (prototype poisoning refused) once the bytes are known to be
 * text the databases store as sent: invalid UTF-8, U+0000 or a lone surrogate is a 400 naming the field. A body over
 * JSON_BODY_BOUNDS is refused before it is parsed.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const defaultParser = app.getDefaultJsonParser('error', 'error') as CallbackParser;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    // The default parser answers through its callback before it returns; its errors (empty body, not JSON) are
    // thrown on to the catch below.
    const parse = (text: string) => {
      let parsed: unknown;
      defaultParser(request, text, (error, value) => {
        if (error) throw error;
        parsed = value;
      });
      return parsed;
    };
    let value: unknown;
    let failure: Error | null = null;
    try {
      value = parseJsonBody(body as Buffer, parse, JSON_BODY_BOUNDS);
    } catch (error) {
      failure =
        error instanceof TextError
          ? new AppError('bad_request', `${formatPath(error.path) || 'body'}: ${error.problem}`)
          : (error as Error);
    }
    // Outside the try: done() runs the rest of the request, whose errors are not the parser's to report.
    done(failure, value);
  });
});
