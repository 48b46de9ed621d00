import { formProblem } from '../../../lib/agency-errors';
import type { ClientDetail } from '@client-portal/contract';
import { useId, useState } from 'react';
import { AccountActions, invitationMessage } from '../../../components/account-actions';
import { personName } from '../../../lib/person';
import { useInviteClient } from '../api/invite-client';
import { useUpdateClient } from '../api/update-client';
import { TitledCard } from '../../../components/ui/titled-card';

type Notice = { kind: 'success'; message: string } | { kind: 'problem'; message: string };

/** Disable (after a question) or enable the account; send a new invitation link. */
export function ClientAccountActions({ client }: { client: ClientDetail }) {
  const id = useId();
  const update = useUpdateClient(client.userGuid);
  const invite = useInviteClient(client.userGuid);
  const [notice, setNotice] = useState<Notice>();
  const name = personName(client);

  const setDisabled = (disabled: boolean, settled: () => void) => {
    setNotice(undefined);
    update.mutate(
      { disabled },
      {
        onSuccess: () =>
          setNotice({ kind: 'success', message: disabled ? `${name} is disabled.` : `${name} is enabled.` }),
        onError: (error) => setNotice({ kind: 'problem', message: formProblem(error).message }),
        onSettled: settled,
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
      <AccountActions
        name={name}
        isDisabled={client.disabled}
        isSaving={update.isPending}
        isSending={invite.isPending}
        canResendInvitation={!client.hasPassword && !client.disabled}
        onSetDisabled={setDisabled}
        onInvite={onInvite}
      />
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
