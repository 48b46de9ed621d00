import { CurrentUser } from '@client-portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { withSchemas } from '../src/routes/schemas.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-app.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import {
  CLIENT_TYPES_FILE,
  clientTypesText,
  DESCRIBED_PORTAL_ENV,
  OPENAPI_FILE,
  openApiText,
} from '../scripts/openapi-files.js';

/** Every call of spec §7, as its URL is written there (path parameters in braces). */
const SPEC_CALLS = [
  'POST /api/auth/authenticate',
  'GET /api/users/me',
  'GET /api/users/project/{projectGuid}',
  'POST /api/events/insert',
  'GET /api/projects/user/{memberGUID}',
  'GET /api/projects/{projectGuid}',
  'GET /api/dashboardpages/project/{projectGuid}',
  'GET /api/dashboardpages/{dashboardPageGuid}',
  'GET /api/ticketviews/project/{projectGuid}',
  'GET /api/ticketviews/{ticketGuid}',
  'GET /api/updates/ticket/{ticketGuid}',
  'GET /api/sitecareschedules',
  'GET /api/sitecareschedules/{scheduleGuid}',
  'GET /api/sitecarereports/schedule/{scheduleGuid}',
  'GET /api/sitecarereports/{siteCareReportGuid}',
  // Described without the trailing slash spec §7 writes (the server answers both).
  'POST /api/auth/sendresetlink',
  'POST /api/auth/resetpassword',
];

describe('the API describes itself', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await createTestDatabase('sqlite', DESCRIBED_PORTAL_ENV);
    await migrateToLatest(testDb.db);
    app = await buildApp({ config: testDb.config, database: testDb.database, logger: false });
    // A route answering more than its contract schema names, as a careless handler might.
    withSchemas(app).get('/api/leaky', { schema: { response: { 200: CurrentUser } } }, async () => ({
      memberGUID: '0b8f3c2e-1d4a-4f6b-9c8d-7e6f5a4b3c2d',
      firstName: 'Casey',
      lastName: 'Client',
      email: 'client@example.com',
      role: 'client' as const,
      passwordHash: 'scrypt$secret',
      tokenVersion: 3,
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.close();
  });

  it('serves an OpenAPI 3.1 document at /api/docs/json with every call of spec §7', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    const calls = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(calls).toEqual(expect.arrayContaining(SPEC_CALLS));
    // A signed-in call documents its answer and its refusals.
    const project = document.paths['/api/projects/{projectGuid}']!.get as { responses: Record<string, unknown> };
    expect(Object.keys(project.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404']));
  });

  it('serves a readable page at /api/docs that may load its own scripts and styles', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The document itself is an API answer, with the API's headers.
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('never sends a field its contract schema does not name', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/leaky' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      memberGUID: '0b8f3c2e-1d4a-4f6b-9c8d-7e6f5a4b3c2d',
      firstName: 'Casey',
      lastName: 'Client',
      email: 'client@example.com',
      role: 'client',
    });
    expect(response.body).not.toContain('secret');
  });

  interface Schema {
    $ref?: string;
    type?: string;
    additionalProperties?: unknown;
    properties?: Record<string, Schema>;
    items?: Schema;
    anyOf?: Schema[];
    allOf?: Schema[];
  }

  it('take no key their schema does not name: every JSON object a request may send is closed', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
      components: { schemas: Record<string, Schema> };
    };
    const open: string[] = [];
    const walk = (schema: Schema | undefined, where: string) => {
      if (!schema) return;
      if (schema.$ref) return walk(document.components.schemas[schema.$ref.split('/').pop()!], where);
      if (schema.type === 'object' && schema.additionalProperties !== false) open.push(where);
      for (const [name, property] of Object.entries(schema.properties ?? {})) walk(property, `${where}.${name}`);
      walk(schema.items, `${where}[]`);
      for (const part of [...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) walk(part, where);
    };
    let bodies = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const json = operation.requestBody?.content['application/json'];
        if (!json) continue;
        bodies++;
        walk(json.schema, `${method.toUpperCase()} ${path}`);
      }
    }
    expect(bodies).toBeGreaterThan(25);
    expect(open).toEqual([]);
  });

  it('is the committed docs/openapi.json, and the client types made of it are current (npm run openapi)', async () => {
    const served = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as unknown;
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText(served));
    expect(readFileSync(CLIENT_TYPES_FILE, 'utf8')).toBe(await clientTypesText(served));
  });

  it('names every operation and shape: unique operation IDs, the contract’s schemas as components', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId: string; summary: string; description: string }>>;
      components: { schemas: Record<string, unknown> };
    };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every((id) => /^[a-z]+[A-Za-z]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((operation) => operation.summary && operation.description)).toBe(true);
    expect(document.paths['/api/sitecarereports/{siteCareReportGuid}/pdf']!.get!.operationId).toBe(
      'downloadSiteCareReportPdf',
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['TicketView', 'ProjectDto', 'ApiError', 'NewReply', 'TicketStatus']),
    );
  });
});
