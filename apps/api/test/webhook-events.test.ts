import {
  AlertChannel,
  AlertDeliveryList,
  WebhookReportEvent,
  WebhookTicketEvent,
  type TicketView,
} from '@client-portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlertWorker } from '../src/domain/alerts/deliver-alerts.js';
import { bearer, giveDemoPassword, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, PROJECTS, REPORTS, STAFF } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';
import { signatureHolds, startReceiver } from './helpers/webhook-receiver.js';

const MINUTE = 60_000;
const silentLog = { warn() {}, error() {} };

describe.each(testDatabases())('webhooks for ticket events on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let client: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  /** Every event but internal notes, and notes alone (a channel allowed internal content). */
  let crm: AlertChannel;
  let notes: AlertChannel;
  let clock = new Date();

  const worker = () =>
    createAlertWorker({
      db: t.db,
      publicUrl: t.config.publicUrl,
      leaseMs: 60_000,
      allowPrivate: true,
      log: silentLog,
      retryDelaysMs: [MINUTE],
      now: () => clock,
    });
  /** Sends what is due now, as the delivery worker's next round does. */
  const deliver = async () => {
    clock = new Date(Math.max(Date.now(), clock.getTime()));
    return worker().runOnce();
  };
  const bodies = (path: string) => receiver.to(path).map((request) => JSON.parse(request.body) as { type: string });

  beforeAll(async () => {
    // The receiver is on this machine.
    t = await buildTestApp({ database: target, seed: true, env: { MONITOR_ALLOW_PRIVATE: 'true' } });
    await giveDemoPassword(t.db, [STAFF.email]);
    admin = await login(t.app, ADMIN.email, DEMO_PASSWORD);
    client = await login(t.app, CLIENT.email, DEMO_PASSWORD);
    receiver = await startReceiver();
    const add = async (body: Record<string, unknown>) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/agency/alert-channels',
        headers: bearer(admin),
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as AlertChannel;
    };
    crm = await add({
      name: 'CRM',
      kind: 'webhook',
      url: receiver.url('/crm'),
      events: [
        'ticket.created',
        'ticket.update_posted',
        'ticket.status_changed',
        'ticket.assignee_changed',
        'report.completed',
      ],
    });
    notes = await add({
      name: 'Agency chat',
      kind: 'webhook',
      url: receiver.url('/notes'),
      events: ['ticket.note_added'],
      internalContent: true,
    });
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  it('sends a signed ticket.created for a client’s new ticket, once, with the ticket’s address', async () => {
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: bearer(client),
      payload: { projectGuid: PROJECTS.redesign, name: 'Checkout is slow', description: '<p>Since <b>today</b>.</p>' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const ticket = opened.json() as TicketView;
    // Two workers, as two servers: the delivery is sent by one of them.
    await Promise.all([deliver(), worker().runOnce()]);
    const [sent, ...more] = receiver.to('/crm');
    expect(more).toEqual([]);
    expect(signatureHolds(crm.secret!, sent!.headers, sent!.body)).toBe(true);
    const event = WebhookTicketEvent.parse(JSON.parse(sent!.body));
    expect(event).toMatchObject({
      type: 'ticket.created',
      data: {
        ticket: {
          ticketGuid: ticket.ticketGuid,
          number: `#${String(ticket.ticketId).slice(-5)}`,
          title: 'Checkout is slow',
          status: 'new',
          projectName: 'Acme Website Redesign',
          url: `${t.config.publicUrl}/agency/tickets/${ticket.ticketGuid}`,
        },
        actor: { name: `${CLIENT.firstName} ${CLIENT.lastName}`, userGuid: CLIENT.userGuid },
        update: { text: '<p>Since <b>today</b>.</p>', internal: false },
      },
    });
    expect(receiver.to('/notes')).toEqual([]);
  });

  it('sends internal notes only to a channel allowed internal content; public updates and changes to the rest', async () => {
    const ticketGuid = (JSON.parse(receiver.to('/crm')[0]!.body) as WebhookTicketEvent).data.ticket.ticketGuid;
    const post = (updateText: string, internal: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/agency/tickets/${ticketGuid}/updates`,
        headers: bearer(admin),
        payload: { updateText, internal },
      });
    expect((await post('<p>Cache warmed: the client may not know.</p>', true)).statusCode).toBe(201);
    expect((await post('<p>We are on it.</p>', false)).statusCode).toBe(201);
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/api/agency/tickets/${ticketGuid}`,
      headers: bearer(admin),
      payload: { version: 1, status: 'in-progress', assigneeUserGuid: STAFF.userGuid },
    });
    expect(change.statusCode, change.body).toBe(200);
    await deliver();

    const note = bodies('/notes').map((body) => WebhookTicketEvent.parse(body));
    expect(note.map((event) => [event.type, event.data.update?.text])).toEqual([
      ['ticket.note_added', '<p>Cache warmed: the client may not know.</p>'],
    ]);
    const crmEvents = bodies('/crm').map((body) => WebhookTicketEvent.parse(body));
    expect(crmEvents.map((event) => event.type)).toEqual([
      'ticket.created',
      'ticket.update_posted',
      'ticket.status_changed',
      'ticket.assignee_changed',
    ]);
    expect(JSON.stringify(crmEvents)).not.toContain('Cache warmed');
    expect(crmEvents[2]!.data.change).toEqual({ field: 'status', before: 'new', after: 'in-progress' });
    expect(crmEvents[3]!.data.change).toEqual({ field: 'assignee', before: null, after: STAFF.userGuid });
    expect(crmEvents[3]!.data.actor.name).toBe(`${ADMIN.firstName} ${ADMIN.lastName}`);
  });

  it('retries a delivery the receiver refused, logs each attempt, and sends it once it is taken', async () => {
    receiver.status.set('/crm', 503);
    const completed = await t.app.inject({
      method: 'POST',
      url: `/api/agency/sitecarereports/${REPORTS.acmeNovember}/complete`,
      headers: bearer(admin),
    });
    // The demo's draft report may need its checks confirmed first.
    if (completed.statusCode === 400) {
      await t.app.inject({
        method: 'PATCH',
        url: `/api/agency/sitecarereports/${REPORTS.acmeNovember}`,
        headers: bearer(admin),
        payload: { offsiteBackupConfirmed: true, visualCheckConfirmed: true },
      });
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/agency/sitecarereports/${REPORTS.acmeNovember}/complete`,
        headers: bearer(admin),
      });
      expect(again.statusCode, again.body).toBe(200);
    } else {
      expect(completed.statusCode, completed.body).toBe(200);
    }
    const before = receiver.to('/crm').length;
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(receiver.to('/crm')).toHaveLength(before + 1);

    receiver.status.set('/crm', 200);
    // Not due again before the retry's wait is over.
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    clock = new Date(clock.getTime() + MINUTE + 1000);
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const [refusedAttempt, takenAttempt] = receiver.to('/crm').slice(before);
    expect(takenAttempt!.headers['webhook-id']).toBe(refusedAttempt!.headers['webhook-id']);
    const event = WebhookReportEvent.parse(JSON.parse(takenAttempt!.body));
    expect(event.data.report).toMatchObject({
      siteCareReportGuid: REPORTS.acmeNovember,
      domainName: 'acme-widgets.example',
      pdfUrl: `${t.config.publicUrl}/api/sitecarereports/${REPORTS.acmeNovember}/pdf`,
    });

    const log = await t.app.inject({ method: 'GET', url: '/api/agency/alert-deliveries', headers: bearer(admin) });
    const delivery = AlertDeliveryList.parse(log.json()).find(
      (entry) => entry.channelName === 'CRM' && entry.attempts.length === 2,
    );
    expect(delivery?.state).toBe('sent');
    expect(delivery?.attempts.map((attempt) => attempt.statusCode)).toEqual([503, 200]);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(receiver.to('/crm')).toHaveLength(before + 2);
  });

  it('refuses internal notes for a channel not allowed internal content, naming the field', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/agency/alert-channels',
      headers: bearer(admin),
      payload: { name: 'Client Slack', kind: 'slack', url: receiver.url('/slack'), events: ['ticket.note_added'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: expect.stringMatching(/^events: ticket\.note_added needs internalContent/),
    });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/agency/alert-channels/${notes.channelGuid}`,
      headers: bearer(admin),
      payload: { internalContent: false },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({ message: expect.stringMatching(/^events: ticket\.note_added needs/) });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/agency/alert-channels',
      headers: bearer(admin),
      payload: { name: 'X', kind: 'webhook', url: receiver.url('/x'), events: ['ticket.deleted'] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: expect.stringMatching(/^events\.0: /) });
  });
});
