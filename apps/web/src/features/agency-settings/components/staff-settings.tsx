import { useId, useState } from 'react';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { useStaffAccounts } from '../api/get-staff-accounts';
import { adminLoadError } from '../utils/admin-load-error';
import { InviteStaffForm } from './invite-staff-form';
import { StaffAccountRow, type StaffNotice } from './staff-account-row';

/** Admins: the staff accounts and "Invite staff". A staff member gets the API's 403, shown as the error card. */
export function StaffSettings() {
  const id = useId();
  const accounts = useStaffAccounts();
  const [notice, setNotice] = useState<StaffNotice>();

  if (accounts.isPending) return <Loading />;
  if (accounts.isError) {
    const { title, message } = adminLoadError(accounts.error);
    return <ErrorCard title={title} message={message} />;
  }

  return (
    <>
      <section className="mb-4" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="h5">
          Staff accounts
        </h2>
        <div role="status">{notice?.kind === 'success' && <p className="text-success">{notice.message}</p>}</div>
        {notice?.kind === 'problem' && (
          <div className="alert alert-danger" role="alert">
            {notice.message}
          </div>
        )}
        {accounts.data.length === 0 ? (
          <p className="text-muted">No staff accounts yet.</p>
        ) : (
          <div className="table-responsive">
            <table className="ticket-table table align-middle">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">State</th>
                  <th scope="col">Last sign-in</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {accounts.data.map((account) => (
                  <StaffAccountRow key={account.userGuid} account={account} onNotice={setNotice} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <InviteStaffForm />
    </>
  );
}
