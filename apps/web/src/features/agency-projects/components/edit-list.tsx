import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { ConfirmAction } from '../../../components/ui/confirm-action';
import { TitledCard } from '../../../components/ui/titled-card';
import { formProblem } from '../../../lib/agency-errors';

export type EditListNotice = { kind: 'success'; message: string } | { kind: 'problem'; message: string };

/**
 * The state of a list edited in place: the row whose form is open, the row asking before its removal, what the last
 * write said, and where the keyboard goes once a form or question closes.
 */
export function useEditList() {
  const [editing, setEditing] = useState<string>();
  const [confirming, setConfirming] = useState<string>();
  const [notice, setNotice] = useState<EditListNotice>();
  // The element only exists after the next render, so the focus moves then.
  const focusNext = useRef<string>(undefined);
  useEffect(() => {
    if (focusNext.current === undefined) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = undefined;
  });
  const focusAfterRender = (elementId: string | undefined) => {
    if (elementId !== undefined) focusNext.current = elementId;
  };

  return {
    editing,
    confirming,
    notice,
    /** Opens the row's form in place of the row. */
    edit: (key: string) => setEditing(key),
    /** Closes the form (saved, cancelled or Escape), the keyboard going to `focusId` if given. */
    stopEditing: (focusId?: string) => {
      focusAfterRender(focusId);
      setEditing(undefined);
    },
    /** Asks before removing the row. */
    askToRemove: (key: string) => setConfirming(key),
    /** Closes the question (answered or cancelled), the keyboard going to `focusId` if given. */
    stopAsking: (focusId?: string) => {
      focusAfterRender(focusId);
      setConfirming(undefined);
    },
    succeed: (message: string) => setNotice({ kind: 'success', message }),
    fail: (error: unknown) => setNotice({ kind: 'problem', message: formProblem(error).message }),
    clearNotice: () => setNotice(undefined),
  };
}

type EditListState = ReturnType<typeof useEditList>;

interface EditListProps<Item> {
  state: EditListState;
  headingId: string;
  title: string;
  headingProps?: ComponentProps<typeof TitledCard>['headingProps'];
  /** What the list is for, under its heading. */
  intro: ReactNode;
  /** The rows; while there are none to show yet (loading, or a first load that failed), `fallback` stands instead. */
  items: readonly Item[] | undefined;
  fallback?: ReactNode;
  emptyText: string;
  /** The list's accessible name. */
  label: string;
  /** A numbered list, for rows whose order the clients see. */
  isOrdered?: boolean;
  itemKey: (item: Item) => string;
  /** The row's form, open in place of the row. */
  renderForm: (item: Item) => ReactNode;
  renderSummary: (item: Item) => ReactNode;
  /** The row's buttons (Edit, Remove, …), while no question is asked. */
  renderActions: (item: Item, index: number) => ReactNode;
  /** The question before removing a row, which names the group. */
  removeQuestion: (item: Item) => string;
  isRemoving: boolean;
  onRemove: (item: Item) => void;
  onCancelRemove: (item: Item) => void;
  addTitle: string;
  addForm: ReactNode;
}

/**
 * A card listing rows that are each edited in place and removed after a question, the outcome of the last write
 * below the list, and the form that adds a row last.
 */
export function EditList<Item>({
  state,
  headingId,
  title,
  headingProps,
  intro,
  items,
  fallback,
  emptyText,
  label,
  isOrdered = false,
  itemKey,
  renderForm,
  renderSummary,
  renderActions,
  removeQuestion,
  isRemoving,
  onRemove,
  onCancelRemove,
  addTitle,
  addForm,
}: EditListProps<Item>) {
  const { editing, confirming, notice } = state;

  const renderRows = () => {
    if (items === undefined) return fallback;
    if (items.length === 0) return <p className="text-body-secondary">{emptyText}</p>;
    const List = isOrdered ? 'ol' : 'ul';
    return (
      <List className={isOrdered ? 'list-group list-group-numbered mb-3' : 'list-group mb-3'} aria-label={label}>
        {items.map((item, index) => {
          const key = itemKey(item);
          return (
            <li key={key} className="list-group-item">
              {editing === key ? (
                renderForm(item)
              ) : (
                <>
                  {renderSummary(item)}
                  {confirming === key ? (
                    <ConfirmAction
                      question={removeQuestion(item)}
                      isPending={isRemoving}
                      confirmLabel="Yes, remove"
                      pendingLabel="Removing"
                      className="mt-2 mb-0 py-2"
                      onConfirm={() => onRemove(item)}
                      onCancel={() => onCancelRemove(item)}
                    />
                  ) : (
                    <div className="d-flex flex-wrap gap-1 mt-2">{renderActions(item, index)}</div>
                  )}
                </>
              )}
            </li>
          );
        })}
      </List>
    );
  };

  return (
    <TitledCard headingId={headingId} title={title} headingProps={headingProps}>
      <p className="small text-body-secondary">{intro}</p>
      {renderRows()}
      <div role="status">{notice?.kind === 'success' && <p className="text-success small">{notice.message}</p>}</div>
      {notice?.kind === 'problem' && (
        <div className="alert alert-danger" role="alert">
          {notice.message}
        </div>
      )}
      <h3 className="h6">{addTitle}</h3>
      {addForm}
    </TitledCard>
  );
}
