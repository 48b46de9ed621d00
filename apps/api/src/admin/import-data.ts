import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { refreshTicketSearch } from '../domain/ticket-search/refresh-ticket-search.js';
import { storableReport } from '../domain/site-care/report-fields.js';
import { storedTicketText } from '../domain/tickets/ticket-text.js';
import { normaliseEmail } from '../domain/users/email.js';
import { hashPassword } from '../lib/password.js';
import { assertStorableText, formatPath, TextError } from '../lib/text.js';
import { nowIso, toIso } from '../lib/time.js';
import { ImportDocument } from './import-document.js';

export class ImportError extends Error {}

export interface ImportSummary {
  users: number;
  projects: number;
  dashboardPages: number;
  tickets: number;
  ticketUpdates: number;
  siteCareSchedules: number;
  siteCareReports: number;
  auditEntries: number;
}

/** Parses and checks a document without touching the database: shape, then duplicate GUIDs. */
export function parseImportDocument(input: unknown): ImportDocument {
  try {
    assertStorableText(input);
  } catch (error) {
    if (error instanceof TextError) throw new ImportError(`${formatPath(error.path) || 'document'}: ${error.problem}`);
    throw error;
  }
  const parsed = ImportDocument.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ImportError(`${formatPath(issue.path) || 'document'}: ${issue.message}`);
  }
  const doc = parsed.data;
  const checkUnique = <T>(section: string, items: T[] | undefined, field: keyof T & string) => {
    const seen = new Set<string>();
    items?.forEach((item, i) => {
      const value = String(item[field]).toLowerCase();
      if (seen.has(value)) throw new ImportError(`${section}[${i}].${field}: duplicate value ${String(item[field])}`);
      seen.add(value);
    });
  };
  checkUnique('users', doc.users, 'userGuid');
  checkUnique('users', doc.users, 'email');
  checkUnique('projects', doc.projects, 'projectGuid');
  checkUnique('dashboardPages', doc.dashboardPages, 'dashboardPageGuid');
  checkUnique('tickets', doc.tickets, 'ticketGuid');
  checkUnique('tickets', doc.tickets, 'ticketId');
  checkUnique('siteCareSchedules', doc.siteCareSchedules, 'siteCareScheduleGuid');
  checkUnique('siteCareReports', doc.siteCareReports, 'siteCareReportGuid');
  checkUnique('auditLog', doc.auditLog, 'auditGuid');
  return doc;
}

const lower = (guid: string) => guid.toLowerCase();
const date = (value: string | null) => (value === null ? null : value.length === 10 ? value : toIso(value)!);

/** Upserts a parsed document in one transaction: any bad reference rolls back everything. */
export async function importDocument(db: Db, doc: ImportDocument): Promise<ImportSummary> {
  // Hash outside the transaction: it is slow on purpose and needs no database.
  const hashes = new Map<number, string>();
  for (const [i, user] of (doc.users ?? []).entries()) {
    if (user.password) hashes.set(i, await hashPassword(user.password));
  }
  // In the order references need: users and schedules first, then what points at them.
  return db.transaction().execute(async (trx) => {
    const users = await importUsers(trx, doc.users ?? [], hashes);
    const siteCareSchedules = await importSiteCareSchedules(trx, doc.siteCareSchedules ?? []);
    const projects = await importProjects(trx, doc.projects ?? []);
    const dashboardPages = await importDashboardPages(trx, doc.dashboardPages ?? []);
    const { tickets, ticketUpdates } = await importTickets(trx, doc.tickets ?? []);
    const siteCareReports = await importSiteCareReports(trx, doc.siteCareReports ?? []);
    const auditEntries = await importAuditLog(trx, doc.auditLog ?? []);
    // The search documents of the tickets imported, and of those whose client or project the file renames.
    await refreshTicketSearch(trx, { userGuids: (doc.users ?? []).map((user) => lower(user.userGuid)) });
    await refreshTicketSearch(trx, { projectGuids: (doc.projects ?? []).map((project) => lower(project.projectGuid)) });
    await refreshTicketSearch(trx, { ticketGuids: (doc.tickets ?? []).map((ticket) => lower(ticket.ticketGuid)) });
    return {
      users,
      projects,
      dashboardPages,
      tickets,
      ticketUpdates,
      siteCareSchedules,
      siteCareReports,
      auditEntries,
    };
  });
}

type Trx = Transaction<Database>;
type Section<K extends keyof ImportDocument> = NonNullable<ImportDocument[K]>;

async function userGuidByEmail(trx: Trx, email: string, where: string): Promise<string> {
  const row = await trx
    .selectFrom('users')
    .select('user_guid')
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  if (!row) throw new ImportError(`${where}: no user with email ${email}`);
  return row.user_guid;
}

async function assertProjectExists(trx: Trx, guid: string, where: string): Promise<void> {
  const row = await trx
    .selectFrom('projects')
    .select('project_guid')
    .where('project_guid', '=', lower(guid))
    .executeTakeFirst();
  if (!row) throw new ImportError(`${where}: unknown project ${guid}`);
}

async function assertScheduleExists(trx: Trx, guid: string, where: string): Promise<void> {
  const row = await trx
    .selectFrom('site_care_schedules')
    .select('site_care_schedule_guid')
    .where('site_care_schedule_guid', '=', lower(guid))
    .executeTakeFirst();
  if (!row) throw new ImportError(`${where}: unknown Site Care schedule ${guid}`);
}

async function importUsers(trx: Trx, users: Section<'users'>, hashes: Map<number, string>): Promise<number> {
  for (const [i, user] of users.entries()) {
    const email = normaliseEmail(user.email);
    const clash = await trx
      .selectFrom('users')
      .select('user_guid')
      .where('email', '=', email)
      .where('user_guid', '!=', lower(user.userGuid))
      .executeTakeFirst();
    if (clash) throw new ImportError(`users[${i}].email: ${email} already belongs to another user`);
    const before = await trx
      .selectFrom('users')
      .select('disabled_at')
      .where('user_guid', '=', lower(user.userGuid))
      .executeTakeFirst();
    // Disabling an enabled account also revokes its sign-ins, as `user disable` does.
    const isDisabling = Boolean(user.disabledAt) && before !== undefined && before.disabled_at === null;
    const disabled =
      user.disabledAt === undefined
        ? {}
        : {
            disabled_at: user.disabledAt && toIso(user.disabledAt),
            ...(isDisabling ? { token_version: sql<number>`token_version + 1` } : {}),
          };
    const hash = hashes.get(i);
    await trx
      .insertInto('users')
      .values({
        user_guid: lower(user.userGuid),
        email,
        first_name: user.firstName,
        last_name: user.lastName,
        password_hash: hash ?? null,
        created_at: nowIso(),
        ...(user.role ? { role: user.role } : {}),
        ...disabled,
      })
      .onConflict((oc) =>
        oc.column('user_guid').doUpdateSet({
          email,
          first_name: user.firstName,
          last_name: user.lastName,
          ...(hash ? { password_hash: hash } : {}),
          ...(user.role ? { role: user.role } : {}),
          ...disabled,
        }),
      )
      .execute();
  }
  return users.length;
}

async function importSiteCareSchedules(trx: Trx, schedules: Section<'siteCareSchedules'>): Promise<number> {
  for (const schedule of schedules) {
    const values = {
      domain_name: schedule.domainName,
      status: schedule.status,
      site_care_day: schedule.siteCareDay,
    };
    await trx
      .insertInto('site_care_schedules')
      .values({ site_care_schedule_guid: lower(schedule.siteCareScheduleGuid), ...values })
      .onConflict((oc) => oc.column('site_care_schedule_guid').doUpdateSet(values))
      .execute();
  }
  return schedules.length;
}

/** A project's `userEmails` replace its members. */
async function importProjects(trx: Trx, projects: Section<'projects'>): Promise<number> {
  for (const [i, project] of projects.entries()) {
    const projectGuid = lower(project.projectGuid);
    if (project.siteCareScheduleGuid) {
      await assertScheduleExists(trx, project.siteCareScheduleGuid, `projects[${i}].siteCareScheduleGuid`);
    }
    const values = {
      name: project.name,
      status: project.status,
      start_date: date(project.startDate),
      period_start_date: date(project.periodStartDate),
      period_end_date: date(project.periodEndDate),
      site_care_schedule_guid: project.siteCareScheduleGuid ? lower(project.siteCareScheduleGuid) : null,
    };
    await trx
      .insertInto('projects')
      .values({ project_guid: projectGuid, ...values })
      .onConflict((oc) => oc.column('project_guid').doUpdateSet(values))
      .execute();
    await trx.deleteFrom('project_users').where('project_guid', '=', projectGuid).execute();
    const members = new Set<string>();
    for (const [j, email] of project.userEmails.entries()) {
      members.add(await userGuidByEmail(trx, email, `projects[${i}].userEmails[${j}]`));
    }
    if (members.size) {
      await trx
        .insertInto('project_users')
        .values([...members].map((user_guid) => ({ project_guid: projectGuid, user_guid })))
        .execute();
    }
  }
  return projects.length;
}

/** Pages are shown in the file's order. */
async function importDashboardPages(trx: Trx, pages: Section<'dashboardPages'>): Promise<number> {
  for (const [i, page] of pages.entries()) {
    await assertProjectExists(trx, page.projectGuid, `dashboardPages[${i}].projectGuid`);
    const values = {
      project_guid: lower(page.projectGuid),
      title: page.title,
      icon_class: page.iconClass,
      url: page.url,
      sort_order: i,
    };
    await trx
      .insertInto('dashboard_pages')
      .values({ dashboard_page_guid: lower(page.dashboardPageGuid), ...values })
      .onConflict((oc) => oc.column('dashboard_page_guid').doUpdateSet(values))
      .execute();
  }
  return pages.length;
}

/**
 * A ticket's updates are part of the ticket: the file's list replaces what was there (see below). Descriptions and
 * updates are stored as the routes store them, sanitised with the server's allow-list; one left with nothing visible
 * (a text that held only a script, say) is kept as that, where a route would refuse it: a record from elsewhere is
 * not a person's typing, and one such text must not stop the whole file.
 */
async function importTickets(
  trx: Trx,
  tickets: Section<'tickets'>,
): Promise<{ tickets: number; ticketUpdates: number }> {
  let ticketUpdates = 0;
  for (const [i, ticket] of tickets.entries()) {
    const ticketGuid = lower(ticket.ticketGuid);
    await assertProjectExists(trx, ticket.projectGuid, `tickets[${i}].projectGuid`);
    const clash = await trx
      .selectFrom('tickets')
      .select('ticket_guid')
      .where('ticket_id', '=', ticket.ticketId)
      .where('ticket_guid', '!=', ticketGuid)
      .executeTakeFirst();
    if (clash) throw new ImportError(`tickets[${i}].ticketId: ${ticket.ticketId} already belongs to another ticket`);
    const values = {
      ticket_id: ticket.ticketId,
      project_guid: lower(ticket.projectGuid),
      name: ticket.name,
      description: storedTicketText(ticket.description),
      status: ticket.status,
      created_by_user_guid: await userGuidByEmail(trx, ticket.createdByEmail, `tickets[${i}].createdByEmail`),
      created_date_time: toIso(ticket.createdDateTime)!,
      // Left as it is when the file does not say; null unassigns.
      ...(ticket.assigneeEmail === undefined
        ? {}
        : {
            assignee_user_guid: ticket.assigneeEmail
              ? await userGuidByEmail(trx, ticket.assigneeEmail, `tickets[${i}].assigneeEmail`)
              : null,
          }),
    };
    // The newest of the ticket and its updates: the agency inbox's order.
    const lastActivityAt = [values.created_date_time, ...ticket.updates.map((u) => toIso(u.createdDateTime)!)]
      .sort()
      .at(-1)!;
    await trx
      .insertInto('tickets')
      .values({ ticket_guid: ticketGuid, ...values, last_activity_at: lastActivityAt })
      .onConflict((oc) => oc.column('ticket_guid').doUpdateSet({ ...values, last_activity_at: lastActivityAt }))
      .execute();
    // The file's list replaces what was there, but an update the file holds unchanged (same time, author, text as
    // stored and kind) keeps its row: the files attached to it stay with it, and importing the same file twice changes
    // nothing.
    const existing = await trx
      .selectFrom('ticket_updates')
      .select(['update_guid', 'user_guid', 'created_date_time', 'update_text', 'internal'])
      .where('ticket_guid', '=', ticketGuid)
      .execute();
    const sameAs = (row: (typeof existing)[number]) =>
      `${row.created_date_time}|${row.user_guid}|${Number(row.internal)}|${row.update_text}`;
    const unmatched = new Map<string, string[]>();
    for (const row of existing) unmatched.set(sameAs(row), [...(unmatched.get(sameAs(row)) ?? []), row.update_guid]);
    const toInsert = [];
    for (const [j, update] of ticket.updates.entries()) {
      const row = {
        ticket_guid: ticketGuid,
        user_guid: await userGuidByEmail(trx, update.userEmail, `tickets[${i}].updates[${j}].userEmail`),
        created_date_time: toIso(update.createdDateTime)!,
        update_text: storedTicketText(update.updateText),
        internal: update.internal ? 1 : 0,
      };
      const kept = unmatched.get(sameAs({ ...row, update_guid: '' }))?.shift();
      if (!kept) toInsert.push({ update_guid: randomUUID(), ...row });
      ticketUpdates++;
    }
    const removed = [...unmatched.values()].flat();
    if (removed.length) {
      // An update the file leaves out goes, and the files attached to it with it.
      const files = trx.selectFrom('attachments').select('attachment_guid').where('update_guid', 'in', removed);
      await trx.deleteFrom('attachment_chunks').where('attachment_guid', 'in', files).execute();
      await trx.deleteFrom('attachments').where('update_guid', 'in', removed).execute();
      await trx.deleteFrom('ticket_updates').where('update_guid', 'in', removed).execute();
    }
    for (const row of toInsert) await trx.insertInto('ticket_updates').values(row).execute();
  }
  return { tickets: tickets.length, ticketUpdates };
}

/** A report's fields are stored as staff's changes store them: HTML sanitised, empty text null, a stub as it is. */
async function importSiteCareReports(trx: Trx, reports: Section<'siteCareReports'>): Promise<number> {
  for (const [i, report] of reports.entries()) {
    const { siteCareReportGuid, siteCareScheduleGuid, createdDateTime, completedDateTime, ...fields } = report;
    await assertScheduleExists(trx, siteCareScheduleGuid, `siteCareReports[${i}].siteCareScheduleGuid`);
    const values = {
      site_care_schedule_guid: lower(siteCareScheduleGuid),
      created_date_time: toIso(createdDateTime)!,
      completed_date_time: completedDateTime ? toIso(completedDateTime)! : null,
      ...storableReport(fields),
      // A completed report showed both ticks: they were confirmed.
      backup_confirmed: completedDateTime ? 1 : 0,
      visual_check_confirmed: completedDateTime ? 1 : 0,
    };
    await trx
      .insertInto('site_care_reports')
      .values({ site_care_report_guid: lower(siteCareReportGuid), ...values })
      .onConflict((oc) => oc.column('site_care_report_guid').doUpdateSet(values))
      .execute();
  }
  return reports.length;
}

/** The audit log only grows: entries are added by GUID, and one already present is left as it is. */
async function importAuditLog(trx: Trx, entries: Section<'auditLog'>): Promise<number> {
  for (const [i, entry] of entries.entries()) {
    const actor = entry.actorEmail ? await userGuidByEmail(trx, entry.actorEmail, `auditLog[${i}].actorEmail`) : null;
    await trx
      .insertInto('audit_log')
      .values({
        audit_guid: lower(entry.auditGuid),
        actor_user_guid: actor,
        object_type: entry.objectType,
        object_guid: entry.objectGuid,
        action: entry.action,
        changes: JSON.stringify(entry.changes),
        created_at: toIso(entry.createdAt)!,
        ip_address: entry.ipAddress,
      })
      .onConflict((oc) => oc.column('audit_guid').doNothing())
      .execute();
  }
  return entries.length;
}
