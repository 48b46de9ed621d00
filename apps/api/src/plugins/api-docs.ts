import * as contract from '@client-portal/contract';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from '@client-portal/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminsOnly } from './auth.js';
import {
  describeComponents,
  describeOperations,
  describeSiteKeys,
  describeWebhooks,
  type OpenApiDocument,
  type SiteKeys,
} from './api-docs-document.js';

/** Where the API describes itself: the OpenAPI document at `/api/docs/json`, a readable page at `/api/docs`. */
const API_DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A `multipart/form-data` body, for the description only: the route reads its parts itself (an upload), so the
     * body has no schema for Fastify to check.
     */
    formBody?: z.ZodObject;
  }
}

/** The kinds of contract schema named in the description: objects, lists, enumerations and unions. */
const NAMED_KINDS = new Set(['object', 'array', 'enum', 'union', 'nullable']);

/**
 * Names the contract's schemas in zod's registry by their export names, so the description refers to them
 * (`#/components/schemas/TicketView`) rather than writing each out where it is used. Path and query schemas stay
 * inline: their properties become the operation's parameters. Of two names for one schema, the shorter is kept.
 */
function nameContractSchemas(): void {
  const names = new Map<z.ZodType, string>();
  for (const [name, value] of Object.entries(contract)) {
    if (!(value instanceof z.ZodType) || /(Params|Query)$/.test(name)) continue;
    if (!NAMED_KINDS.has(value._zod.def.type)) continue;
    const known = names.get(value);
    if (!known || name.length < known.length) names.set(value, name);
  }
  for (const [schema, id] of names) {
    const meta = z.globalRegistry.get(schema);
    if (meta?.id) continue;
    // A schema with metadata of its own (examples) keeps it.
    if (meta) z.globalRegistry.remove(schema);
    z.globalRegistry.add(schema, { ...meta, id });
  }
}

/** A route's hooks that run before it: admin-only routes name `adminsOnly`. */
const hooksOf = (route: RouteOptions) => [route.onRequest ?? []].flat();

/** Who may call an operation, in words, from where it is registered and what it asks. */
function audience(route: RouteOptions): string {
  const schema = route.schema as { security?: unknown[]; tags?: string[] } | undefined;
  if (!schema?.security?.length) return 'Public: no token needed.';
  if (hooksOf(route).includes(adminsOnly)) return 'Admins only.';
  if (schema.tags?.some((tag) => tag.startsWith('agency'))) return 'Staff and admins (a client’s token gets 403).';
  return 'Anyone signed in, for what they may see: a client their own projects, staff every project.';
}

/**
 * An operation's summary, its operation ID in words ("listInboxTickets": "List inbox tickets"), and its
 * description: what the route says it does, and who may call it.
 */
function operationWords(route: RouteOptions): { summary?: string; description?: string } {
  const schema = route.schema as { operationId?: string; summary?: string; description?: string } | undefined;
  if (!schema?.operationId) return {};
  const words = schema.operationId
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .replace(/\bpdf\b/, 'PDF')
    .replace(/\btwo factor\b/, 'two-factor');
  const said = [schema.summary, schema.description].filter(Boolean).map((text) => text!.replace(/\.?$/, '.'));
  const scope = route.config?.tokenScope;
  const who = `${audience(route)}${
    scope === 'signed-in'
      ? ' Any API token.'
      : scope
        ? ` API tokens with the scope \`${scope}\`.`
        : route.schema && (route.schema as { security?: unknown[] }).security?.length
          ? ' Not with an API token.'
          : ''
  }`;
  const saysWho = who.startsWith('Admins only.') && said.some((text) => /^Admins:|admins only/i.test(text));
  return {
    summary: words[0]!.toUpperCase() + words.slice(1),
    description: [...said, saysWho ? who.replace('Admins only. ', '') : who].join(' '),
  };
}

const TAGS = [
  ['health', 'Whether the server is up'],
  ['auth', 'Signing in (with two-factor sign-in for staff who use it) and resetting a password'],
  ['events', 'Events the client records: sign-ins, sign-outs, failed password resets'],
  ['users', 'The signed-in person, their projects’ people, and the emails they get'],
  ['projects', 'A client’s projects and their sites’ uptime'],
  ['dashboard pages', 'The pages a project shows embedded in the portal'],
  ['tickets', 'Support tickets as clients see them: public updates and files, never internal notes'],
  ['site care', 'Monthly website-maintenance reports, on screen and as PDF'],
  ['agency tickets', 'The staff inbox: tickets with internal notes, tags, saved replies and the email to sort'],
  ['agency clients', 'Client accounts and their invitations'],
  ['agency projects', 'Projects, who may see them, and their dashboard pages'],
  ['agency monitoring', 'Uptime monitors, alerts and their channels, maintenance windows'],
  ['agency site care', 'Site Care schedules and the reports staff write'],
  ['agency settings', 'Staff accounts, two-factor sign-in, helpdesk settings and response targets'],
  ['agency audit', 'Who changed what, and when'],
  ['webhooks', 'What the portal posts to an alert channel’s address when something happens in the helpdesk'],
] as const;

/**
 * The OpenAPI 3.1 description, made from the routes' own schemas (the contract's zod schemas). Only routes with a tag
 * are listed: the API, not the SPA's pages or this page's assets.
 */
export const apiDocsPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string; siteKeys: SiteKeys }) => {
  nameContractSchemas();
  const withComponents = createJsonSchemaTransformObject({});
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Client Portal API',
        description: [
          "The portal's API: what its clients see (their projects, tickets, dashboard pages and Site Care reports)",
          'and the agency’s workspace. Sign in with `POST /api/auth/authenticate` and send the token it answers as',
          '`Authorization: Bearer <token>`. Every error is JSON `{error, message}`, the message naming the field at',
          'fault, except where an operation says otherwise.',
        ].join(' '),
        version: '1.0.0',
        license: { name: 'Proprietary', url: `${opts.publicUrl}/` },
        contact: { name: 'The agency running this portal', url: `${opts.publicUrl}/` },
      },
      servers: [{ url: opts.publicUrl, description: 'This portal' }],
      tags: TAGS.map(([name, description]) => ({ name, description })),
      security: [{ bearerAuth: [] }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A person’s token, as `POST /api/auth/authenticate` answers it (valid for the hours the portal sets), or ' +
              'an integration’s API token (`cpt_…`, made by an admin under Settings), which reaches only the ' +
              'operations its scopes cover: each operation names the scope it needs.',
          },
        },
      },
    },
    hideUntagged: true,
    transform: (document) => {
      const transformed = jsonSchemaTransform(document);
      const schema = { ...transformed.schema, ...operationWords(document.route) };
      const formBody = document.route.config?.formBody;
      if (formBody) {
        const body = z.toJSONSchema(formBody, { target: 'draft-2020-12', io: 'input' });
        delete body.$schema;
        Object.assign(schema, { body, consumes: ['multipart/form-data'] });
      }
      return { ...transformed, schema };
    },
    transformObject: (document) => {
      const described = describeWebhooks(
        withComponents(document) as unknown as OpenApiDocument,
        WEBHOOK_EVENT_TYPES.map((type) => ({ type, label: WEBHOOK_EVENT_LABELS[type] })),
      );
      return describeSiteKeys(
        describeComponents(describeOperations(described)),
        opts.siteKeys,
      ) as unknown as ReturnType<typeof withComponents>;
    },
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX });
});
