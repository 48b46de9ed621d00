import type { MonitorState, NotificationKind, TicketPriority, TicketStatus, UserRole } from '@client-portal/contract';
import type { Generated, Selectable } from 'kysely';

/** Table types. Timestamps are ISO 8601 UTC text in both SQLite and PostgreSQL, so one query path serves both. */
interface UsersTable {
  user_guid: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  token_version: Generated<number>;
  disabled_at: string | null;
  created_at: string;
  role: Generated<UserRole>;
  /** Two-factor sign-in (staff): the TOTP secret, base32; pending until totp_enabled_at is set. */
  totp_secret: string | null;
  totp_enabled_at: string | null;
  /** The latest 30-second step a code was accepted in: a code of that step or an earlier one is refused. */
  totp_last_step: number | null;
}

interface ProjectsTable {
  project_guid: string;
  name: string;
  status: string;
  start_date: string | null;
  period_start_date: string | null;
  period_end_date: string | null;
  site_care_schedule_guid: string | null;
  /** A confirmed outage opens a ticket on the project (1), or not (0). */
  incident_tickets: Generated<number>;
  /** Its clients are emailed when its site is down for this many minutes, and when it is back; null: never. */
  client_alert_minutes: Generated<number | null>;
  /** The project's own response targets (JSON: the contract's ResponseTargets); null: the workspace's. */
  response_targets: Generated<string | null>;
}

interface ProjectUsersTable {
  project_guid: string;
  user_guid: string;
}

export interface DashboardPagesTable {
  dashboard_page_guid: string;
  project_guid: string;
  title: string;
  icon_class: string;
  url: string;
  sort_order: number;
}

interface TicketsTable {
  ticket_guid: string;
  ticket_id: number;
  project_guid: string;
  name: string;
  description: string;
  /** One of the contract's ticket statuses: the import and every write check it. */
  status: TicketStatus;
  created_by_user_guid: string | null;
  created_date_time: string;
  assignee_user_guid: string | null;
  /** Moves on with every staff change of the ticket's fields: a change made on an older version is refused. */
  version: Generated<number>;
  /** The newest of the ticket's creation and its updates (public or internal): the inbox's order. */
  last_activity_at: string;
  /** Its emails' reply address carries this (support+t-{token}@…): a reply by email lands on this ticket. */
  reply_token: Generated<string | null>;
  /** One of the contract's TICKET_PRIORITIES; `normal` unless staff set it. */
  priority: Generated<TicketPriority>;
  /** Response targets (domain/response-targets): the first public update staff posted. */
  first_response_at: Generated<string | null>;
  /** Awaiting the customer since (the targets' clock stopped), and the working minutes so spent before. */
  paused_since: Generated<string | null>;
  paused_minutes: Generated<number>;
  /** When each target is due; null when met, stopped, or there is none. */
  first_response_due_at: Generated<string | null>;
  resolution_due_at: Generated<string | null>;
  /** The next target to meet (kept while the clock is stopped), when it is due (the sooner), from when at risk. */
  due_kind: Generated<'first-response' | 'resolution' | null>;
  due_at: Generated<string | null>;
  due_risk_at: Generated<string | null>;
  /** When each breach was recorded and staff alerted (once). */
  first_response_breached_at: Generated<string | null>;
  resolution_breached_at: Generated<string | null>;
}

interface TicketUpdatesTable {
  update_guid: string;
  ticket_guid: string;
  user_guid: string | null;
  created_date_time: string;
  update_text: string;
  /** 1: an internal note, for staff only. Every client read leaves it out. */
  internal: Generated<number>;
}

/**
 * The inbox search's document of each ticket (domain/ticket-search): PostgreSQL's table; SQLite's is an FTS5 index
 * whose row id is the ticket number.
 */
interface TicketSearchTable {
  ticket_id: number;
  /** A tsvector: the document's words. */
  document: string;
}

/** SQLite only: a ticket's search document as text, its words one space apart (beside the FTS5 index). */
interface TicketSearchWordsTable {
  ticket_id: number;
  words: string;
}

interface SiteCareSchedulesTable {
  site_care_schedule_guid: string;
  domain_name: string;
  status: string;
  site_care_day: number;
}

export interface SiteCareReportsTable {
  site_care_report_guid: string;
  site_care_schedule_guid: string;
  created_date_time: string;
  completed_date_time: string | null;
  comments: string | null;
  site_health: string | null;
  plugins_updated: string | null;
  plugins_deleted: string | null;
  cms_core_version: string | null;
  cms_core_update: string | null;
  themes_updated: string | null;
  themes_deleted: string | null;
  downtimes: number | null;
  total_downtime: number | null;
  average_response_time: number | null;
  /** Set when the uptime figures were measured by the portal (the interval of its checks); null when typed in. */
  measured_interval_seconds: Generated<number | null>;
  security_issues: string | null;
  miscellaneous: string | null;
  /** Staff confirmed the month's offsite backup and visual site check (1): both, before it can be completed. */
  backup_confirmed: Generated<number>;
  visual_check_confirmed: Generated<number>;
  /** JSON: the month's days and incidents as the report was first completed with (read-report-uptime.ts). */
  uptime_frozen: Generated<string | null>;
}

interface EventsTable {
  event_guid: string;
  event_type_name: string;
  user_guid: string | null;
  object_guid: string | null;
  description: string | null;
  client_ip: string | null;
  created_at: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_guid: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  superseded_at: string | null;
}

/** Every staff change: who, when, what, and each changed field before and after (JSON). */
interface AuditLogTable {
  audit_guid: string;
  actor_user_guid: string | null;
  object_type: string;
  object_guid: string;
  action: string;
  changes: string;
  created_at: string;
  /** The address the change came from. */
  ip_address: string | null;
}

/** Single-use recovery codes of a user's two-factor sign-in: only their SHA-256 is kept. */
interface TwoFactorRecoveryCodesTable {
  user_guid: string;
  code_hash: string;
  used_at: string | null;
}

/** Portal-wide settings the admins change (`two_factor_required`: "true" or "false"). */
interface SettingsTable {
  key: string;
  value: string;
}

/** A file attached to a ticket or an update; its contents are in attachment_chunks. */
interface AttachmentsTable {
  attachment_guid: string;
  uploaded_by_user_guid: string;
  file_name: string;
  content_type: string;
  /** null while the file streams in; set once it is whole. bigint: a string from PostgreSQL. */
  size_bytes: string | number | null;
  created_at: string;
  /** Set when a ticket or update carries the file; until then only its uploader sees it. */
  ticket_guid: string | null;
  /** The update that carries it; null for the ticket's own files. */
  update_guid: string | null;
  /** Its place among the files sent with the same message; null until it is sent. */
  position: number | null;
}

interface AttachmentChunksTable {
  attachment_guid: string;
  seq: number;
  data: Buffer;
}

interface NotificationOptOutsTable {
  user_guid: string;
  kind: NotificationKind;
}

interface NotificationsTable {
  notification_guid: string;
  recipient_user_guid: string;
  kind: NotificationKind;
  /** null for a notice about something else than a ticket (a certificate about to expire). */
  ticket_guid: string | null;
  /** JSON: what changed (domain/notifications/payloads.ts). */
  payload: string;
  created_at: string;
  batch_guid: string | null;
  /** 1: the first email about something new, gathered at once rather than after NOTIFICATION_DELAY. */
  at_once: Generated<number>;
  /** The project a notice about a project's site is for: only its clients get it. */
  project_guid: Generated<string | null>;
}

type NotificationBatchState = 'pending' | 'sending' | 'sent' | 'failed';

export interface NotificationBatchesTable {
  batch_guid: string;
  recipient_user_guid: string;
  state: NotificationBatchState;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_until: string | null;
  created_at: string;
  sent_at: string | null;
  last_error: string | null;
}

export interface MonitorsTable {
  monitor_guid: string;
  project_guid: string;
  /** What staff call the site; null: shown by its address. */
  name: Generated<string | null>;
  url: string;
  expected_status_min: number;
  expected_status_max: number;
  keyword: string | null;
  interval_seconds: number;
  timeout_seconds: number;
  ignore_tls_errors: Generated<number>;
  created_at: string;
}

export interface MonitorStatusTable {
  monitor_guid: string;
  state: MonitorState;
  state_since: string | null;
  /** The current run of equal results: up or down, how many, since when, and the first failure's cause. */
  streak_up: number;
  streak_length: number;
  streak_since: string | null;
  streak_cause: string | null;
  last_checked_at: string | null;
  last_status_code: number | null;
  last_response_ms: number | null;
  last_error: string | null;
  certificate_expires_at: string | null;
  /** The smallest warning (days before expiry: 30, 14, 7) staff were sent for this certificate. */
  certificate_warned_days: number | null;
  next_check_at: string;
}

interface MonitorResultsTable {
  monitor_guid: string;
  checked_at: string;
  is_up: number;
  status_code: number | null;
  response_ms: number | null;
  error: string | null;
}

interface MonitorHourlyTable {
  monitor_guid: string;
  hour: string;
  checks: number;
  up_checks: number;
  /** bigint: a string from PostgreSQL. */
  response_ms_sum: string | number;
  responses: number;
}

interface MonitorIncidentsTable {
  incident_guid: string;
  monitor_guid: string;
  started_at: string;
  ended_at: string | null;
  cause: string;
  /** The ticket the outage opened (projects.incident_tickets), and whether it was told the site is back. */
  ticket_guid: Generated<string | null>;
  ticket_closed: Generated<number>;
  /** What the project's clients were told (projects.client_alert_minutes): null, 'down', then 'up'. */
  clients_told: Generated<'down' | 'up' | null>;
}

interface MaintenanceWindowsTable {
  window_guid: string;
  project_guid: string;
  starts_at: string;
  ends_at: string;
  note: string;
  /** 1: the same hours every week after the first. */
  repeats_weekly: number;
  created_at: string;
}

interface AlertChannelsTable {
  channel_guid: string;
  name: string;
  kind: string;
  url: string;
  secret: string | null;
  is_default: Generated<number>;
  created_at: string;
  /** Space-separated webhook event types (contract WebhookEventType); empty: monitors' alerts only. */
  events: Generated<string>;
  /** 1: may be sent internal notes. */
  internal_content: Generated<number>;
}

interface ProjectAlertsTable {
  project_guid: string;
  email_staff: number;
}

interface ProjectAlertChannelsTable {
  project_guid: string;
  channel_guid: string;
}

export interface AlertDeliveriesTable {
  delivery_guid: string;
  channel_guid: string;
  payload: string;
  state: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_until: string | null;
  created_at: string;
  sent_at: string | null;
  last_error: string | null;
}

interface AlertAttemptsTable {
  delivery_guid: string;
  attempt: number;
  attempted_at: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

/** A message read from the support mailbox (domain/inbound-mail): recorded once, whatever became of it. */
export interface InboundEmailsTable {
  inbound_guid: string;
  /** Its Message-ID, or `sha256:` and the hash of the message: the same message delivered again is the same key. */
  message_key: string;
  mailbox: string;
  uid_validity: string;
  uid: number;
  from_address: string;
  from_name: string;
  subject: string;
  /** The start of its text, for the staff list. */
  preview: string;
  size_bytes: number;
  received_at: string;
  created_at: string;
  state: InboundState;
  /** Why it is where it is, in words staff read ("The sender is not a client of the portal."). */
  reason: string;
  ticket_guid: string | null;
  sender_user_guid: string | null;
  project_guid: string | null;
  /** The message as it came (a ticket can be opened from it later); null when too large to keep. */
  raw: Buffer | null;
}

export type InboundState = 'posted' | 'opened' | 'to-sort' | 'automatic' | 'discarded';

interface InboundMailboxesTable {
  mailbox: string;
  uid_validity: string;
  /** Every message up to this UID has been read and recorded. */
  last_uid: number;
}

/** A reply staff keep to insert into tickets (domain/saved-replies). */
interface SavedRepliesTable {
  reply_guid: string;
  title: string;
  /** Sanitised rich text, with {{placeholders}}. */
  body: string;
  /** null: shared with every staff member; else that staff member's own. */
  owner_user_guid: string | null;
  created_by_user_guid: string | null;
  created_at: string;
  updated_at: string;
}

/** A tag staff put on a ticket: lower case, as the contract's TicketTag keeps it. */
interface TicketTagsTable {
  ticket_guid: string;
  tag: string;
}

/** An integration's API token: only its SHA-256 is kept; it acts as its own (disabled) account, `user_guid`. */
interface ApiTokensTable {
  token_guid: string;
  user_guid: string;
  name: string;
  /** Space-separated scopes. */
  scopes: string;
  token_hash: string;
  prefix: string;
  created_by_user_guid: string | null;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  last_used_ip: string | null;
}

export interface Database {
  users: UsersTable;
  projects: ProjectsTable;
  project_users: ProjectUsersTable;
  dashboard_pages: DashboardPagesTable;
  tickets: TicketsTable;
  ticket_updates: TicketUpdatesTable;
  ticket_search: TicketSearchTable;
  ticket_search_words: TicketSearchWordsTable;
  site_care_schedules: SiteCareSchedulesTable;
  site_care_reports: SiteCareReportsTable;
  events: EventsTable;
  password_resets: PasswordResetsTable;
  audit_log: AuditLogTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  settings: SettingsTable;
  attachments: AttachmentsTable;
  attachment_chunks: AttachmentChunksTable;
  notification_opt_outs: NotificationOptOutsTable;
  monitors: MonitorsTable;
  monitor_status: MonitorStatusTable;
  monitor_results: MonitorResultsTable;
  monitor_hourly: MonitorHourlyTable;
  monitor_incidents: MonitorIncidentsTable;
  maintenance_windows: MaintenanceWindowsTable;
  notifications: NotificationsTable;
  notification_batches: NotificationBatchesTable;
  alert_channels: AlertChannelsTable;
  project_alerts: ProjectAlertsTable;
  project_alert_channels: ProjectAlertChannelsTable;
  alert_deliveries: AlertDeliveriesTable;
  alert_attempts: AlertAttemptsTable;
  inbound_emails: InboundEmailsTable;
  inbound_mailboxes: InboundMailboxesTable;
  saved_replies: SavedRepliesTable;
  ticket_tags: TicketTagsTable;
  api_tokens: ApiTokensTable;
}

export type UserRow = Selectable<UsersTable>;
