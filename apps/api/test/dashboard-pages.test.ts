import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DashboardPageList, DashboardPageResponse } from '@client-portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login } from './helpers/auth.js';
import { CLIENT, CLIENT_OWNED, DASHBOARD_PAGES, DEMO_PASSWORD, OTHER, PROJECTS } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

const UNKNOWN_GUID = '0b7a4c1e-9d2f-4e6a-8b3c-5f1d7e9a2c4b';
const MALFORMED = ['not-a-guid', 'a1b2c3d4-1111-4a1a-8b1b-00000000000', 'a1b2c3d411114a1a8b1b000000000001'];

/** The sources of one CSP directive. */
function cspDirective(header: unknown, name: string): string[] {
  const directive = String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return directive?.slice(1) ?? [];
}

describe.each(testDatabases())('dashboard pages API on $name', (target) => {
  let t: TestApp;
  let clientToken: string;
  let otherToken: string;
  let webDist: string;

  beforeAll(async () => {
    // A stand-in SPA build, so the page the browser loads (not only API answers) can be checked for its CSP.
    webDist = mkdtempSync(path.join(os.tmpdir(), 'portal-web-dist-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Client Portal</title>');
    t = await buildTestApp({ database: target, seed: true, serveSpa: true, env: { WEB_DIST: webDist } });
    clientToken = await login(t.app, CLIENT.email, DEMO_PASSWORD);
    otherToken = await login(t.app, OTHER.email, DEMO_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  describe('GET /api/dashboardpages/project/{projectGuid}', () => {
    it('returns the project’s pages in their order, each with title, iconClass, url and projectGuid', async () => {
      const response = await get(`/api/dashboardpages/project/${PROJECTS.redesign}`, clientToken);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(DashboardPageList.parse(body)).toEqual(body);
      expect(body.dashboardPages).toEqual([
        {
          dashboardPageGuid: DASHBOARD_PAGES.analytics,
          title: 'Website analytics',
          iconClass: 'bi bi-graph-up',
          url: 'https://lookerstudio.google.com/embed/reporting/acme-analytics',
          projectGuid: PROJECTS.redesign,
        },
        expect.objectContaining({ dashboardPageGuid: DASHBOARD_PAGES.uptime, title: 'Uptime' }),
        expect.objectContaining({ dashboardPageGuid: DASHBOARD_PAGES.search, title: 'Search performance' }),
      ]);
    });

    it('returns an empty list for a project without pages', async () => {
      await t.db.deleteFrom('dashboard_pages').where('project_guid', '=', PROJECTS.mobileApp).execute();
      try {
        const response = await get(`/api/dashboardpages/project/${PROJECTS.mobileApp}`, clientToken);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ dashboardPages: [] });
      } finally {
        await t.db
          .insertInto('dashboard_pages')
          .values({
            dashboard_page_guid: DASHBOARD_PAGES.appReviews,
            project_guid: PROJECTS.mobileApp,
            title: 'App store reviews',
            icon_class: 'bi bi-star',
            url: 'https://lookerstudio.google.com/embed/reporting/acme-app',
            sort_order: 0,
          })
          .execute();
      }
    });

    it('returns 404 for an unknown project', async () => {
      const response = await get(`/api/dashboardpages/project/${UNKNOWN_GUID}`, clientToken);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    });

    it('returns 401 to other@example.com for each of the demo client’s projects', async () => {
      for (const projectGuid of CLIENT_OWNED.projects) {
        const response = await get(`/api/dashboardpages/project/${projectGuid}`, otherToken);
        expect(response.statusCode, projectGuid).toBe(401);
        expect(response.json()).toMatchObject({ error: 'unauthorized' });
      }
    });

    it('returns 401 without a token', async () => {
      expect((await get(`/api/dashboardpages/project/${PROJECTS.redesign}`)).statusCode).toBe(401);
    });

    it.each(MALFORMED)('returns 400 for the malformed project GUID %s', async (bad) => {
      const response = await get(`/api/dashboardpages/project/${bad}`, clientToken);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request' });
    });
  });

  describe('GET /api/dashboardpages/{dashboardPageGuid}', () => {
    it('returns one page wrapped as dashboardPage', async () => {
      const response = await get(`/api/dashboardpages/${DASHBOARD_PAGES.appReviews}`, clientToken);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(DashboardPageResponse.parse(body)).toEqual(body);
      expect(body).toEqual({
        dashboardPage: {
          dashboardPageGuid: DASHBOARD_PAGES.appReviews,
          title: 'App store reviews',
          iconClass: 'bi bi-star',
          url: 'https://lookerstudio.google.com/embed/reporting/acme-app',
          projectGuid: PROJECTS.mobileApp,
        },
      });
    });

    it('returns 404 for an unknown page', async () => {
      const response = await get(`/api/dashboardpages/${UNKNOWN_GUID}`, clientToken);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    });

    it('returns 401 to other@example.com for each of the demo client’s pages', async () => {
      for (const pageGuid of CLIENT_OWNED.dashboardPages) {
        const response = await get(`/api/dashboardpages/${pageGuid}`, otherToken);
        expect(response.statusCode, pageGuid).toBe(401);
        expect(response.json()).toMatchObject({ error: 'unauthorized' });
      }
    });

    it('returns 401 to the demo client for the other client’s page', async () => {
      expect((await get(`/api/dashboardpages/${DASHBOARD_PAGES.intranetUsage}`, clientToken)).statusCode).toBe(401);
    });

    it('returns 401 without a token', async () => {
      expect((await get(`/api/dashboardpages/${DASHBOARD_PAGES.analytics}`)).statusCode).toBe(401);
    });

    it.each(MALFORMED)('returns 400 for the malformed page GUID %s', async (bad) => {
      const response = await get(`/api/dashboardpages/${bad}`, clientToken);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'bad_request' });
    });
  });

  describe('framing the dashboards', () => {
    it('lets the page that embeds a dashboard frame the host of every page the client can open', async () => {
      const page = await get(`/dashboardpages/${DASHBOARD_PAGES.uptime}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const frameSrc = cspDirective(page.headers['content-security-policy'], 'frame-src');

      const { dashboardPages } = DashboardPageList.parse(
        (await get(`/api/dashboardpages/project/${PROJECTS.redesign}`, clientToken)).json(),
      );
      for (const { url } of dashboardPages) expect(frameSrc).toContain(new URL(url).origin);
      // Nothing else: no wildcard, no scheme-wide source.
      expect(frameSrc.filter((source) => source !== "'self'").every((source) => /^https:\/\/[^*]+$/.test(source))).toBe(
        true,
      );
    });

    it('allows a dashboard host once a page on it is in the data', async () => {
      const guid = 'a1b2c3d4-6666-4a6a-8b6b-000000000006';
      const origin = 'https://dashboards.new-host.example';
      const frameSrc = async () =>
        cspDirective((await get('/dashboardpages/' + guid)).headers['content-security-policy'], 'frame-src');
      expect(await frameSrc()).not.toContain(origin);
      await t.db
        .insertInto('dashboard_pages')
        .values({
          dashboard_page_guid: guid,
          project_guid: PROJECTS.redesign,
          title: 'New host',
          icon_class: 'bi bi-bar-chart',
          url: `${origin}/board/1`,
          sort_order: 9,
        })
        .execute();
      try {
        expect(await frameSrc()).toContain(origin);
      } finally {
        await t.db.deleteFrom('dashboard_pages').where('dashboard_page_guid', '=', guid).execute();
      }
      expect(await frameSrc()).not.toContain(origin);
    });
  });
});
