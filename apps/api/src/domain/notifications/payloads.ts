import { richTextLine, type TicketStatus } from '@client-portal/contract';

/** What happened to the ticket, as the email tells it. */
export type TicketChange =
  | { type: 'opened'; by: string; excerpt: string }
  /** To the client whose email opened the ticket: it was received. */
  | { type: 'received'; by: string; excerpt: string }
  | { type: 'reply'; by: string; excerpt: string }
  | { type: 'update'; by: string; excerpt: string }
  | { type: 'status'; by: string; from: TicketStatus; to: TicketStatus };

/** A queued notification's payload (notifications.payload, JSON): enough to write the email without the ticket. */
export interface TicketPayload {
  ticketId: number;
  ticketName: string;
  change: TicketChange;
}

/** A monitored site's HTTPS certificate expires soon, or (`expired`) has expired. */
export interface CertificatePayload {
  certificate: {
    url: string;
    projectGuid: string;
    projectName: string;
    expiresAt: string;
    daysLeft: number;
    expired?: boolean;
  };
}

/** A monitored site down, or up again after it was down, as an email tells it. */
interface SiteChange {
  /** The site's address (never the monitor's name: staff name monitors for themselves). */
  url: string;
  projectGuid: string;
  projectName: string;
  state: 'down' | 'up';
  /** When the site went down (its first failed check), or came back (its first good check). */
  since: string;
  /** Down: why; staff read the first failed check's error, clients the kind of failure (incidentCause). */
  cause: string | null;
  /** Up: when it went down. */
  downSince: string | null;
}

/** Told to staff at once: a monitored site was confirmed down, or is up again. */
export interface SiteAlertPayload {
  siteAlert: SiteChange;
}

/** Told to a project's clients: its site has been down a while, or is back; in their words, no monitor settings. */
export interface SiteStatusPayload {
  siteStatus: SiteChange;
}

/** A Site Care report was completed. */
export interface ReportPayload {
  report: { reportGuid: string; scheduleGuid: string; domainName: string; month: string };
}

/** A ticket missed one of its response targets (told to its assignee, or every staff member while unassigned). */
export interface BreachPayload {
  breach: {
    ticketGuid: string;
    ticketId: number;
    ticketName: string;
    projectName: string;
    target: 'first-response' | 'resolution';
    dueAt: string;
  };
}

export type NotificationPayload =
  TicketPayload | CertificatePayload | SiteAlertPayload | SiteStatusPayload | ReportPayload | BreachPayload;
export const isCertificateNotice = (payload: NotificationPayload): payload is CertificatePayload =>
  'certificate' in payload;
export const isSiteAlert = (payload: NotificationPayload): payload is SiteAlertPayload => 'siteAlert' in payload;
export const isSiteStatus = (payload: NotificationPayload): payload is SiteStatusPayload => 'siteStatus' in payload;
export const isBreachNotice = (payload: NotificationPayload): payload is BreachPayload => 'breach' in payload;
export const isReportNotice = (payload: NotificationPayload): payload is ReportPayload => 'report' in payload;

const EXCERPT_CHARS = 300;

/**
 * The words of sanitised rich text, for an email: a link's address after its words (the email shows text only),
 * emoji shortcodes as emoji (spec §5), at most 300 characters.
 */
export function excerptOf(html: string): string {
  const text = richTextLine(html);
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1).trimEnd()}…` : text;
}
