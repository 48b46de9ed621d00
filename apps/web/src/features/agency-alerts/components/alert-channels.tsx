import { ALERT_CHANNEL_KIND_LABELS, type AlertChannel } from '@client-portal/contract';
import { useId, useState } from 'react';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { Loading } from '../../../components/ui/loading';
import { TitledCard } from '../../../components/ui/titled-card';
import { agencyLoadError, formProblem } from '../../../lib/agency-errors';
import { useAlertChannels } from '../../../lib/alert-channels';
import {
  useAddAlertChannel,
  useRemoveAlertChannel,
  useTestAlertChannel,
  useUpdateAlertChannel,
} from '../api/alert-channels';
import { ChannelForm } from './channel-form';

const usedBy = (channel: AlertChannel) => {
  const parts = [
    channel.isDefault ? 'Default' : '',
    channel.projectCount
      ? `chosen by ${channel.projectCount === 1 ? '1 project' : `${channel.projectCount} projects`}`
      : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'Not used yet';
};

/** "Channels": where alerts go besides email. Admins add, edit and remove them; any staff member sends a test. */
export function AlertChannels({ isAdmin }: { isAdmin: boolean }) {
  const id = useId();
  const channelsQuery = useAlertChannels();
  const add = useAddAlertChannel();
  const update = useUpdateAlertChannel();
  const remove = useRemoveAlertChannel();
  const test = useTestAlertChannel();
  const [editing, setEditing] = useState<string>();
  const [removing, setRemoving] = useState<string>();
  const [notice, setNotice] = useState<{ text: string; isProblem?: boolean }>();
  const [added, setAdded] = useState<AlertChannel>();
  const headingId = `${id}-heading`;

  const channels = channelsQuery.data;
  const focusHeading = () => document.getElementById(headingId)?.focus();

  const sendTest = (channel: AlertChannel) => {
    setNotice(undefined);
    test.mutate(channel.channelGuid, {
      onSuccess: () => setNotice({ text: `Test message to ${channel.name} queued: its delivery shows below.` }),
      onError: (error) => setNotice({ text: formProblem(error).message, isProblem: true }),
    });
  };

  return (
    <TitledCard headingId={headingId} title="Channels" headingProps={{ tabIndex: -1 }}>
      <p className="text-body-secondary">
        Where alerts are posted besides staff email: Slack, Microsoft Teams, Discord, or any address that takes a signed
        JSON POST. A channel may also be told of what happens in the helpdesk (tickets opened, updates, status changes,
        reports completed). A failed delivery is tried again after 30 seconds, 2, 10 and 30 minutes and 2 hours.
      </p>
      {notice && (
        <div
          className={`alert ${notice.isProblem ? 'alert-danger' : 'alert-success'}`}
          role={notice.isProblem ? 'alert' : 'status'}
        >
          {notice.text}
        </div>
      )}
      {added?.secret && (
        <div className="alert alert-info" role="status">
          <p className="mb-1">
            {added.name} signs each alert with this secret (Standard Webhooks: the <code>webhook-signature</code>{' '}
            header). Give it to the receiver:
          </p>
          <code className="text-break user-select-all">{added.secret}</code>
        </div>
      )}
      {!channels ? (
        channelsQuery.isError ? (
          <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
            <span>Channels could not be loaded. {agencyLoadError(channelsQuery.error).message}</span>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => void channelsQuery.refetch()}
            >
              Try again
            </button>
          </div>
        ) : (
          <Loading />
        )
      ) : channels.length === 0 ? (
        <p>No channels yet: alerts go by email only.</p>
      ) : (
        <ul className="list-group mb-3" aria-label="Channels">
          {channels.map((channel) => (
            <li key={channel.channelGuid} className="list-group-item">
              {editing === channel.channelGuid ? (
                <ChannelForm
                  channel={channel}
                  submitLabel="Save channel"
                  isPending={update.isPending}
                  onCancel={() => setEditing(undefined)}
                  onSave={async ({ name, url, events, internalContent }) => {
                    await update.mutateAsync({
                      channelGuid: channel.channelGuid,
                      change: { name, url, events, internalContent },
                    });
                    setEditing(undefined);
                    setNotice({ text: `${name} saved.` });
                  }}
                />
              ) : (
                <div className="d-flex flex-wrap align-items-start gap-2">
                  <div className="flex-grow-1 text-break">
                    <div className="fw-semibold">{channel.name}</div>
                    <div className="small text-body-secondary">
                      {ALERT_CHANNEL_KIND_LABELS[channel.kind]} · {channel.url} · {usedBy(channel)}
                    </div>
                    {channel.events.length > 0 && (
                      <div className="small">
                        Helpdesk events: {channel.events.join(', ')}
                        {channel.internalContent ? ' (internal notes allowed)' : ''}
                      </div>
                    )}
                    {isAdmin && channel.secret && (
                      <div className="small">
                        Signing secret: <code className="user-select-all">{channel.secret}</code>
                      </div>
                    )}
                  </div>
                  <div className="d-flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      aria-label={`Send a test message to ${channel.name}`}
                      disabled={test.isPending}
                      onClick={() => sendTest(channel)}
                    >
                      Send test
                    </button>
                    {isAdmin && (
                      <>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-primary"
                          aria-label={`Edit ${channel.name}`}
                          onClick={() => {
                            setNotice(undefined);
                            setEditing(channel.channelGuid);
                          }}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-danger"
                          aria-label={`Remove ${channel.name}`}
                          onClick={() => {
                            setNotice(undefined);
                            setRemoving(channel.channelGuid);
                          }}
                        >
                          Remove
                        </button>
                      </>
                    )}
                  </div>
                  {removing === channel.channelGuid && (
                    <ConfirmAction
                      className="w-100 mt-2 mb-0"
                      question={`Remove ${channel.name}?`}
                      warning="Projects that chose it, and the defaults, stop posting to it; its delivery log goes too."
                      confirmLabel="Yes, remove"
                      pendingLabel="Removing"
                      isPending={remove.isPending}
                      onCancel={() => setRemoving(undefined)}
                      onConfirm={() =>
                        remove.mutate(channel.channelGuid, {
                          onSuccess: () => {
                            setRemoving(undefined);
                            setNotice({ text: `${channel.name} removed.` });
                            focusHeading();
                          },
                          onError: (error) => setNotice({ text: formProblem(error).message, isProblem: true }),
                        })
                      }
                    />
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {isAdmin && (
        <>
          <h3 className="h6 mt-4">Add channel</h3>
          <ChannelForm
            submitLabel="Add channel"
            isPending={add.isPending}
            onSave={async (values) => {
              setNotice(undefined);
              const channel = await add.mutateAsync(values);
              setAdded(channel);
              setNotice({ text: `${channel.name} added. Choose it below or on a project to use it.` });
            }}
          />
        </>
      )}
    </TitledCard>
  );
}
