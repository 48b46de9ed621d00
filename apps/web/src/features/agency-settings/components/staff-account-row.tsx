import { formProblem } from '../../../lib/agency-errors';
import { StaffRole, type StaffAccount } from '@client-portal/contract';
import { AccountActions, invitationMessage } from '../../../components/account-actions';
import { AccountStateBadges } from '../../../components/account-state-badges';
import { TimeAgo } from '../../../components/ui/time-ago';
import { personName } from '../../../lib/person';
import { useInviteStaffAccount } from '../api/invite-staff-account';
import { useUpdateStaffAccount } from '../api/update-staff-account';

export type StaffNotice = { kind: 'success'; message: string } | { kind: 'problem'; message: string };

const ROLE_LABELS: Record<StaffRole, string> = { staff: 'Staff', admin: 'Admin' };

interface StaffAccountRowProps {
  account: StaffAccount;
  onNotice: (notice: StaffNotice | undefined) => void;
}

/** One staff account: its role applies as soon as it is chosen; disabling asks first. */
export function StaffAccountRow({ account, onNotice }: StaffAccountRowProps) {
  const update = useUpdateStaffAccount(account.userGuid);
  const invite = useInviteStaffAccount(account.userGuid);
  const name = personName(account);
  const problem = (error: unknown) => onNotice({ kind: 'problem', message: formProblem(error).message });
  // While a role change is saving, the select shows the new role; a refusal puts the saved one back.
  const role = update.isPending && update.variables.role ? update.variables.role : account.role;

  const onRole = (value: string) => {
    const next = StaffRole.safeParse(value);
    if (!next.success) return;
    onNotice(undefined);
    update.mutate(
      { role: next.data },
      {
        onSuccess: () =>
          onNotice({ kind: 'success', message: `${name} is now ${next.data === 'admin' ? 'an admin' : 'staff'}.` }),
        onError: problem,
      },
    );
  };

  const setDisabled = (disabled: boolean, settled: () => void) => {
    onNotice(undefined);
    update.mutate(
      { disabled },
      {
        onSuccess: () => onNotice({ kind: 'success', message: `${name} is ${disabled ? 'disabled' : 'enabled'}.` }),
        onError: problem,
        onSettled: settled,
      },
    );
  };

  const onInvite = () => {
    onNotice(undefined);
    invite.mutate(undefined, {
      onSuccess: (sent) => onNotice({ kind: 'success', message: invitationMessage(sent.sentTo, sent.expiresAt) }),
      onError: problem,
    });
  };

  return (
    <tr>
      <td className="ticket-table-number text-break">{name}</td>
      <td className="ticket-table-extra text-break" data-label="Email">
        {account.email}
      </td>
      <td className="ticket-table-extra" data-label="Role">
        <select
          className="form-select form-select-sm d-inline-block w-auto"
          aria-label={`Role of ${name}`}
          value={role}
          disabled={update.isPending}
          onChange={(event) => onRole(event.target.value)}
        >
          {/* An account of another role (older data) keeps it shown until changed. */}
          {!StaffRole.safeParse(account.role).success && <option value={account.role}>{account.role}</option>}
          {StaffRole.options.map((option) => (
            <option key={option} value={option}>
              {ROLE_LABELS[option]}
            </option>
          ))}
        </select>
      </td>
      <td className="ticket-table-status">
        <AccountStateBadges account={account} />
      </td>
      <td className="ticket-table-extra text-nowrap" data-label="Last sign-in">
        {account.lastSignInAt ? <TimeAgo value={account.lastSignInAt} /> : 'Never'}
      </td>
      <td className="ticket-table-title">
        <AccountActions
          name={name}
          isDisabled={account.disabled}
          isSaving={update.isPending && update.variables.disabled !== undefined}
          isBusy={update.isPending}
          isSending={invite.isPending}
          canResendInvitation={!account.hasPassword && !account.disabled}
          compact
          onSetDisabled={setDisabled}
          onInvite={onInvite}
        />
      </td>
    </tr>
  );
}
