import { INBOX_COUNT_LIMIT, isCountCapped } from '@client-portal/contract';

/** A count as the inbox shows it: exact, or "10,000+" past the counting limit. */
export const formatInboxCount = (count: number): string =>
  isCountCapped(count) ? `${INBOX_COUNT_LIMIT.toLocaleString('en')}+` : String(count);
