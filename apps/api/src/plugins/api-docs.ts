import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the API describes itself: the OpenAPI document at `/api/docs/json`, a readable page at `/api/docs`. */
const API_DOCS_PREFIX = '/api/docs';

/**
 * The OpenAPI 3.1 description, made from the routes' own schemas (the contract's zod schemas). Only routes with a tag
 * are listed: the API, not the SPA's pages or this page's assets.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Client Portal API',
        description: "The calls of the portal's client side (spec §7). Errors are `{error, message}`.",
        version: '1.0.0',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
});
