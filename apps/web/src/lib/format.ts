import { format, formatDistanceStrict, isValid, parseISO } from 'date-fns';

/** Spec §9 date formats, rendered in the viewer's time zone. */
export const DATE_FORMATS = {
  ticketTable: 'd-MMM-yyyy',
  date: 'dd-MMM-yyyy',
  dateTime: 'dd-MMM-yyyy HH:mm',
  monthYear: 'MMM-yyyy',
  yearMonth: 'yyyy-MM',
} as const;

/** Formats an ISO date or date-time; date-only values are calendar dates, not shifted by time zone. */
export function formatDate(value: string | null | undefined, pattern: string): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : '';
}

/** Spec §9: "#" plus the last 5 characters of ticketId. */
export function formatTicketNumber(ticketId: number | string): string {
  return `#${String(ticketId).slice(-5)}`;
}

/** How long ago an ISO date-time was, in words ("3 hours ago"); the agency's inbox shows activity this way. */
export function formatTimeAgo(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? formatDistanceStrict(date, now, { addSuffix: true }) : '';
}

/** A rule's message from the contract ("must be an https:// address") as a sentence under its field. */
export const asSentence = (message: string | undefined) =>
  message && message.charAt(0).toUpperCase() + message.slice(1);
