import { CERTIFICATE_WARNING_DAYS, type MonitorState } from '@client-portal/contract';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Staff are warned from the contract's first warning day (30) on; under its last (7) the warning is urgent. */
const WARN_WITHIN_DAYS = Math.max(...CERTIFICATE_WARNING_DAYS);
const URGENT_UNDER_DAYS = Math.min(...CERTIFICATE_WARNING_DAYS);

export interface CertificateWarning {
  text: string;
  tone: 'warning' | 'danger';
}

/** The badge for a certificate that expires within 30 days (whole days left), or has expired; none otherwise. */
export function certificateWarning(expiresAt: string | null, now: Date = new Date()): CertificateWarning | undefined {
  if (!expiresAt) return undefined;
  const left = Date.parse(expiresAt) - now.getTime();
  if (Number.isNaN(left)) return undefined;
  if (left <= 0) return { text: 'Certificate expired', tone: 'danger' };
  const days = Math.floor(left / DAY_MS);
  if (days > WARN_WITHIN_DAYS) return undefined;
  const text =
    days === 0 ? 'Certificate expires in less than a day' : `Certificate expires in ${days} ${plural(days, 'day')}`;
  return { text, tone: days < URGENT_UNDER_DAYS ? 'danger' : 'warning' };
}

export const MONITOR_STATE_BADGES: Record<MonitorState, { label: string; className: string }> = {
  up: { label: 'Up', className: 'text-bg-success' },
  down: { label: 'Down', className: 'text-bg-danger' },
  pending: { label: 'Pending', className: 'text-bg-secondary' },
};

/** "5 minutes", "1 minute", "90 seconds". */
export function formatInterval(seconds: number): string {
  if (seconds % 60 === 0) return `${seconds / 60} ${plural(seconds / 60, 'minute')}`;
  return `${seconds} ${plural(seconds, 'second')}`;
}

const plural = (count: number, word: string) => (count === 1 ? word : `${word}s`);
