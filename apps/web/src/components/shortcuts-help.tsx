import { useEffect, useId, useRef, useState } from 'react';
import { SHORTCUTS, useShortcuts } from '../lib/shortcuts';

/** `?` anywhere in the workspace lists the keyboard shortcuts; Escape or Close ends it, and the focus goes back. */
export function ShortcutsHelp() {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<Element | null>(null);
  useShortcuts({
    '?': () => {
      returnTo.current = document.activeElement;
      setIsOpen(true);
    },
  });
  useEffect(() => {
    if (!isOpen) return;
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);
  const close = () => {
    setIsOpen(false);
    if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
  };
  if (!isOpen) return null;
  return (
    <>
      <div className="modal d-block" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} tabIndex={-1}>
        <div className="modal-dialog modal-dialog-scrollable">
          <div className="modal-content">
            <div className="modal-header">
              <h2 id={`${id}-title`} className="modal-title h5">
                Keyboard shortcuts
              </h2>
            </div>
            <div className="modal-body">
              <p className="small text-body-secondary">They work when you are not typing in a field.</p>
              <table className="table table-sm mb-0">
                <thead>
                  <tr>
                    <th scope="col">Key</th>
                    <th scope="col">What it does</th>
                  </tr>
                </thead>
                <tbody>
                  {SHORTCUTS.map((shortcut) => (
                    <tr key={shortcut.keys}>
                      <td>
                        <kbd>{shortcut.keys}</kbd>
                      </td>
                      <td>{shortcut.what}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="modal-footer">
              <button ref={closeRef} type="button" className="btn btn-secondary" onClick={close}>
                Close
              </button>
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop show" />
    </>
  );
}
