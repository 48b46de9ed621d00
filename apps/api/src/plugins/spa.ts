import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from './security-headers.js';

/** Serves the built SPA: hashed assets cached for a year, index.html (never cached) for every client route. */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const indexFile = path.join(opts.root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built SPA at ${opts.root}; run "npm run build". Serving the API only.`);
    return;
  }
  const indexHtml = readFileSync(indexFile);

  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: false,
    // The header is set per file below, not by the file sender's one-size default.
    cacheControl: false,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (!isPage) {
      return reply.code(404).send({ error: 'not_found', message: 'Route not found.' });
    }
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0]!)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
});
