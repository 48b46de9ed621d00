import { isStaffRole } from '@client-portal/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';

/** Spec §1: shown only while a user is present. */
export function ProfileDropdown() {
  const { user } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  if (!user) return null;
  const close = () => setIsOpen(false);
  return (
    <div className="dropdown" ref={rootRef}>
      <button
        type="button"
        className="btn btn-outline-secondary dropdown-toggle"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {user.firstName} {user.lastName}
      </button>
      <ul id={menuId} className={`dropdown-menu dropdown-menu-end${isOpen ? ' show' : ''}`}>
        <li>
          {/* Staff have no projects of their own: their first item is the inbox. */}
          {isStaffRole(user.role) ? (
            <Link className="dropdown-item" to={paths.agency} onClick={close}>
              Inbox
            </Link>
          ) : (
            <Link className="dropdown-item" to={paths.projects} onClick={close}>
              My projects
            </Link>
          )}
        </li>
        {isStaffRole(user.role) && (
          <li>
            <Link className="dropdown-item" to={paths.agencyAccountSecurity} onClick={close}>
              Two-factor sign-in
            </Link>
          </li>
        )}
        <li>
          <Link
            className="dropdown-item"
            to={isStaffRole(user.role) ? paths.agencyNotificationSettings : paths.notificationSettings}
            onClick={close}
          >
            Notification settings
          </Link>
        </li>
        <li>
          <Link className="dropdown-item" to={paths.logout} onClick={close}>
            Logout
          </Link>
        </li>
      </ul>
    </div>
  );
}
