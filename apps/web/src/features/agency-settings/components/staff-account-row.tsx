import { formProblem } from '../../../lib/agency-errors';
import { StaffRole, type StaffAccount } from '@client-portal/contract';
import { useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { TimeAgo } from '../../../components/ui/time-ago';
import { DATE_FORMATS, formatDate } from '../../../lib/format';
import { personName } from '../../../lib/person';
import { useInviteStaffAccount } from '../api/invite-staff-account';
import { useUpdateStaffAccount } from '../api/update-staff-account';
import { ConfirmDisable } from '../../../components/ui/confirm-disable';

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
  const [isConfirming, setIsConfirming] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
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

  const setDisabled = (disabled: boolean) => {
    setIsConfirming(false);
    onNotice(undefined);
    update.mutate(
      { disabled },
      {
        onSuccess: () => onNotice({ kind: 'success', message: `${name} is ${disabled ? 'disabled' : 'enabled'}.` }),
        onError: problem,
        onSettled: () => toggleRef.current?.focus(),
      },
    );
  };

  const onInvite = () => {
    onNotice(undefined);
    invite.mutate(undefined, {
      onSuccess: (sent) =>
        onNotice({
          kind: 'success',
          message: `Invitation sent to ${sent.sentTo} (valid until ${formatDate(sent.expiresAt, DATE_FORMATS.dateTime)}).`,
        }),
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
        <span className="d-inline-flex flex-wrap gap-1">
          {account.disabled ? (
            <span className="badge text-bg-secondary">Disabled</span>
          ) : (
            <span className="badge text-bg-success">Active</span>
          )}
          {!account.hasPassword && <span className="badge text-bg-warning">Invited</span>}
        </span>
      </td>
      <td className="ticket-table-extra text-nowrap" data-label="Last sign-in">
        {account.lastSignInAt ? <TimeAgo value={account.lastSignInAt} /> : 'Never'}
      </td>
      <td className="ticket-table-title">
        {isConfirming ? (
          <ConfirmDisable
            name={name}
            onConfirm={() => setDisabled(true)}
            onCancel={() => {
              setIsConfirming(false);
              requestAnimationFrame(() => toggleRef.current?.focus());
            }}
          />
        ) : (
          <div className="d-flex flex-wrap gap-2">
            <button
              ref={toggleRef}
              type="button"
              className={`btn btn-sm ${account.disabled ? 'btn-outline-success' : 'btn-outline-danger'}`}
              aria-label={`${account.disabled ? 'Enable' : 'Disable'} ${name}`}
              disabled={update.isPending}
              onClick={() => (account.disabled ? setDisabled(false) : setIsConfirming(true))}
            >
              {account.disabled ? 'Enable' : 'Disable'}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary text-nowrap"
              aria-label={`Resend invitation to ${name}`}
              disabled={invite.isPending}
              onClick={onInvite}
            >
              {invite.isPending && <Spinner label="Sending" />} Resend invitation
            </button>
          </div>
        )}
      </td>
    </tr>
  );
}
