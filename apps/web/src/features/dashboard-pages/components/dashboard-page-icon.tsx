// The icon font is imported here, not in main.tsx, so only the screens that show dashboard pages load it.
import 'bootstrap-icons/font/bootstrap-icons.min.css';

/** A dashboard page's icon from its iconClass (Bootstrap Icons classes such as "bi bi-graph-up"); decorative. */
export function DashboardPageIcon({ iconClass, className = '' }: { iconClass: string; className?: string }) {
  if (!iconClass.trim()) return null;
  return <i className={`${iconClass} ${className}`.trim()} aria-hidden="true" />;
}
