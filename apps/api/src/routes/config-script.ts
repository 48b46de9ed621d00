import { Ok, type PortalConfig } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { replyAddress } from '../domain/shared/reply-address.js';
import { withSchemas } from './schemas.js';

/** Branding handed to the SPA at run time, as a script (the CSP allows no inline script). */
export function configScriptRoute(app: FastifyInstance, { config }: AppContext) {
  const portalConfig: PortalConfig = {
    ...config.branding,
    attachmentMaxMb: config.attachmentMaxMb,
    ...(config.mailIn?.projectAddresses
      ? { projectSupportEmail: replyAddress(config.mailIn.replyAddress, 'p-{code}') }
      : {}),
  };
  const body = `window.__PORTAL_CONFIG__=${JSON.stringify(portalConfig).replace(/</g, '\\u003c')};\n`;
  app.get('/config.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(body),
  );
  // Eleven bytes: nothing for the compression plugin to do.
  withSchemas(app).get(
    '/api/health',
    {
      compress: false,
      decompress: false,
      schema: { operationId: 'getHealth', summary: 'The server is up', tags: ['health'], response: { 200: Ok } },
    },
    async () => ({ ok: true as const }),
  );
}
