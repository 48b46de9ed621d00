import type { DashboardPage } from '@client-portal/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { DashboardPageIcon } from './dashboard-page-icon';

/** Cards of dashboard pages (title and icon), each a link to the page; 12/6/4 columns like the project cards. */
export function DashboardPageGrid({ pages }: { pages: DashboardPage[] }) {
  if (pages.length === 0) return <p className="text-body-secondary">No dashboard pages.</p>;
  return (
    <ul className="row g-3 list-unstyled mb-0" aria-label="Dashboard pages">
      {pages.map((page) => (
        <li key={page.dashboardPageGuid} className="col-12 col-sm-6 col-md-4">
          <div className="card h-100 shadow-sm">
            <div className="card-body d-flex align-items-center gap-3">
              <DashboardPageIcon iconClass={page.iconClass} className="fs-3 text-primary" />
              <Link to={paths.dashboardPage(page.dashboardPageGuid)} className="stretched-link fw-semibold text-break">
                {page.title}
              </Link>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
