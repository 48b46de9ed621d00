import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, DEMO_PASSWORD, PROJECTS, REPORTS, TICKETS } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';
import type { paths } from './openapi-client/schema.js';

/**
 * An integrator's client, generated from the description alone (openapi-typescript types, openapi-fetch calls), type-
 * checked by `npm run typecheck` and run against a real server: a call the description gets wrong fails here, in the
 * types or in the answer.
 */
describe.each(testDatabases())('a client generated from the OpenAPI description ($name)', (database) => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await buildTestApp({ database, seed: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  /** Signs in as the demo client: every later call carries the token. */
  async function signedInClient() {
    const client = createClient<paths>({ baseUrl });
    const { data, error } = await client.POST('/api/auth/authenticate', {
      body: { username: CLIENT.email, password: DEMO_PASSWORD, siteKey: 'client-portal-auth' },
    });
    expect(error).toBeUndefined();
    if (!data || !('token' in data)) throw new Error('no token');
    const token = data.token;
    client.use({
      onRequest({ request }) {
        request.headers.set('authorization', `Bearer ${token}`);
        return request;
      },
    });
    return client;
  }

  it('signs in, lists, uploads, writes and downloads a PDF', async () => {
    const client = await signedInClient();

    const me = await client.GET('/api/users/me');
    expect(me.data?.email).toBe(CLIENT.email);
    const projects = await client.GET('/api/projects/user/{memberGUID}', {
      params: { path: { memberGUID: me.data!.memberGUID } },
    });
    expect(projects.data?.map((project) => project.projectGuid).sort()).toEqual(
      [PROJECTS.redesign, PROJECTS.mobileApp].sort(),
    );

    const upload = await client.POST('/api/attachments', {
      body: { file: 'screenshot.txt' },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('file', new Blob(['The form says sent; nothing arrives.'], { type: 'text/plain' }), body.file);
        return form;
      },
    });
    expect(upload.response.status).toBe(201);
    expect(upload.data?.fileName).toBe('screenshot.txt');

    const reply = await client.POST('/api/updates/ticket/{ticketGuid}', {
      params: { path: { ticketGuid: TICKETS.bannerNew } },
      body: { updateText: '<p>Here is what I see.</p>', attachmentGuids: [upload.data!.attachmentGuid] },
    });
    expect(reply.response.status).toBe(201);
    const updates = await client.GET('/api/updates/ticket/{ticketGuid}', {
      params: { path: { ticketGuid: TICKETS.bannerNew } },
    });
    const last = updates.data?.at(-1);
    expect(last?.updateText).toBe('<p>Here is what I see.</p>');
    expect(last?.attachments.map((file) => file.fileName)).toEqual(['screenshot.txt']);

    const pdf = await client.GET('/api/sitecarereports/{siteCareReportGuid}/pdf', {
      params: { path: { siteCareReportGuid: REPORTS.acmeOctober } },
      parseAs: 'arrayBuffer',
    });
    expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(pdf.data!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('reads the errors the description names: a refusal as {error, message}', async () => {
    const client = await signedInClient();
    const refused = await client.POST('/api/updates/ticket/{ticketGuid}', {
      params: { path: { ticketGuid: TICKETS.intranetInProgress } },
      body: { updateText: '<p>Not my project.</p>' },
    });
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ error: 'unauthorized' });
    const empty = await client.POST('/api/updates/ticket/{ticketGuid}', {
      params: { path: { ticketGuid: TICKETS.bannerNew } },
      body: { updateText: '' },
    });
    expect(empty.response.status).toBe(400);
    expect(empty.error?.message).toMatch(/^updateText: /);
  });
});
