import { MONITOR_CONFIRM_CHECKS, type Monitor } from '@client-portal/contract';
import { useId } from 'react';
import { Loading } from '../../../components/ui/loading';
import { agencyLoadError } from '../../../lib/agency-errors';
import { useAddMonitor } from '../api/add-monitor';
import { useDeleteMonitor } from '../api/delete-monitor';
import { useMonitors } from '../api/get-monitors';
import { useUpdateMonitor } from '../api/update-monitor';
import { EditList, useEditList } from './edit-list';
import { MonitorForm } from './monitor-form';
import { MonitorSummary } from './monitor-summary';

/** "Monitoring": the project's uptime monitors, each with Edit and Remove; "Add monitor" below. */
export function Monitors({ projectGuid }: { projectGuid: string }) {
  const id = useId();
  const monitorsQuery = useMonitors(projectGuid);
  const add = useAddMonitor(projectGuid);
  const update = useUpdateMonitor(projectGuid);
  const remove = useDeleteMonitor(projectGuid);
  const list = useEditList();

  const headingId = `${id}-heading`;
  const buttonId = (action: 'edit' | 'remove', monitor: Monitor) => `${id}-${action}-${monitor.monitorGuid}`;

  const onRemove = (monitor: Monitor) => {
    list.clearNotice();
    remove.mutate(monitor.monitorGuid, {
      onSuccess: () => {
        list.stopAsking(headingId);
        list.succeed(`Monitor for ${monitor.url} removed.`);
      },
      onError: list.fail,
    });
  };

  // A failed refresh keeps the list on screen; only a first load that fails shows the problem instead.
  const renderFallback = () => {
    if (!monitorsQuery.isError) return <Loading />;
    const { message } = agencyLoadError(monitorsQuery.error);
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
        <span>Monitors could not be loaded. {message}</span>
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void monitorsQuery.refetch()}>
          Try again
        </button>
      </div>
    );
  };

  return (
    <EditList
      state={list}
      headingId={headingId}
      title="Monitoring"
      headingProps={{ tabIndex: -1 }}
      intro={
        <>
          Each monitor checks its address from our server. A site counts as down after {MONITOR_CONFIRM_CHECKS} failed
          checks in a row; the project’s clients see its uptime and incidents on their project page.
        </>
      }
      items={monitorsQuery.data}
      fallback={renderFallback()}
      emptyText="No monitors yet."
      label="Monitors"
      itemKey={(monitor) => monitor.monitorGuid}
      renderForm={(monitor) => (
        <MonitorForm
          monitor={monitor}
          submitLabel="Save monitor"
          isPending={update.isPending}
          onCancel={() => list.stopEditing(buttonId('edit', monitor))}
          onSave={async (_values, change) => {
            list.clearNotice();
            if (Object.keys(change).length > 0) {
              await update.mutateAsync({ monitorGuid: monitor.monitorGuid, change });
              list.succeed(`Monitor for ${change.url ?? monitor.url} saved.`);
            }
            list.stopEditing(buttonId('edit', monitor));
          }}
        />
      )}
      renderSummary={(monitor) => <MonitorSummary monitor={monitor} />}
      renderActions={(monitor) => (
        <>
          <button
            id={buttonId('edit', monitor)}
            type="button"
            className="btn btn-sm btn-outline-primary"
            aria-label={`Edit monitor ${monitor.url}`}
            onClick={() => {
              list.clearNotice();
              list.edit(monitor.monitorGuid);
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
              list.clearNotice();
              list.askToRemove(monitor.monitorGuid);
            }}
          >
            Remove
          </button>
        </>
      )}
      removeQuestion={(monitor) => `Remove the monitor for ${monitor.url}? Its checks stop.`}
      isRemoving={remove.isPending}
      onRemove={onRemove}
      onCancelRemove={(monitor) => list.stopAsking(buttonId('remove', monitor))}
      addTitle="Add monitor"
      addForm={
        <MonitorForm
          submitLabel="Add monitor"
          isPending={add.isPending}
          onSave={async (values) => {
            list.clearNotice();
            await add.mutateAsync(values);
            list.succeed(`Monitor for ${values.url} added.`);
          }}
        />
      }
    />
  );
}
