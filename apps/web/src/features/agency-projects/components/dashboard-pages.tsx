import type { AgencyDashboardPage, AgencyProjectDetail } from '@client-portal/contract';
import { useId, useState } from 'react';
import { formProblem } from '../../../lib/agency-errors';
import { useAddDashboardPage } from '../api/add-dashboard-page';
import { useDeleteDashboardPage } from '../api/delete-dashboard-page';
import { useUpdateDashboardPage } from '../api/update-dashboard-page';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { DashboardPageForm } from './dashboard-page-form';
import { iconLabel } from './icon-picker';
import { TitledCard } from '../../../components/ui/titled-card';
import 'bootstrap-icons/font/bootstrap-icons.min.css';

type Notice = { kind: 'success'; message: string } | { kind: 'problem'; message: string };

/** The project's dashboard pages in the clients' order: each can be edited, moved and removed; "Add a page" below. */
export function DashboardPages({ project }: { project: AgencyProjectDetail }) {
  const id = useId();
  const add = useAddDashboardPage(project.projectGuid);
  const update = useUpdateDashboardPage(project.projectGuid);
  const remove = useDeleteDashboardPage(project.projectGuid);
  const [editing, setEditing] = useState<string>();
  const editButtonId = (pageGuid: string) => `${id}-edit-${pageGuid}`;
  /** Back from the form (saved, cancelled or Escape): the keyboard returns to the page's Edit button. */
  const stopEditing = (pageGuid: string) => {
    setEditing(undefined);
    requestAnimationFrame(() => document.getElementById(editButtonId(pageGuid))?.focus());
  };
  const [confirming, setConfirming] = useState<string>();
  const [notice, setNotice] = useState<Notice>();
  const pages = [...project.dashboardPages].sort((a, b) => a.sortOrder - b.sortOrder);
  const isBusy = update.isPending || remove.isPending;

  const onMove = (page: AgencyDashboardPage, place: number, direction: string) => {
    setNotice(undefined);
    update.mutate(
      { dashboardPageGuid: page.dashboardPageGuid, change: { sortOrder: place } },
      {
        onSuccess: () => setNotice({ kind: 'success', message: `${page.title} moved ${direction}.` }),
        onError: (error) => setNotice({ kind: 'problem', message: formProblem(error).message }),
      },
    );
  };

  const onRemove = (page: AgencyDashboardPage) => {
    setNotice(undefined);
    remove.mutate(page.dashboardPageGuid, {
      onSuccess: () => {
        setConfirming(undefined);
        setNotice({ kind: 'success', message: `${page.title} removed.` });
      },
      onError: (error) => setNotice({ kind: 'problem', message: formProblem(error).message }),
    });
  };

  return (
    <TitledCard headingId={`${id}-heading`} title="Dashboard pages">
      <p className="small text-body-secondary">
        A page shows to the project’s authorised users as soon as it is saved, framed in the portal: only https://
        addresses can be framed, and the site must allow it.
      </p>
      {pages.length === 0 ? (
        <p className="text-body-secondary">No dashboard pages yet.</p>
      ) : (
        <ol className="list-group list-group-numbered mb-3" aria-label="Dashboard pages, in order">
          {pages.map((page, index) => (
            <li key={page.dashboardPageGuid} className="list-group-item">
              {editing === page.dashboardPageGuid ? (
                <DashboardPageForm
                  page={page}
                  submitLabel="Save page"
                  isPending={update.isPending}
                  onCancel={() => stopEditing(page.dashboardPageGuid)}
                  onSave={async (_values, change) => {
                    if (Object.keys(change).length > 0) {
                      await update.mutateAsync({ dashboardPageGuid: page.dashboardPageGuid, change });
                      setNotice({ kind: 'success', message: `${page.title} saved.` });
                    }
                    stopEditing(page.dashboardPageGuid);
                  }}
                />
              ) : (
                <>
                  <span className="d-inline-flex flex-wrap align-items-center gap-2 ms-1">
                    <i className={page.iconClass} aria-hidden="true" />
                    <span className="visually-hidden">{iconLabel(page.iconClass)} icon:</span>
                    <span className="fw-semibold text-break">{page.title}</span>
                  </span>
                  <div className="small text-body-secondary text-break">{page.url}</div>
                  {confirming === page.dashboardPageGuid ? (
                    <ConfirmAction
                      question={`Remove ${page.title}? The clients no longer see it.`}
                      isPending={remove.isPending}
                      confirmLabel="Yes, remove"
                      pendingLabel="Removing"
                      className="mt-2 mb-0 py-2"
                      onConfirm={() => onRemove(page)}
                      onCancel={() => setConfirming(undefined)}
                    />
                  ) : (
                    <div className="d-flex flex-wrap gap-1 mt-2">
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
                        onClick={() => setEditing(page.dashboardPageGuid)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        aria-label={`Remove ${page.title}`}
                        disabled={isBusy}
                        onClick={() => setConfirming(page.dashboardPageGuid)}
                      >
                        Remove
                      </button>
                    </div>
                  )}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      <div role="status">{notice?.kind === 'success' && <p className="text-success small">{notice.message}</p>}</div>
      {notice?.kind === 'problem' && (
        <div className="alert alert-danger" role="alert">
          {notice.message}
        </div>
      )}
      <h3 className="h6">Add a page</h3>
      <DashboardPageForm
        submitLabel="Add page"
        isPending={add.isPending}
        onSave={async (values) => {
          setNotice(undefined);
          await add.mutateAsync(values);
          setNotice({ kind: 'success', message: `${values.title} added.` });
        }}
      />
    </TitledCard>
  );
}
