import type { AgencyDashboardPage, AgencyProjectDetail } from '@client-portal/contract';
import { useId } from 'react';
import { useAddDashboardPage } from '../api/add-dashboard-page';
import { useDeleteDashboardPage } from '../api/delete-dashboard-page';
import { useUpdateDashboardPage } from '../api/update-dashboard-page';
import { DashboardPageForm } from './dashboard-page-form';
import { EditList, useEditList } from './edit-list';
import { iconLabel } from './icon-picker';
import 'bootstrap-icons/font/bootstrap-icons.min.css';

/** The project's dashboard pages in the clients' order: each can be edited, moved and removed; "Add a page" below. */
export function DashboardPages({ project }: { project: AgencyProjectDetail }) {
  const id = useId();
  const add = useAddDashboardPage(project.projectGuid);
  const update = useUpdateDashboardPage(project.projectGuid);
  const remove = useDeleteDashboardPage(project.projectGuid);
  const list = useEditList();
  const editButtonId = (pageGuid: string) => `${id}-edit-${pageGuid}`;
  const pages = [...project.dashboardPages].sort((a, b) => a.sortOrder - b.sortOrder);
  const isBusy = update.isPending || remove.isPending;

  const onMove = (page: AgencyDashboardPage, place: number, direction: string) => {
    list.clearNotice();
    update.mutate(
      { dashboardPageGuid: page.dashboardPageGuid, change: { sortOrder: place } },
      {
        onSuccess: () => list.succeed(`${page.title} moved ${direction}.`),
        onError: list.fail,
      },
    );
  };

  const onRemove = (page: AgencyDashboardPage) => {
    list.clearNotice();
    remove.mutate(page.dashboardPageGuid, {
      onSuccess: () => {
        list.stopAsking();
        list.succeed(`${page.title} removed.`);
      },
      onError: list.fail,
    });
  };

  return (
    <EditList
      state={list}
      headingId={`${id}-heading`}
      title="Dashboard pages"
      intro={
        <>
          A page shows to the project’s authorised users as soon as it is saved, framed in the portal: only https://
          addresses can be framed, and the site must allow it.
        </>
      }
      items={pages}
      emptyText="No dashboard pages yet."
      label="Dashboard pages, in order"
      isOrdered
      itemKey={(page) => page.dashboardPageGuid}
      renderForm={(page) => (
        <DashboardPageForm
          page={page}
          submitLabel="Save page"
          isPending={update.isPending}
          // Back from the form (saved, cancelled or Escape): the keyboard returns to the page's Edit button.
          onCancel={() => list.stopEditing(editButtonId(page.dashboardPageGuid))}
          onSave={async (_values, change) => {
            if (Object.keys(change).length > 0) {
              await update.mutateAsync({ dashboardPageGuid: page.dashboardPageGuid, change });
              list.succeed(`${page.title} saved.`);
            }
            list.stopEditing(editButtonId(page.dashboardPageGuid));
          }}
        />
      )}
      renderSummary={(page) => (
        <>
          <span className="d-inline-flex flex-wrap align-items-center gap-2 ms-1">
            <i className={page.iconClass} aria-hidden="true" />
            <span className="visually-hidden">{iconLabel(page.iconClass)} icon:</span>
            <span className="fw-semibold text-break">{page.title}</span>
          </span>
          <div className="small text-body-secondary text-break">{page.url}</div>
        </>
      )}
      renderActions={(page, index) => (
        <>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            aria-label={`Move ${page.title} up`}
            disabled={index === 0 || isBusy}
            onClick={() => onMove(page, index - 1, 'up')}
          >
            <i className="bi bi-arrow-up" aria-hidden="true" /> Up
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            aria-label={`Move ${page.title} down`}
            disabled={index === pages.length - 1 || isBusy}
            onClick={() => onMove(page, index + 1, 'down')}
          >
            <i className="bi bi-arrow-down" aria-hidden="true" /> Down
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            id={editButtonId(page.dashboardPageGuid)}
            aria-label={`Edit ${page.title}`}
            onClick={() => list.edit(page.dashboardPageGuid)}
          >
            Edit
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label={`Remove ${page.title}`}
            disabled={isBusy}
            onClick={() => list.askToRemove(page.dashboardPageGuid)}
          >
            Remove
          </button>
        </>
      )}
      removeQuestion={(page) => `Remove ${page.title}? The clients no longer see it.`}
      isRemoving={remove.isPending}
      onRemove={onRemove}
      onCancelRemove={() => list.stopAsking()}
      addTitle="Add a page"
      addForm={
        <DashboardPageForm
          submitLabel="Add page"
          isPending={add.isPending}
          onSave={async (values) => {
            list.clearNotice();
            await add.mutateAsync(values);
            list.succeed(`${values.title} added.`);
          }}
        />
      }
    />
  );
}
