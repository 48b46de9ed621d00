import { API_TOKEN_SCOPES, type ApiTokenScope, type SiteCareSchedule } from '@client-portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken } from '../../src/domain/api-tokens/api-tokens.js';
import { pendingStatus } from '../../src/domain/monitors/queries.js';
import { issuePasswordReset } from '../../src/domain/password-resets/issue-password-reset.js';
import { bearer, forgeToken, login } from '../helpers/auth.js';
import {
  ADMIN,
  CLIENT,
  DASHBOARD_PAGES,
  DEMO_PASSWORD,
  OTHER,
  PROJECTS,
  REPORTS,
  SCHEDULES,
  STAFF,
  TICKETS,
} from '../helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from '../helpers/test-app.js';
import { registeredRoutes } from './support.js';

/** What another client's valid token gets: refused, or an answer holding only their own data. */
type OtherClientExpectation = { status: 401 | 403 | 201 } | { status: 200; check: (body: unknown) => void };

interface ProtectedRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The route as registered (Fastify's pattern). */
  pattern: string;
  /** The pattern filled with GUIDs the demo client may see. */
  url: string;
  /** The demo client's own valid token. */
  owner: number;
  /** No token at all (401 everywhere except where a token is optional). */
  anonymous: number;
  /**
   * The demo admin's valid token: the agency's routes, and every project's client screens ("View as client"). The
   * lists of one member's own projects and tickets stay that member's.
   */
  staff: number;
  /** GET routes; the event insert is checked for whose event it records instead. */
  otherClient?: OtherClientExpectation;
  body?: Record<string, unknown>;
  /** Sent as multipart/form-data with one small file (uploads). */
  isUpload?: boolean;
}

const REFUSED = { status: 401 } as const;
/** A monitor of the demo client's project, written in beforeAll. */
const MATRIX_MONITOR = '6e1d0b1f-8c2a-4d3b-9f4e-0a7b2c3d4e5f';
/** An alert channel, written in beforeAll. */
const MATRIX_CHANNEL = '7f2e1c20-9d3b-4e4c-8a5f-1b8c3d4e5f60';
/** A maintenance window of the redesign, written in beforeAll. */
const MATRIX_WINDOW = '8a3f2d31-0e4c-4f5d-9b6a-2c9d4e5f6071';
/** Two emails to sort from the demo client, written in beforeAll: one becomes a ticket, one is discarded. */
const MATRIX_EMAIL = '9b4a3e42-1f5d-4a6e-8c7b-3d0e5f607182';
const MATRIX_EMAIL_DISCARDED = '9b4a3e42-1f5d-4a6e-8c7b-3d0e5f607183';
/** A shared saved reply, written in beforeAll (changed, filled, then removed). */
const MATRIX_REPLY = '9c5b4f53-2a6e-4b7f-9d8c-4e1f60718293';
/** A file on the demo client's ticket, written in beforeAll. */
const MATRIX_FILE = '5d0c9a0e-7b1f-4c2a-9e3d-8f6a1b2c3d4e';
/** An API token, written in beforeAll (revoked by its row). */
const MATRIX_TOKEN = '6a1e2f3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';
const UPLOAD_BOUNDARY = 'access-matrix-boundary';
const UPLOAD_BODY = Buffer.from(
  `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="note.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${UPLOAD_BOUNDARY}--\r\n`,
);
const STAFF_ONLY = { status: 403 } as const;

/**
 * Every route that reads or writes with a token, one row each. A route registered without a row here fails
 * the "lists every route" test below: no route can be forgotten.
 */
const PROTECTED: ProtectedRoute[] = [
  {
    method: 'GET',
    pattern: '/api/users/me',
    url: '/api/users/me',
    owner: 200,
    anonymous: 401,
    staff: 200,
    // Their own record, never the demo client's.
    otherClient: { status: 200, check: (body) => expect(body).toMatchObject({ memberGUID: OTHER.userGuid }) },
  },
  {
    method: 'GET',
    pattern: '/api/users/project/:projectGuid',
    url: `/api/users/project/${PROJECTS.redesign}`,
    owner: 200,
    anonymous: 401,
    staff: 200,
    otherClient: REFUSED,
  },
  {
    method: 'GET',
    pattern: '/api/projects/user/:memberGUID',
    url: `/api/projects/user/${CLIENT.userGuid}`,
    owner: 200,
    anonymous: 401,
    staff: 401,
    otherClient: REFUSED,
  },
  {
    method: 'GET',
    pattern: '/api/projects/:projectGuid',
    url: `/api/projects/${PROJECTS.redesign}`,
    owner: 200,
    anonymous: 401,
    staff: 200,
    otherClient: REFUSED,
  },
  {
    method: 'GET',
    pattern: '/api/dashboardpages/project/:projectGuid',
    url: `/api/dashboardpages/project/${PROJECTS.redesign}`,
    owner: 200,
    anonymous: 401,
    staff: 200,
    otherClient: REFUSED,
  },
  {
    method: 'GET',
    pattern: '/api/dashboardpages/:dashboardPageGuid',
    url: `/api/dashboardpages/${DASHBOARD_PAGES.analytics}`,
    owner: 200,
    anonymous: 401,
    staff: 200,
    otherClient: REFUSED,
  },
  {
    method: 'GET',
    pattern: '/api/ticketviews/project/:projectGuid',
    url: `/api/ticketviews/project/${PROJECTS.redesign}`,
    owner: 200,
    anonymous: 401,
    staff: 200,
    otherClient: REFUSED,
  },
  {
    method: 'GET',
    pattern: '/api/ticketviews/user/:memberGUID',
    url: `/api/ticketviews/user/${CLIENT.userGuid}`,
    owner: 200,
    anonymous: 401,
    staff: 401,
    otherClient: REFUSED,
  },
  {
    method: 'GET',
    pattern: '/api/ticketviews/:ticketGuid',
    url: `/api/ticketviews/${TICKETS.biosInProgress}`,
    owner: 200,
    anonymous: 401,
    staff: 200,
    otherClient: REFUSED,
  },
  {
    method: 'GET',
    pattern: '/api/updates/ticket/:ticketGuid',
    url: `/api/updates/ticket/${TICKETS.biosInProgress}`,
    owner: 200,
    anonymous: 401,
    staff: 200,
    otherClient: REFUSED,
  },
  {
    method: 'GET',
    pattern: '/api/sitecareschedules',
    url: '/api/sitecareschedules',
    owner: 200,
    anonymous: 401,
    staff: 200,
    // A list of the caller's own schedules: the other client sees theirs and never the demo client's.
    otherClient: {
      status: 200,
      check: (body) => {
        const guids = (body as SiteCareSchedule[]).map((s) => s.siteCareScheduleGuid);
        expect(guids).toEqual([SCHEDULES.otherCo]);
      },
    },
  },
  {
    method: 'GET',
    pattern: '/api/sitecareschedules/:scheduleGuid',
    url: `/api/sitecareschedules/${SCHEDULES.acme}`,
    owner: 200,
    anonymous: 401,
    staff: 200,
    otherClient: REFUSED,
  },
  {
    method: 'GET',
    pattern: '/api/sitecarereports/schedule/:scheduleGuid',
    url: `/api/sitecarereports/schedule/${SCHEDULES.acme}`,
    owner: 200,
    anonymous: 401,
    staff: 200,
    otherClient: REFUSED,
  },
  {
    method: 'GET',
    pattern: '/api/sitecarereports/:siteCareReportGuid',
    url: `/api/sitecarereports/${REPORTS.acmeOctober}`,
    owner: 200,
    anonymous: 401,
    staff: 200,
    otherClient: REFUSED,
  },
  {
    method: 'GET',
    pattern: '/api/sitecarereports/:siteCareReportGuid/pdf',
    url: `/api/sitecarereports/${REPORTS.acmeOctober}/pdf`,
    owner: 200,
    anonymous: 401,
    staff: 200,
    otherClient: REFUSED,
  },
  {
    method: 'GET',
    pattern: '/api/sitecarereports/:siteCareReportGuid/uptime',
    url: `/api/sitecarereports/${REPORTS.acmeOctober}/uptime`,
    owner: 200,
    anonymous: 401,
    staff: 200,
    otherClient: REFUSED,
  },
  // Clients take part: new tickets, replies, files and their own email settings.
  {
    method: 'POST',
    pattern: '/api/tickets',
    url: '/api/tickets',
    owner: 201,
    anonymous: 401,
    staff: 201,
    otherClient: REFUSED,
    body: { projectGuid: PROJECTS.redesign, name: 'Opened by the access matrix', description: '<p>Hello</p>' },
  },
  {
    method: 'POST',
    pattern: '/api/updates/ticket/:ticketGuid',
    url: `/api/updates/ticket/${TICKETS.biosInProgress}`,
    owner: 201,
    anonymous: 401,
    staff: 201,
    otherClient: REFUSED,
    body: { updateText: '<p>Replied by the access matrix</p>' },
  },
  {
    // Anyone signed in may upload; the file is theirs alone until they send it.
    method: 'POST',
    pattern: '/api/attachments',
    url: '/api/attachments',
    owner: 201,
    anonymous: 401,
    staff: 201,
    otherClient: { status: 201 },
    isUpload: true,
  },
  {
    method: 'GET',
    pattern: '/api/attachments/:attachmentGuid',
    url: `/api/attachments/${MATRIX_FILE}`,
    owner: 200,
    anonymous: 401,
    staff: 200,
    otherClient: REFUSED,
  },
  {
    method: 'GET',
    pattern: '/api/users/me/notifications',
    url: '/api/users/me/notifications',
    owner: 200,
    anonymous: 401,
    staff: 200,
    otherClient: {
      status: 200,
      check: (body) =>
        expect(body).toEqual({
          settings: [
            { kind: 'ticket-activity', enabled: true },
            { kind: 'site-care-reports', enabled: true },
            { kind: 'site-status', enabled: true },
          ],
        }),
    },
  },
  {
    // A client's kind: staff do not receive it, so theirs is refused naming it.
    method: 'PUT',
    pattern: '/api/users/me/notifications',
    url: '/api/users/me/notifications',
    owner: 200,
    anonymous: 401,
    staff: 400,
    otherClient: {
      status: 200,
      check: (body) =>
        expect(body).toEqual({
          settings: [
            { kind: 'ticket-activity', enabled: true },
            { kind: 'site-care-reports', enabled: true },
            { kind: 'site-status', enabled: true },
          ],
        }),
    },
    body: { settings: [{ kind: 'ticket-activity', enabled: true }] },
  },
  {
    method: 'GET',
    pattern: '/api/projects/:projectGuid/uptime',
    url: `/api/projects/${PROJECTS.redesign}/uptime`,
    owner: 200,
    anonymous: 401,
    staff: 200,
    otherClient: REFUSED,
  },
  {
    // Anonymous inserts are allowed (the reset screen logs failures); a token, when sent, must be valid.
    method: 'POST',
    pattern: '/api/events/insert',
    url: '/api/events/insert',
    owner: 201,
    anonymous: 201,
    staff: 201,
    body: { siteKey: 'set below', eventTypeName: 'LoggedIn' },
  },

  // The agency's workspace: staff only. A client's valid token is refused with 403, no token with 401.
  ...(
    [
      ['GET', '/api/agency/tickets', '/api/agency/tickets?view=all&page=1', 200],
      ['GET', '/api/agency/tickets/counts', '/api/agency/tickets/counts', 200],
      ['GET', '/api/agency/tags', '/api/agency/tags', 200],
      ['GET', '/api/agency/settings/helpdesk', '/api/agency/settings/helpdesk', 200],
      ['GET', '/api/agency/projects/:projectGuid/targets', `/api/agency/projects/${PROJECTS.redesign}/targets`, 200],
      ['GET', '/api/agency/tickets/:ticketGuid', `/api/agency/tickets/${TICKETS.biosInProgress}`, 200],
      ['GET', '/api/agency/staff', '/api/agency/staff', 200],
      ['GET', '/api/agency/clients', '/api/agency/clients', 200],
      ['GET', '/api/agency/projects', '/api/agency/projects', 200],
      ['GET', '/api/agency/projects/:projectGuid', `/api/agency/projects/${PROJECTS.redesign}`, 200],
      ['GET', '/api/agency/projects/:projectGuid/monitors', `/api/agency/projects/${PROJECTS.redesign}/monitors`, 200],
      ['GET', '/api/agency/monitors', '/api/agency/monitors', 200],
      ['GET', '/api/agency/emails', '/api/agency/emails', 200],
      ['GET', '/api/agency/saved-replies', '/api/agency/saved-replies', 200],
      ['GET', '/api/agency/alert-channels', '/api/agency/alert-channels', 200],
      ['GET', '/api/agency/alert-defaults', '/api/agency/alert-defaults', 200],
      ['GET', '/api/agency/alert-deliveries', '/api/agency/alert-deliveries', 200],
      ['GET', '/api/agency/projects/:projectGuid/alerts', `/api/agency/projects/${PROJECTS.redesign}/alerts`, 200],
      [
        'GET',
        '/api/agency/projects/:projectGuid/maintenance',
        `/api/agency/projects/${PROJECTS.redesign}/maintenance`,
        200,
      ],
      ['GET', '/api/agency/sitecare/due', '/api/agency/sitecare/due', 200],
      ['GET', '/api/agency/clients/:userGuid', `/api/agency/clients/${OTHER.userGuid}`, 200],
      ['GET', '/api/agency/settings/staff', '/api/agency/settings/staff', 200],
      ['GET', '/api/agency/settings/security', '/api/agency/settings/security', 200],
      ['GET', '/api/agency/me/twofactor', '/api/agency/me/twofactor', 200],
      ['GET', '/api/agency/audit', `/api/agency/audit?entityGuid=${TICKETS.biosInProgress}`, 200],
      [
        'GET',
        '/api/agency/sitecareschedules/:scheduleGuid/reports',
        `/api/agency/sitecareschedules/${SCHEDULES.acme}/reports`,
        200,
      ],
      ['GET', '/api/agency/sitecarereports/:reportGuid', `/api/agency/sitecarereports/${REPORTS.acmeOctober}`, 200],
    ] as const
  ).map(([method, pattern, url, staff]) => ({
    method,
    pattern,
    url,
    owner: 403,
    anonymous: 401,
    staff,
    otherClient: STAFF_ONLY,
  })),
  {
    method: 'POST',
    pattern: '/api/agency/tickets',
    url: '/api/agency/tickets',
    owner: 403,
    anonymous: 401,
    staff: 201,
    otherClient: STAFF_ONLY,
    body: {
      projectGuid: PROJECTS.redesign,
      onBehalfOfUserGuid: CLIENT.userGuid,
      name: 'Raised by the access matrix',
      description: '<p>Hello</p>',
    },
  },
  {
    method: 'PATCH',
    pattern: '/api/agency/tickets/:ticketGuid',
    url: `/api/agency/tickets/${TICKETS.appNew}`,
    owner: 403,
    anonymous: 401,
    staff: 200,
    otherClient: STAFF_ONLY,
    body: { version: 1, status: 'in-progress' },
  },
  {
    method: 'POST',
    pattern: '/api/agency/tickets/:ticketGuid/updates',
    url: `/api/agency/tickets/${TICKETS.appNew}/updates`,
    owner: 403,
    anonymous: 401,
    staff: 201,
    otherClient: STAFF_ONLY,
    body: { updateText: '<p>Checked by the access matrix</p>', internal: true },
  },
];

/**
 * The workspace's writes: a client's token is refused with 403 before anything is read, no token with 401; the demo
 * admin's write succeeds once. Rows run in this order, so a later row may rely on an earlier one's write.
 */
const AGENCY_WRITES: Array<[ProtectedRoute['method'], string, string, number, Record<string, unknown>?]> = [
  [
    'POST',
    '/api/agency/projects/:projectGuid/monitors',
    `/api/agency/projects/${PROJECTS.redesign}/monitors`,
    201,
    { url: 'https://acme-widgets.example/' },
  ],
  ['PATCH', '/api/agency/monitors/:monitorGuid', `/api/agency/monitors/${MATRIX_MONITOR}`, 200, { keyword: 'Acme' }],
  ['DELETE', '/api/agency/monitors/:monitorGuid', `/api/agency/monitors/${MATRIX_MONITOR}`, 204],
  [
    'POST',
    '/api/agency/alert-channels',
    '/api/agency/alert-channels',
    201,
    { name: 'Matrix hook', kind: 'webhook', url: 'https://hooks.example.com/matrix' },
  ],
  [
    'PATCH',
    '/api/agency/alert-channels/:channelGuid',
    `/api/agency/alert-channels/${MATRIX_CHANNEL}`,
    200,
    { name: 'Matrix Slack' },
  ],
  ['POST', '/api/agency/alert-channels/:channelGuid/test', `/api/agency/alert-channels/${MATRIX_CHANNEL}/test`, 202],
  [
    'PUT',
    '/api/agency/alert-defaults',
    '/api/agency/alert-defaults',
    200,
    { emailStaff: true, channelGuids: [MATRIX_CHANNEL] },
  ],
  [
    'PUT',
    '/api/agency/projects/:projectGuid/alerts',
    `/api/agency/projects/${PROJECTS.redesign}/alerts`,
    200,
    { followsDefaults: false, emailStaff: false, channelGuids: [MATRIX_CHANNEL] },
  ],
  ['DELETE', '/api/agency/alert-channels/:channelGuid', `/api/agency/alert-channels/${MATRIX_CHANNEL}`, 204],
  [
    'POST',
    '/api/agency/projects/:projectGuid/maintenance',
    `/api/agency/projects/${PROJECTS.redesign}/maintenance`,
    201,
    { startsAt: '2030-01-07T22:00:00Z', endsAt: '2030-01-07T23:00:00Z', note: 'Updates' },
  ],
  ['DELETE', '/api/agency/maintenance/:windowGuid', `/api/agency/maintenance/${MATRIX_WINDOW}`, 204],
  [
    'POST',
    '/api/agency/emails/:inboundGuid/ticket',
    `/api/agency/emails/${MATRIX_EMAIL}/ticket`,
    201,
    { projectGuid: PROJECTS.redesign },
  ],
  ['POST', '/api/agency/emails/:inboundGuid/discard', `/api/agency/emails/${MATRIX_EMAIL_DISCARDED}/discard`, 204],
  [
    'PUT',
    '/api/agency/settings/helpdesk',
    '/api/agency/settings/helpdesk',
    200,
    {
      composerDefault: 'public',
      clientsSeePriority: false,
      businessHours: { timeZone: 'UTC', workingDays: [1, 2, 3, 4, 5], start: '09:00', end: '17:00', holidays: [] },
      targets: { firstResponseMinutes: null, resolutionMinutes: null },
    },
  ],
  [
    'PUT',
    '/api/agency/projects/:projectGuid/targets',
    `/api/agency/projects/${PROJECTS.redesign}/targets`,
    200,
    { followsDefault: true, firstResponseMinutes: null, resolutionMinutes: null },
  ],
  // A version the ticket never had: the change reaches the ticket, and is refused as made on an older one.
  [
    'POST',
    '/api/agency/tickets/bulk',
    '/api/agency/tickets/bulk',
    409,
    { tickets: [{ ticketGuid: TICKETS.biosInProgress, version: 999 }], priority: 'high' },
  ],
  ['POST', '/api/agency/saved-replies', '/api/agency/saved-replies', 201, { title: 'Matrix', body: '<p>Hello</p>' }],
  [
    'PATCH',
    '/api/agency/saved-replies/:replyGuid',
    `/api/agency/saved-replies/${MATRIX_REPLY}`,
    200,
    { title: 'Matrix reply, renamed' },
  ],
  [
    'POST',
    '/api/agency/saved-replies/:replyGuid/fill',
    `/api/agency/saved-replies/${MATRIX_REPLY}/fill`,
    200,
    { ticketGuid: TICKETS.biosInProgress },
  ],
  ['DELETE', '/api/agency/saved-replies/:replyGuid', `/api/agency/saved-replies/${MATRIX_REPLY}`, 204],
  [
    'POST',
    '/api/agency/clients',
    '/api/agency/clients',
    201,
    { firstName: 'Matrix', lastName: 'Client', email: 'matrix.client@example.com' },
  ],
  ['PATCH', '/api/agency/clients/:userGuid', `/api/agency/clients/${OTHER.userGuid}`, 200, { lastName: 'Renamed' }],
  // The demo client has a password: an invitation would set a new one, so it is refused.
  ['POST', '/api/agency/clients/:userGuid/invite', `/api/agency/clients/${OTHER.userGuid}/invite`, 409],
  [
    'POST',
    '/api/agency/settings/staff',
    '/api/agency/settings/staff',
    201,
    { firstName: 'Matrix', lastName: 'Staff', email: 'matrix.staff@agency.example', role: 'staff' },
  ],
  [
    'PATCH',
    '/api/agency/settings/staff/:userGuid',
    `/api/agency/settings/staff/${STAFF.userGuid}`,
    200,
    { role: 'staff' },
  ],
  ['POST', '/api/agency/settings/staff/:userGuid/invite', `/api/agency/settings/staff/${STAFF.userGuid}/invite`, 200],
  ['PUT', '/api/agency/settings/security', '/api/agency/settings/security', 200, { twoFactorRequired: false }],
  ['POST', '/api/agency/me/twofactor/setup', '/api/agency/me/twofactor/setup', 200],
  // A wrong code changes nothing; the admin's two-factor sign-in stays off for the rows below.
  ['POST', '/api/agency/me/twofactor/enable', '/api/agency/me/twofactor/enable', 400, { code: '000000' }],
  ['POST', '/api/agency/me/twofactor/disable', '/api/agency/me/twofactor/disable', 409, { code: '000000' }],
  ['POST', '/api/agency/me/twofactor/recoverycodes', '/api/agency/me/twofactor/recoverycodes', 409, { code: '000000' }],
  ['POST', '/api/agency/projects', '/api/agency/projects', 201, { name: 'Matrix project', status: 'active' }],
  [
    'PATCH',
    '/api/agency/projects/:projectGuid',
    `/api/agency/projects/${PROJECTS.intranet}`,
    200,
    { status: 'paused' },
  ],
  [
    'PUT',
    '/api/agency/projects/:projectGuid/users/:userGuid',
    `/api/agency/projects/${PROJECTS.intranet}/users/${CLIENT.userGuid}`,
    200,
  ],
  [
    'DELETE',
    '/api/agency/projects/:projectGuid/users/:userGuid',
    `/api/agency/projects/${PROJECTS.intranet}/users/${CLIENT.userGuid}`,
    204,
  ],
  [
    'POST',
    '/api/agency/projects/:projectGuid/dashboardpages',
    `/api/agency/projects/${PROJECTS.intranet}/dashboardpages`,
    201,
    { title: 'Matrix page', iconClass: 'bi bi-graph-up', url: 'https://dashboards.example.net/matrix' },
  ],
  [
    'PATCH',
    '/api/agency/dashboardpages/:dashboardPageGuid',
    `/api/agency/dashboardpages/${DASHBOARD_PAGES.intranetUsage}`,
    200,
    { title: 'Intranet usage (weekly)' },
  ],
  [
    'DELETE',
    '/api/agency/dashboardpages/:dashboardPageGuid',
    `/api/agency/dashboardpages/${DASHBOARD_PAGES.intranetUsage}`,
    204,
  ],
  [
    'PUT',
    '/api/agency/projects/:projectGuid/sitecareschedule',
    `/api/agency/projects/${PROJECTS.mobileApp}/sitecareschedule`,
    200,
    { domainName: 'app.acme-widgets.example', siteCareDay: 10, status: 'active' },
  ],
  [
    'POST',
    '/api/agency/sitecareschedules/:scheduleGuid/reports',
    `/api/agency/sitecareschedules/${SCHEDULES.acme}/reports`,
    201,
    { month: '2026-01' },
  ],
  [
    'PATCH',
    '/api/agency/sitecarereports/:reportGuid',
    `/api/agency/sitecarereports/${REPORTS.acmeNovember}`,
    200,
    // Confirmed, so that the report can be completed next.
    { downtimes: 0, offsiteBackupConfirmed: true, visualCheckConfirmed: true },
  ],
  [
    'POST',
    '/api/agency/sitecarereports/:reportGuid/complete',
    `/api/agency/sitecarereports/${REPORTS.acmeNovember}/complete`,
    200,
  ],
  [
    'POST',
    '/api/agency/sitecarereports/:reportGuid/reopen',
    `/api/agency/sitecarereports/${REPORTS.acmeNovember}/reopen`,
    200,
  ],
  ['GET', '/api/agency/settings/api-tokens', '/api/agency/settings/api-tokens', 200],
  [
    'POST',
    '/api/agency/settings/api-tokens',
    '/api/agency/settings/api-tokens',
    201,
    { name: 'Matrix integration', scopes: ['tickets:read'], expiresInDays: 30 },
  ],
  ['DELETE', '/api/agency/settings/api-tokens/:tokenGuid', `/api/agency/settings/api-tokens/${MATRIX_TOKEN}`, 200],
];

/**
 * The token column: what an integration's API token reaches, with the scope it needs and the answer a token holding
 * every scope gets. Every other signed-in call refuses any API token with 403 (a client's own screens, the admins'
 * settings): so does a call a token's scopes do not cover.
 */
const TOKEN_REACH: Record<string, { scope: ApiTokenScope | 'signed-in'; status: number }> = {
  'GET /api/users/me': { scope: 'signed-in', status: 200 },
  'GET /api/agency/tickets': { scope: 'tickets:read', status: 200 },
  'GET /api/agency/tickets/counts': { scope: 'tickets:read', status: 200 },
  'GET /api/agency/tags': { scope: 'tickets:read', status: 200 },
  'GET /api/agency/tickets/:ticketGuid': { scope: 'tickets:read', status: 200 },
  'GET /api/agency/staff': { scope: 'tickets:read', status: 200 },
  'GET /api/attachments/:attachmentGuid': { scope: 'tickets:read', status: 200 },
  'POST /api/agency/tickets': { scope: 'tickets:write', status: 201 },
  // The admin's change (run first) moved the ticket's version on: the token reaches the change, refused as stale.
  'PATCH /api/agency/tickets/:ticketGuid': { scope: 'tickets:write', status: 409 },
  'POST /api/agency/tickets/:ticketGuid/updates': { scope: 'tickets:write', status: 201 },
  'POST /api/agency/tickets/bulk': { scope: 'tickets:write', status: 409 },
  'POST /api/attachments': { scope: 'tickets:write', status: 201 },
  'GET /api/agency/projects': { scope: 'projects:read', status: 200 },
  'GET /api/agency/projects/:projectGuid': { scope: 'projects:read', status: 200 },
  'GET /api/agency/monitors': { scope: 'monitors:read', status: 200 },
  'GET /api/agency/projects/:projectGuid/monitors': { scope: 'monitors:read', status: 200 },
};

PROTECTED.push(
  ...AGENCY_WRITES.map(([method, pattern, url, staff, body]) => ({
    method,
    pattern,
    url,
    owner: 403,
    anonymous: 401,
    staff,
    otherClient: STAFF_ONLY,
    ...(body ? { body } : {}),
  })),
);

/** Routes that need no token, with a request that proves it (not a 401). */
const PUBLIC: Array<{ method: string; pattern: string; expected: number; body?: Record<string, unknown> }> = [
  { method: 'GET', pattern: '/api/health', expected: 200 },
  { method: 'GET', pattern: '/config.js', expected: 200 },
  { method: 'POST', pattern: '/api/auth/authenticate', expected: 400, body: {} },
  { method: 'POST', pattern: '/api/auth/twofactor', expected: 400, body: {} },
  { method: 'POST', pattern: '/api/auth/sendresetlink', expected: 400, body: {} },
  { method: 'POST', pattern: '/api/auth/sendresetlink/', expected: 400, body: {} },
  { method: 'POST', pattern: '/api/auth/resetpassword', expected: 400, body: {} },
  { method: 'POST', pattern: '/api/auth/resetpassword/', expected: 400, body: {} },
  // Email unsubscribe links: a one-click POST needs the link's own token; a GET only leads to the settings.
  { method: 'POST', pattern: '/api/notifications/unsubscribe', expected: 400 },
  { method: 'GET', pattern: '/api/notifications/unsubscribe', expected: 303 },
];

const NEW_PASSWORD = 'Rotated-Password9';
const secondsAgo = (s: number) => Math.floor(Date.now() / 1000) - s;

describe.each(testDatabases())('access matrix on $name', (target) => {
  let t: TestApp;
  let eventsSiteKey: string;
  /** Token problems, each a header set for the demo client. Built once the password reset has happened. */
  let tokenProblems: Array<[string, Record<string, string>]>;
  let ownerHeaders: Record<string, string>;
  let otherHeaders: Record<string, string>;
  let staffHeaders: Record<string, string>;
  /** An API token with every scope, and for each scope one with every other scope. */
  let fullTokenHeaders: Record<string, string>;
  let tokenWithoutHeaders: Record<ApiTokenScope, Record<string, string>>;

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    eventsSiteKey = t.config.eventsSiteKey;
    await t.db
      .insertInto('attachments')
      .values({
        attachment_guid: MATRIX_FILE,
        uploaded_by_user_guid: CLIENT.userGuid,
        file_name: 'matrix.txt',
        content_type: 'text/plain',
        size_bytes: 5,
        created_at: new Date().toISOString(),
        ticket_guid: TICKETS.biosInProgress,
        update_guid: null,
      })
      .execute();
    await t.db
      .insertInto('monitors')
      .values({
        monitor_guid: MATRIX_MONITOR,
        project_guid: PROJECTS.redesign,
        url: 'https://acme-widgets.example/',
        expected_status_min: 200,
        expected_status_max: 399,
        keyword: null,
        interval_seconds: 300,
        timeout_seconds: 10,
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.db
      .insertInto('monitor_status')
      .values(pendingStatus(MATRIX_MONITOR, new Date(Date.now() + 3_600_000).toISOString()))
      .execute();
    await t.db
      .insertInto('saved_replies')
      .values({
        reply_guid: MATRIX_REPLY,
        title: 'Matrix reply',
        body: '<p>Hello {{client.firstName}}</p>',
        owner_user_guid: null,
        created_by_user_guid: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await t.db
      .insertInto('inbound_emails')
      .values(
        [MATRIX_EMAIL, MATRIX_EMAIL_DISCARDED].map((guid, i) => ({
          inbound_guid: guid,
          message_key: `<matrix-${i}@mail.example>`,
          mailbox: 'INBOX',
          uid_validity: '1',
          uid: i + 1,
          from_address: CLIENT.email,
          from_name: 'Casey Client',
          subject: 'By email',
          preview: 'Hello',
          size_bytes: 80,
          received_at: new Date().toISOString(),
          created_at: new Date().toISOString(),
          state: 'to-sort' as const,
          reason: 'The sender is a client on several projects: choose the project.',
          ticket_guid: null,
          sender_user_guid: CLIENT.userGuid,
          project_guid: null,
          raw: Buffer.from(`From: ${CLIENT.email}\r\nSubject: By email\r\n\r\nHello\r\n`),
        })),
      )
      .execute();
    await t.db
      .insertInto('maintenance_windows')
      .values({
        window_guid: MATRIX_WINDOW,
        project_guid: PROJECTS.redesign,
        starts_at: '2030-01-01T22:00:00.000Z',
        ends_at: '2030-01-01T23:00:00.000Z',
        note: 'Planned',
        repeats_weekly: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.db
      .insertInto('alert_channels')
      .values({
        channel_guid: MATRIX_CHANNEL,
        name: 'Matrix chat',
        kind: 'slack',
        url: 'https://hooks.slack.com/services/T0/B0/matrix',
        secret: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.db
      .insertInto('attachment_chunks')
      .values({ attachment_guid: MATRIX_FILE, seq: 0, data: Buffer.from('hello') })
      .execute();

    // A token issued before a password reset through the real endpoint, which bumps token_version.
    const revoked = await login(t.app, CLIENT.email, DEMO_PASSWORD);
    const guid = await issuePasswordReset(t.db, CLIENT.userGuid, 60_000);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resetpassword/',
      payload: { PasswordResetGuid: guid, Password1: NEW_PASSWORD, Password2: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const { token_version: ver } = await t.db
      .selectFrom('users')
      .select('token_version')
      .where('user_guid', '=', CLIENT.userGuid)
      .executeTakeFirstOrThrow();
    expect(ver).toBeGreaterThan(0);

    const admin = { ...ADMIN, role: 'admin' as const, isStaff: true, ipAddress: '127.0.0.1' };
    const apiToken = async (scopes: ApiTokenScope[]) =>
      bearer((await createApiToken(t.db, admin, { name: 'Matrix', scopes, expiresInDays: 30 })).token);
    fullTokenHeaders = await apiToken([...API_TOKEN_SCOPES]);
    tokenWithoutHeaders = Object.fromEntries(
      await Promise.all(
        API_TOKEN_SCOPES.map(async (scope) => [scope, await apiToken(API_TOKEN_SCOPES.filter((s) => s !== scope))]),
      ),
    ) as Record<ApiTokenScope, Record<string, string>>;
    const revocable = await createApiToken(t.db, admin, {
      name: 'Revoked by its row',
      scopes: ['tickets:read'],
      expiresInDays: null,
    });
    await t.db
      .updateTable('api_tokens')
      .set({ token_guid: MATRIX_TOKEN })
      .where('token_guid', '=', revocable.tokenGuid)
      .execute();

    ownerHeaders = bearer(await login(t.app, CLIENT.email, NEW_PASSWORD));
    otherHeaders = bearer(await login(t.app, OTHER.email, DEMO_PASSWORD));
    staffHeaders = bearer(await login(t.app, ADMIN.email, DEMO_PASSWORD));
    tokenProblems = [
      ['no token', {}],
      ['a malformed token', bearer('this-is.not-a.jwt!')],
      ['a bad signature', bearer(forgeToken(CLIENT.userGuid, { claims: { ver }, secret: 'x'.repeat(48) }))],
      ['alg: none', bearer(forgeToken(CLIENT.userGuid, { claims: { ver }, header: { alg: 'none' }, secret: null }))],
      [
        'an expired token',
        bearer(forgeToken(CLIENT.userGuid, { claims: { ver, iat: secondsAgo(7200), exp: secondsAgo(60) } })),
      ],
      ['a token revoked by a password reset', bearer(revoked)],
    ];
  });
  afterAll(() => t.close());

  const send = (
    route: { method: string; url: string; body?: Record<string, unknown>; isUpload?: boolean },
    headers: Record<string, string>,
  ) =>
    t.app.inject({
      method: route.method as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
      url: route.url,
      headers: route.isUpload
        ? { ...headers, 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` }
        : headers,
      ...(route.isUpload ? { payload: UPLOAD_BODY } : {}),
      ...(route.body
        ? { payload: route.url === '/api/events/insert' ? { ...route.body, siteKey: eventsSiteKey } : route.body }
        : {}),
    });

  it('has a row for every call the API describes (OpenAPI), and describes every route it serves', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      openapi: string;
      paths: Record<string, Record<string, { security?: unknown[]; description?: string }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        isSignedIn: Boolean(operation.security?.length),
      })),
    );
    const rows = new Set([...PROTECTED, ...PUBLIC].map((r) => `${r.method} ${r.pattern}`));
    const missing = described.filter(({ route }) => !rows.has(route)).map(({ route }) => route);
    expect(missing, 'described calls without a row in the access matrix').toEqual([]);
    // The description names the token exactly where the matrix says one is needed.
    const needsToken = PROTECTED.filter((r) => r.anonymous === 401).map((r) => `${r.method} ${r.pattern}`);
    expect(described.filter((d) => d.isSignedIn).map((d) => d.route)).toEqual(expect.arrayContaining(needsToken));
    expect(described.filter((d) => d.isSignedIn)).toHaveLength(needsToken.length);

    // The spec's trailing-slash URLs are the same calls as those described without it.
    const describedRoutes = new Set(described.flatMap((d) => [d.route, `${d.route}/`]));
    const served = registeredRoutes(t.app)
      // Fastify answers HEAD with the GET route (same hooks): it is covered by the GET row.
      .filter((r) => r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      // The description itself and its page; the SPA's branding script.
      .filter((route) => !route.startsWith('GET /api/docs') && route !== 'GET /config.js');
    expect(
      served.filter((route) => !describedRoutes.has(route)),
      'routes missing from the description',
    ).toEqual([]);
    const stale = [...rows].filter((route) => !describedRoutes.has(route) && route !== 'GET /config.js');
    expect(stale, 'matrix rows for calls that no longer exist').toEqual([]);
    expect(Object.keys(TOKEN_REACH).filter((route) => !rows.has(route))).toEqual([]);
    // The description names each token's scope exactly where the matrix lets a token in.
    const scopeSaid = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => {
        const said = /API tokens with the scope `([a-z:]+)`|Any API token/.exec(operation.description ?? '');
        const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        return said ? [[route, said[1] ?? 'signed-in']] : [];
      }),
    );
    expect(Object.fromEntries(scopeSaid)).toEqual(
      Object.fromEntries(Object.entries(TOKEN_REACH).map(([route, { scope }]) => [route, scope])),
    );
  });

  describe.each(PROTECTED)('$method $pattern', (route) => {
    const methods = route.method === 'GET' ? (['GET', 'HEAD'] as const) : ([route.method] as const);

    it(`answers the demo client's own valid token with ${route.owner}`, async () => {
      for (const method of methods) {
        const response = await send({ ...route, method }, ownerHeaders);
        expect(response.statusCode, `${method} ${response.body}`).toBe(route.owner);
      }
    });

    it(`answers the demo admin's valid token with ${route.staff}`, async () => {
      const response = await send(route, staffHeaders);
      expect(response.statusCode, response.body).toBe(route.staff);
    });

    const reach = TOKEN_REACH[`${route.method} ${route.pattern}`];
    it(`answers an integration's API token with every scope with ${reach?.status ?? 403}`, async () => {
      const response = await send(route, fullTokenHeaders);
      expect(response.statusCode, response.body).toBe(reach?.status ?? 403);
    });
    if (reach && reach.scope !== 'signed-in') {
      const { scope } = reach;
      it(`refuses an API token without ${scope} with 403, naming the scope`, async () => {
        const response = await send(route, tokenWithoutHeaders[scope]);
        expect(response.statusCode).toBe(403);
        expect((response.json() as { message: string }).message).toContain(scope);
      });
    }

    it('refuses every token problem with 401', async () => {
      for (const [problem, headers] of tokenProblems) {
        for (const method of methods) {
          const response = await send({ ...route, method }, headers);
          const expected = problem === 'no token' ? route.anonymous : 401;
          expect(response.statusCode, `${method} with ${problem}`).toBe(expected);
          if (expected === 401 && method !== 'HEAD') {
            expect(response.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
          }
        }
      }
    });

    const { otherClient } = route;
    if (otherClient) {
      it(`answers another client's valid token with ${otherClient.status}`, async () => {
        for (const method of methods) {
          const response = await send({ ...route, method }, otherHeaders);
          expect(response.statusCode, method).toBe(otherClient.status);
          if (method === 'GET' && otherClient.status === 200) otherClient.check(response.json());
          // A refusal says nothing about the item.
          if (method === 'GET' && otherClient.status !== 200) {
            expect(response.body).not.toContain(CLIENT.email);
          }
        }
      });
    } else {
      it("records another client's event as theirs (the token decides the user)", async () => {
        const response = await send(route, otherHeaders);
        expect(response.statusCode).toBe(201);
        const latest = await t.db
          .selectFrom('events')
          .select('user_guid')
          .orderBy('created_at', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow();
        expect(latest.user_guid).toBe(OTHER.userGuid);
      });
    }
  });

  it.each(PUBLIC)('lets anyone call the public $method $pattern', async (route) => {
    const response = await t.app.inject({
      method: route.method as 'GET' | 'POST',
      url: route.pattern,
      ...(route.body ? { payload: route.body } : {}),
    });
    expect(response.statusCode).toBe(route.expected);
  });
});
