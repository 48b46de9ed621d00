import type { Db } from '../db/database.js';
import type { ImportDocument } from './import-document.js';

/** Writes the import document shape (no passwords), in a stable order so export → import → export is identical. */
export async function exportDocument(db: Db): Promise<Required<ImportDocument>> {
  const users = await db.selectFrom('users').selectAll().orderBy('email').execute();
  const emailByGuid = new Map(users.map((u) => [u.user_guid, u.email]));
  const emailOf = (guid: string | null) => (guid && emailByGuid.get(guid)) || '';

  const projects = await db.selectFrom('projects').selectAll().orderBy('name').orderBy('project_guid').execute();
  const members = await db.selectFrom('project_users').selectAll().execute();
  const pages = await db
    .selectFrom('dashboard_pages')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('dashboard_page_guid')
    .execute();
  const tickets = await db.selectFrom('tickets').selectAll().orderBy('ticket_id').execute();
  const updates = await db
    .selectFrom('ticket_updates')
    .selectAll()
    .orderBy('ticket_guid')
    .orderBy('created_date_time')
    .orderBy('update_guid')
    .execute();
  const schedules = await db
    .selectFrom('site_care_schedules')
    .selectAll()
    .orderBy('domain_name')
    .orderBy('site_care_schedule_guid')
    .execute();
  const reports = await db
    .selectFrom('site_care_reports')
    .selectAll()
    .orderBy('site_care_schedule_guid')
    .orderBy('created_date_time')
    .orderBy('site_care_report_guid')
    .execute();

  const audit = await db.selectFrom('audit_log').selectAll().orderBy('created_at').orderBy('audit_guid').execute();

  const updatesByTicket = new Map<string, typeof updates>();
  for (const update of updates) {
    const list = updatesByTicket.get(update.ticket_guid) ?? [];
    list.push(update);
    updatesByTicket.set(update.ticket_guid, list);
  }

  return {
    users: users.map((u) => ({
      userGuid: u.user_guid,
      email: u.email,
      firstName: u.first_name,
      lastName: u.last_name,
      // Clients are the default: only staff roles are written.
      ...(u.role === 'client' ? {} : { role: u.role }),
      ...(u.disabled_at ? { disabledAt: u.disabled_at } : {}),
    })),
    projects: projects.map((p) => ({
      projectGuid: p.project_guid,
      name: p.name,
      status: p.status as never,
      startDate: p.start_date,
      periodStartDate: p.period_start_date,
      periodEndDate: p.period_end_date,
      siteCareScheduleGuid: p.site_care_schedule_guid,
      userEmails: members
        .filter((m) => m.project_guid === p.project_guid)
        .map((m) => emailOf(m.user_guid))
        .sort(),
    })),
    dashboardPages: pages.map((d) => ({
      dashboardPageGuid: d.dashboard_page_guid,
      projectGuid: d.project_guid,
      title: d.title,
      iconClass: d.icon_class,
      url: d.url,
    })),
    tickets: tickets.map((t) => ({
      ticketGuid: t.ticket_guid,
      ticketId: Number(t.ticket_id),
      projectGuid: t.project_guid,
      name: t.name,
      description: t.description,
      status: t.status as never,
      createdByEmail: emailOf(t.created_by_user_guid),
      createdDateTime: t.created_date_time,
      ...(t.assignee_user_guid ? { assigneeEmail: emailOf(t.assignee_user_guid) } : {}),
      updates: (updatesByTicket.get(t.ticket_guid) ?? []).map((u) => ({
        userEmail: emailOf(u.user_guid),
        createdDateTime: u.created_date_time,
        updateText: u.update_text,
        ...(u.internal ? { internal: true } : {}),
      })),
    })),
    siteCareSchedules: schedules.map((s) => ({
      siteCareScheduleGuid: s.site_care_schedule_guid,
      domainName: s.domain_name,
      status: s.status as never,
      siteCareDay: Number(s.site_care_day),
    })),
    siteCareReports: reports.map((r) => ({
      siteCareReportGuid: r.site_care_report_guid,
      siteCareScheduleGuid: r.site_care_schedule_guid,
      createdDateTime: r.created_date_time,
      completedDateTime: r.completed_date_time,
      comments: r.comments,
      siteHealth: r.site_health,
      pluginsUpdated: r.plugins_updated,
      pluginsDeleted: r.plugins_deleted,
      cmsCoreVersion: r.cms_core_version,
      cmsCoreUpdate: r.cms_core_update,
      themesUpdated: r.themes_updated,
      themesDeleted: r.themes_deleted,
      downtimes: r.downtimes === null ? null : Number(r.downtimes),
      totalDowntime: r.total_downtime === null ? null : Number(r.total_downtime),
      averageResponseTime: r.average_response_time === null ? null : Number(r.average_response_time),
      securityIssues: r.security_issues,
      miscellaneous: r.miscellaneous,
    })),
    auditLog: audit.map((a) => ({
      auditGuid: a.audit_guid,
      actorEmail: a.actor_user_guid ? emailOf(a.actor_user_guid) || null : null,
      objectType: a.object_type,
      objectGuid: a.object_guid,
      action: a.action,
      changes: JSON.parse(a.changes) as Record<string, { before: unknown; after: unknown }>,
      createdAt: a.created_at,
      ipAddress: a.ip_address,
    })),
  };
}
