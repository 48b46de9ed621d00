import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** Origins allowed in frames (the dashboard hosts present in the data), read per response. */
  frameOrigins: () => string[];
  /** Extra origins the SPA may call (API_HOST when the SPA talks to another server). */
  connectOrigins: string[];
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
  // helmet itself, built once: @fastify/helmet rebuilds the whole helmet middleware (parsing every CSP directive)
  // on each request, which cost more CPU than the rest of a typical API request together (see bench/).
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...opts.connectOrigins],
        frameSrc: [() => [...opts.frameOrigins(), "'self'"].join(' ')],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only when the request came over HTTPS (set below).
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );

  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
});
