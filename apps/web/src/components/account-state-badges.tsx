/** An account's state, as the staff and client lists and a client's page show it. */
export function AccountStateBadges({ account }: { account: { disabled: boolean; hasPassword: boolean } }) {
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {account.disabled && <span className="badge text-bg-secondary">Disabled</span>}
      {!account.disabled && account.hasPassword && <span className="badge text-bg-success">Active</span>}
      {/* No password set yet: the invitation has not been taken up. */}
      {!account.hasPassword && <span className="badge text-bg-warning">Invited</span>}
    </span>
  );
}
