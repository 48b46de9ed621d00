import type { DashboardPage } from '@client-portal/contract';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { DashboardPageIcon } from './dashboard-page-icon';

/** Tab links to the project's dashboard pages; the current one is marked for assistive technology too. */
export function DashboardPageTabs({ pages, label }: { pages: DashboardPage[]; label: string }) {
  return (
    <nav aria-label={label} className="mb-3">
      <ul className="nav nav-tabs flex-nowrap overflow-x-auto overflow-y-hidden">
        {pages.map((page) => (
          <li key={page.dashboardPageGuid} className="nav-item">
            <NavLink to={paths.dashboardPage(page.dashboardPageGuid)} className="nav-link text-nowrap" end>
              <DashboardPageIcon iconClass={page.iconClass} className="me-1" />
              {page.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
