import { MONITOR_CONFIRM_CHECKS, type Monitor } from '@client-portal/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Loading } from '../../../components/ui/loading';
import { agencyLoadError, formProblem } from '../../../lib/agency-errors';
import { useAddMonitor } from '../api/add-monitor';
import { useDeleteMonitor } from '../api/delete-monitor';
import { useMonitors } from '../api/get-monitors';
import { useUpdateMonitor } from '../api/update-monitor';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { MonitorForm } from './monitor-form';
import { MonitorSummary } from './monitor-summary';
import { TitledCard } from '../../../components/ui/titled-card';

type Notice = { kind: 'success'; message: string } | { kind: 'problem'; message: string };

/** "Monitoring": the project's uptime monitors, each with Edit and Remove; "Add monitor" below. */
export function Monitors({ projectGuid }: { projectGuid: string }) {
  const id = useId();
  const monitorsQuery = useMonitors(projectGuid);
  const add = useAddMonitor(projectGuid);
  const update = useUpdateMonitor(projectGuid);
  const remove = useDeleteMonitor(projectGuid);
  const [editing, setEditing] = useState<string>();
  const [confirming, setConfirming] = useState<string>();
  const [notice, setNotice] = useState<Notice>();
  // Where the keyboard goes once a form or question closes (its element only exists after the next render).
  const focusNext = useRef<string>(undefined);
  useEffect(() => {
    if (focusNext.current === undefined) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = undefined;
  });

  const headingId = `${id}-heading`;
  const buttonId = (action: 'edit' | 'remove', monitor: Monitor) => `${id}-${action}-${monitor.monitorGuid}`;

  const onCloseEdit = (monitor: Monitor) => {
    focusNext.current = buttonId('edit', monitor);
    setEditing(undefined);
  };

  const onCancelRemove = (monitor: Monitor) => {
    focusNext.current = buttonId('remove', monitor);
    setConfirming(undefined);
  };

  const onRemove = (monitor: Monitor) => {
    setNotice(undefined);
    remove.mutate(monitor.monitorGuid, {
      onSuccess: () => {
        focusNext.current = headingId;
        setConfirming(undefined);
        setNotice({ kind: 'success', message: `Monitor for ${monitor.url} removed.` });
      },
      onError: (error) => setNotice({ kind: 'problem', message: formProblem(error).message }),
    });
  };

  const renderList = () => {
    const monitors = monitorsQuery.data;
    // A failed refresh keeps the list on screen; only a first load that fails shows the problem instead.
    if (monitors === undefined) {
      if (monitorsQuery.isError) {
        const { message } = agencyLoadError(monitorsQuery.error);
        return (
          <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
            <span>Monitors could not be loaded. {message}</span>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => void monitorsQuery.refetch()}
            >
              Try again
            </button>
          </div>
        );
      }
      return <Loading />;
    }
    if (monitors.length === 0) return <p className="text-body-secondary">No monitors yet.</p>;
    return (
      <ul className="list-group mb-3" aria-label="Monitors">
        {monitors.map((monitor) => (
          <li key={monitor.monitorGuid} className="list-group-item">
            {editing === monitor.monitorGuid ? (
              <MonitorForm
                monitor={monitor}
                submitLabel="Save monitor"
                isPending={update.isPending}
                onCancel={() => onCloseEdit(monitor)}
                onSave={async (_values, change) => {
                  setNotice(undefined);
                  if (Object.keys(change).length > 0) {
                    await update.mutateAsync({ monitorGuid: monitor.monitorGuid, change });
                    setNotice({ kind: 'success', message: `Monitor for ${change.url ?? monitor.url} saved.` });
                  }
                  onCloseEdit(monitor);
                }}
              />
            ) : (
              <>
                <MonitorSummary monitor={monitor} />
                {confirming === monitor.monitorGuid ? (
                  <ConfirmAction
                    question={`Remove the monitor for ${monitor.url}? Its checks stop.`}
                    isPending={remove.isPending}
                    confirmLabel="Yes, remove"
                    pendingLabel="Removing"
                    className="mt-2 mb-0 py-2"
                    onConfirm={() => onRemove(monitor)}
                    onCancel={() => onCancelRemove(monitor)}
                  />
                ) : (
                  <div className="d-flex flex-wrap gap-1 mt-2">
                    <button
                      id={buttonId('edit', monitor)}
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      aria-label={`Edit monitor ${monitor.url}`}
                      onClick={() => {
                        setNotice(undefined);
                        setEditing(monitor.monitorGuid);
                      }}
                    >
                      Edit
                    </button>
                    <button
                      id={buttonId('remove', monitor)}
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      aria-label={`Remove monitor ${monitor.url}`}
                      disabled={remove.isPending}
                      onClick={() => {
                        setNotice(undefined);
                        setConfirming(monitor.monitorGuid);
                      }}
                    >
                      Remove
                    </button>
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <TitledCard headingId={headingId} title="Monitoring" headingProps={{ tabIndex: -1 }}>
      <p className="small text-body-secondary">
        Each monitor checks its address from our server. A site counts as down after {MONITOR_CONFIRM_CHECKS} failed
        checks in a row; the project’s clients see its uptime and incidents on their project page.
      </p>
      {renderList()}
      <div role="status">{notice?.kind === 'success' && <p className="text-success small">{notice.message}</p>}</div>
      {notice?.kind === 'problem' && (
        <div className="alert alert-danger" role="alert">
          {notice.message}
        </div>
      )}
      <h3 className="h6">Add monitor</h3>
      <MonitorForm
        submitLabel="Add monitor"
        isPending={add.isPending}
        onSave={async (values) => {
          setNotice(undefined);
          await add.mutateAsync(values);
          setNotice({ kind: 'success', message: `Monitor for ${values.url} added.` });
        }}
      />
    </TitledCard>
  );
}
