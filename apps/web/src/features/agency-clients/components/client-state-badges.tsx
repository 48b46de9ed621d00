import type { ClientSummary } from '@client-portal/contract';

/** "Disabled" and "Invited" (no password set yet); nothing for an active client who has signed up. */
export function ClientStateBadges({ client }: { client: Pick<ClientSummary, 'disabled' | 'hasPassword'> }) {
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {client.disabled && <span className="badge text-bg-secondary">Disabled</span>}
      {!client.hasPassword && <span className="badge text-bg-warning">Invited</span>}
    </span>
  );
}
