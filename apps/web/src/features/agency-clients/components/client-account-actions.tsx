import { formProblem } from '../../../lib/agency-errors';
import type { ClientDetail } from '@client-portal/contract';
import { useId, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { DATE_FORMATS, formatDate } from '../../../lib/format';
import { personName } from '../../../lib/person';
import { useInviteClient } from '../api/invite-client';
import { useUpdateClient } from '../api/update-client';
import { ConfirmDisable } from '../../../components/ui/confirm-disable';
import { TitledCard } from '../../../components/ui/titled-card';

type Notice = { kind: 'success'; message: string } | { kind: 'problem'; message: string };

export const invitationMessage = (sentTo: string, expiresAt: string) =>
  `Invitation sent to ${sentTo} (valid until ${formatDate(expiresAt, DATE_FORMATS.dateTime)}).`;

/** Disable (after a question) or enable the account; send a new invitation link. */
export function ClientAccountActions({ client }: { client: ClientDetail }) {
  const id = useId();
  const update = useUpdateClient(client.userGuid);
  const invite = useInviteClient(client.userGuid);
  const [isConfirming, setIsConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const name = personName(client);

  const setDisabled = (disabled: boolean) => {
    setIsConfirming(false);
    setNotice(undefined);
    update.mutate(
      { disabled },
      {
        onSuccess: () =>
          setNotice({ kind: 'success', message: disabled ? `${name} is disabled.` : `${name} is enabled.` }),
        onError: (error) => setNotice({ kind: 'problem', message: formProblem(error).message }),
        onSettled: () => toggleRef.current?.focus(),
      },
    );
  };

  const onInvite = () => {
    setNotice(undefined);
    invite.mutate(undefined, {
      onSuccess: (sent) => setNotice({ kind: 'success', message: invitationMessage(sent.sentTo, sent.expiresAt) }),
      onError: (error) => setNotice({ kind: 'problem', message: formProblem(error).message }),
    });
  };

  return (
    <TitledCard headingId={`${id}-heading`} title="Account">
      {isConfirming ? (
        <ConfirmDisable
          name={name}
          onConfirm={() => setDisabled(true)}
          onCancel={() => {
            setIsConfirming(false);
            // The dialog's buttons go away: the focus returns to the button that opened it.
            requestAnimationFrame(() => toggleRef.current?.focus());
          }}
        />
      ) : (
        <div className="d-flex flex-wrap gap-2">
          <button
            ref={toggleRef}
            type="button"
            className={`btn ${client.disabled ? 'btn-outline-success' : 'btn-outline-danger'}`}
            disabled={update.isPending}
            onClick={() => (client.disabled ? setDisabled(false) : setIsConfirming(true))}
          >
            {update.isPending && <Spinner label="Saving" />} {client.disabled ? 'Enable' : 'Disable'}
          </button>
          <button type="button" className="btn btn-outline-primary" disabled={invite.isPending} onClick={onInvite}>
            {invite.isPending && <Spinner label="Sending" />} Resend invitation
          </button>
        </div>
      )}
      <div className="mt-2" role="status">
        {notice?.kind === 'success' && <p className="text-success mb-0">{notice.message}</p>}
      </div>
      {notice?.kind === 'problem' && (
        <div className="alert alert-danger mt-2 mb-0" role="alert">
          {notice.message}
        </div>
      )}
    </TitledCard>
  );
}
