import type { IncidentCause } from '@client-portal/contract';

/**
 * What a project's clients read of a check's error (check.ts), on every screen, PDF and email that shows them an
 * incident: the kind of failure only. The error itself names staff settings (the keyword, the expected statuses) and
 * what the server's network answered (an address not allowed, a connection refused), so it stays with staff.
 */
export function incidentCause(error: string | null): IncidentCause {
  const text = error ?? '';
  const status = /^Status (\d{3})\b/.exec(text);
  if (status) return Number(status[1]) >= 400 ? 'The site answered with an error' : 'Unexpected response';
  if (text.startsWith('Keyword ')) return 'Unexpected content';
  if (/^Certificate (has )?expired/i.test(text)) return 'Certificate expired';
  if (/certificate|\bssl\b|\btls\b/i.test(text)) return 'Certificate problem';
  // Time-outs, refused or reset connections, unknown hosts, unreadable answers, addresses not allowed.
  return 'The site did not answer';
}
