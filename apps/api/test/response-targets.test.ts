import type { AgencyTicket, AuditEntry, HelpdeskSettings, InboxPage, ProjectTargets } from '@client-portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addWorkingMinutes, workingMinutesBetween } from '../src/domain/response-targets/business-time.js';
import { refreshDueTimes } from '../src/domain/response-targets/due-times.js';
import { createNotificationWorker } from '../src/domain/notifications/worker.js';
import { recordBreaches } from '../src/domain/response-targets/record-breaches.js';
import type { MailMessage } from '../src/mail/mailer.js';
import { ok, refused } from './helpers/answers.js';
import { bearer, giveDemoPassword, login } from './helpers/auth.js';
import { ADMIN, CLIENT, DEMO_PASSWORD, PROJECTS, STAFF, TICKETS } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

const DAY = 86_400_000;
/** A Friday at least a week ahead, at 00:00 UTC: the tests' times are worked out from it, whatever today is. */
const FRIDAY = (() => {
  const day = new Date(Date.now() + 7 * DAY);
  const start = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return start + ((5 - new Date(start).getUTCDay() + 7) % 7) * DAY;
})();
const at = (days: number, hh: number, mm = 0) => new Date(FRIDAY + days * DAY + (hh * 60 + mm) * 60_000);
const iso = (days: number, hh: number, mm = 0) => at(days, hh, mm).toISOString();
const dateOf = (days: number) => iso(days, 0).slice(0, 10);

/**
 * Tokyo keeps no summer time: 09:00–17:00 there is 00:00–08:00 UTC, every day of the year. The Monday after FRIDAY
 * is a holiday.
 */
const TOKYO_HOURS = {
  timeZone: 'Asia/Tokyo',
  workingDays: [1, 2, 3, 4, 5],
  start: '09:00',
  end: '17:00',
  holidays: [dateOf(3)],
};

describe('working time', () => {
  it('counts working days and hours in the agency’s time zone, skipping weekends and holidays', () => {
    // Friday 16:30 in Tokyo, an hour to go: half an hour on Friday, none on the weekend or the holiday Monday.
    expect(addWorkingMinutes(at(0, 7, 30), 60, TOKYO_HOURS)).toEqual(at(4, 0, 30));
    // Before the day starts, the clock starts at 09:00.
    expect(addWorkingMinutes(at(-1, 23), 30, TOKYO_HOURS)).toEqual(at(0, 0, 30));
    expect(workingMinutesBetween(at(0, 7, 45), at(4, 1), TOKYO_HOURS)).toBe(75);
    expect(workingMinutesBetween(at(4, 1), at(0, 7, 45), TOKYO_HOURS)).toBe(0);
  });

  it('follows a zone’s change of clocks', () => {
    // London moves to summer time on the last Sunday of March 2027 (the 28th): 09:00 is 09:00 UTC on the Friday
    // before, 08:00 UTC on the Monday after.
    const london = {
      timeZone: 'Europe/London',
      workingDays: [1, 2, 3, 4, 5],
      start: '09:00',
      end: '17:00',
      holidays: [],
    };
    expect(addWorkingMinutes(new Date('2027-03-26T16:30:00Z'), 60, london)).toEqual(new Date('2027-03-29T08:30:00Z'));
  });
});

describe.each(testDatabases())('response targets on $name', (target) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let staff: Record<string, string>;
  let client: Record<string, string>;
  let settings: HelpdeskSettings;
  const call = (headers: Record<string, string>, method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const ticketOf = async (ticketGuid: string) =>
    (await ok(call(admin, 'GET', `/api/agency/tickets/${ticketGuid}`))) as AgencyTicket;
  const createdAt = (ticketGuid: string, when: string) =>
    t.db.updateTable('tickets').set({ created_date_time: when }).where('ticket_guid', '=', ticketGuid).execute();

  beforeAll(async () => {
    t = await buildTestApp({ database: target, seed: true });
    admin = bearer(await login(t.app, ADMIN.email, DEMO_PASSWORD));
    await giveDemoPassword(t.db, [STAFF.email]);
    staff = bearer(await login(t.app, STAFF.email, DEMO_PASSWORD));
    client = bearer(await login(t.app, CLIENT.email, DEMO_PASSWORD));
    // Two open tickets of the redesign: one raised on a Friday afternoon in Tokyo, one a month ago.
    await createdAt(TICKETS.bannerNew, iso(0, 7, 30));
    await createdAt(TICKETS.biosInProgress, new Date(Date.now() - 30 * DAY).toISOString());
    settings = {
      composerDefault: 'public',
      clientsSeePriority: false,
      businessHours: TOKYO_HOURS,
      targets: { firstResponseMinutes: 60, resolutionMinutes: 480 },
    };
  });
  afterAll(() => t.close());

  it('has no targets until the admins set them; then every open ticket is due in working time', async () => {
    expect((await ticketOf(TICKETS.bannerNew)).due).toBeNull();
    await ok(call(admin, 'PUT', '/api/agency/settings/helpdesk', settings));
    expect(await ok(call(staff, 'GET', '/api/agency/settings/helpdesk'))).toEqual(settings);
    // First response: half an hour on Friday, then Tuesday (the Monday is a holiday). Resolution: 8 hours.
    expect((await ticketOf(TICKETS.bannerNew)).due).toEqual({
      kind: 'first-response',
      dueAt: iso(4, 0, 30),
      state: 'on-track',
    });
    const history = (await ok(call(admin, 'GET', '/api/agency/audit?objectType=settings'))) as { items: AuditEntry[] };
    expect(history.items[0]).toMatchObject({
      action: 'helpdesk settings changed',
      actor: { userGuid: ADMIN.userGuid },
      changes: { targets: { after: settings.targets } },
    });
  });

  it('sorts the inbox by due time, breached first, and marks each ticket', async () => {
    const page = (await ok(call(staff, 'GET', '/api/agency/tickets?view=all&sort=due'))) as InboxPage;
    const states = page.items.map((row) => row.due?.state ?? 'none');
    // Breached first (the month-old ticket among them), then the Friday ticket, then those without a due time: closed,
    // or with the clock stopped (awaiting the customer).
    const friday = page.items.findIndex((row) => row.ticketGuid === TICKETS.bannerNew);
    expect(states.slice(0, friday).every((state) => state === 'breached')).toBe(true);
    expect(page.items.slice(0, friday).map((row) => row.ticketGuid)).toContain(TICKETS.biosInProgress);
    expect(page.items[friday]).toMatchObject({ due: { state: 'on-track', dueAt: iso(4, 0, 30) } });
    expect(new Set(states.slice(friday + 1))).toEqual(new Set(['none', 'paused']));
    const dues = page.items.slice(0, friday + 1).map((row) => row.due!.dueAt!);
    expect(dues).toEqual([...dues].sort());
    await refused(call(staff, 'GET', '/api/agency/tickets?sort=oldest'), 400, 'sort must be one of activity, due');
  });

  it('records a breach once, in the audit log, and emails the assignee alone', async () => {
    const { version } = await ticketOf(TICKETS.biosInProgress);
    await ok(
      call(admin, 'PATCH', `/api/agency/tickets/${TICKETS.biosInProgress}`, {
        version,
        assigneeUserGuid: STAFF.userGuid,
      }),
    );
    // Two processes looking at once record it once.
    const counts = await Promise.all([recordBreaches(t.db), recordBreaches(t.db)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await recordBreaches(t.db)).toBe(0);
    const ticket = await ticketOf(TICKETS.biosInProgress);
    const missed = ticket.history.filter((entry) => entry.action.endsWith('target missed'));
    expect(missed.map((entry) => entry.action)).toContain('first-response target missed');
    expect(new Set(missed.map((entry) => entry.action)).size).toBe(missed.length);
    expect(missed[0]!.actor).toBeNull();
    const notices = (
      await t.db
        .selectFrom('notifications')
        .select(['recipient_user_guid', 'payload'])
        .where('kind', '=', 'response-targets')
        .execute()
    ).filter((notice) => notice.payload.includes(TICKETS.biosInProgress));
    expect(notices.length).toBe(missed.length);
    expect(new Set(notices.map((n) => n.recipient_user_guid))).toEqual(new Set([STAFF.userGuid]));
    expect(JSON.parse(notices[0]!.payload)).toMatchObject({ breach: { ticketGuid: TICKETS.biosInProgress } });
    // The email: of its own, at once, saying which ticket missed which target, linking to the staff ticket page.
    const sent: MailMessage[] = [];
    const worker = createNotificationWorker({
      db: t.db,
      config: t.config,
      transport: { name: 'capture', deliver: async (message) => void sent.push(message) },
      log: { info() {}, warn() {}, error() {} },
      delayMs: 5 * 60_000,
      leaseMs: 60_000,
      unsubscribeUrl: () => `${t.config.publicUrl}/unsubscribe`,
    });
    await worker.runOnce();
    // Breaches gather per person, in emails of their own (other tickets of the demo data are late too).
    const title = '#00198 Add new team member bios missed its first-response target';
    const toStaff = sent.filter((message) => message.to === STAFF.email && message.text.includes(title));
    expect(toStaff).toHaveLength(1);
    expect(toStaff[0]!.text).toContain('(Acme Website Redesign) was due its first response by');
    expect(toStaff[0]!.text).toContain(`/agency/tickets/${TICKETS.biosInProgress}`);
    // Assigned: nobody else hears of it.
    expect(sent.filter((message) => message.to !== STAFF.email && message.text.includes(title))).toEqual([]);
    // The Friday ticket is not due yet: nothing recorded.
    expect((await ticketOf(TICKETS.bannerNew)).history.some((e) => e.action.endsWith('target missed'))).toBe(false);
  });

  it('stops the clock while the ticket awaits the customer', async () => {
    const scope = { ticketGuids: [TICKETS.bannerNew] };
    const setStatus = (status: 'awaiting-customer' | 'in-progress') =>
      t.db.updateTable('tickets').set({ status }).where('ticket_guid', '=', TICKETS.bannerNew).execute();
    await setStatus('awaiting-customer');
    await refreshDueTimes(t.db, scope, at(0, 7, 45));
    expect((await ticketOf(TICKETS.bannerNew)).due).toEqual({ kind: 'first-response', dueAt: null, state: 'paused' });
    // Back at Tuesday 10:00 in Tokyo: 15 minutes on Friday and an hour on Tuesday waited; the target moves as much.
    await setStatus('in-progress');
    await refreshDueTimes(t.db, scope, at(4, 1));
    expect((await ticketOf(TICKETS.bannerNew)).due).toEqual({
      kind: 'first-response',
      dueAt: iso(4, 1, 45),
      state: 'on-track',
    });
  });

  it('takes a project’s own targets, and the first public update meets the first-response target', async () => {
    const own: ProjectTargets = { followsDefault: false, firstResponseMinutes: null, resolutionMinutes: 120 };
    expect(await ok(call(staff, 'PUT', `/api/agency/projects/${PROJECTS.redesign}/targets`, own))).toEqual(own);
    // 75 minutes waited: Friday 30, then Tuesday 165.
    expect((await ticketOf(TICKETS.bannerNew)).due).toEqual({
      kind: 'resolution',
      dueAt: iso(4, 2, 45),
      state: 'on-track',
    });
    expect(
      await ok(
        call(staff, 'PUT', `/api/agency/projects/${PROJECTS.redesign}/targets`, { ...own, followsDefault: true }),
      ),
    ).toEqual({
      followsDefault: true,
      ...settings.targets,
    });
    await ok(
      call(staff, 'POST' as 'PUT', `/api/agency/tickets/${TICKETS.bannerNew}/updates`, {
        updateText: '<p>On it.</p>',
        internal: false,
        attachmentGuids: [],
      }),
      201,
    );
    // Resolution remains: 480 + 75 minutes from Friday 16:30 in Tokyo, so 30 on Friday, 480 on Tuesday, 45 on Wednesday.
    expect((await ticketOf(TICKETS.bannerNew)).due).toMatchObject({ kind: 'resolution', dueAt: iso(5, 0, 45) });
    const audit = (await ok(call(admin, 'GET', `/api/agency/audit?objectGuid=${PROJECTS.redesign}`))) as {
      items: AuditEntry[];
    };
    expect(audit.items.map((entry) => entry.action)).toContain('response targets changed');
  });

  it('refuses bad settings naming the field, lets only admins change them, and shows clients no due time', async () => {
    const bad: [object, string][] = [
      [
        { ...settings, businessHours: { ...TOKYO_HOURS, timeZone: 'Mars/Olympus' } },
        'businessHours.timeZone: timeZone must be a time zone',
      ],
      [{ ...settings, businessHours: { ...TOKYO_HOURS, end: '08:00' } }, 'businessHours.end: end must be after start'],
      [
        { ...settings, businessHours: { ...TOKYO_HOURS, workingDays: [] } },
        'businessHours.workingDays: choose at least one working day',
      ],
      [{ ...settings, businessHours: { ...TOKYO_HOURS, holidays: ['2027-02-30'] } }, 'a holiday must be a real date'],
      [
        { ...settings, targets: { firstResponseMinutes: 0, resolutionMinutes: null } },
        'targets.firstResponseMinutes: firstResponseMinutes must be at least 1 minute',
      ],
      [{ ...settings, composerDefault: 'loud' }, 'composerDefault must be one of public, internal'],
    ];
    for (const [body, message] of bad)
      await refused(call(admin, 'PUT', '/api/agency/settings/helpdesk', body), 400, message);
    await refused(call(staff, 'PUT', '/api/agency/settings/helpdesk', settings), 403, 'admin');
    expect(await ok(call(staff, 'GET', '/api/agency/settings/helpdesk'))).toEqual(settings);
    await refused(call(client, 'GET', '/api/agency/settings/helpdesk'), 403, 'staff');
    const seen = JSON.stringify(await ok(call(client, 'GET', `/api/ticketviews/${TICKETS.bannerNew}`)));
    expect(seen).not.toContain('due');
  });
});
