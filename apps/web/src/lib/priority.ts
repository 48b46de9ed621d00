import type { TicketPriority } from '@client-portal/contract';

/** A ticket's priority in words, wherever staff read it (never told by colour alone). */
export const PRIORITY_WORDS: Record<TicketPriority, string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
  urgent: 'Urgent',
};
