import { isStaffRole } from '@client-portal/contract';
import { lazy, Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { portalConfig } from '../../config/portal-config';
import { paths } from '../../config/paths';
import { useInboundEmails } from '../../features/agency-emails/api/emails';
import { useAgencyMonitors } from '../../features/agency-monitoring/api/get-agency-monitors';
import { useSession } from '../../lib/session';
import { LogoLink } from './logo-link';
import { ProfileDropdown } from './profile-dropdown';

interface SidebarLink {
  to: string;
  label: string;
  /** The address prefixes that belong to the item's part of the portal (spec §1). */
  sections: readonly string[];
}

/**
 * Spec §1: Home, Projects and Site Care. A project's own screens (its tickets, its dashboard pages) sit under
 * Projects, and a schedule's reports under Site Care, as §1 groups them.
 */
const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { to: paths.home, label: 'Home', sections: ['/home'] },
  { to: paths.projects, label: 'Projects', sections: ['/projects', '/tickets', '/dashboardpages'] },
  { to: paths.siteCareSchedules, label: 'Site Care', sections: ['/sitecareschedules', '/sitecarereports'] },
];

/**
 * Not in the spec: staff work from the inbox. The client items would show the staff member's own projects (none), so
 * staff get the workspace's items instead; a client screen they open from a ticket ("View as client") marks none.
 */
const STAFF_SIDEBAR_LINKS: readonly SidebarLink[] = [
  { to: paths.agency, label: 'Inbox', sections: ['/agency/tickets'] },
  { to: paths.agencyEmails, label: 'Email to sort', sections: ['/agency/emails'] },
  { to: paths.agencyClients, label: 'Clients', sections: ['/agency/clients'] },
  { to: paths.agencyProjects, label: 'Projects', sections: ['/agency/projects'] },
  { to: paths.agencyMonitoring, label: 'Monitoring', sections: ['/agency/monitoring'] },
  { to: paths.agencySiteCare, label: 'Site Care', sections: ['/agency/sitecare'] },
];

/** Admins also manage staff and read the whole audit log. */
const ADMIN_SIDEBAR_LINKS: readonly SidebarLink[] = [
  ...STAFF_SIDEBAR_LINKS,
  { to: paths.agencySettings, label: 'Settings', sections: ['/agency/settings'] },
  { to: paths.agencyAudit, label: 'Audit log', sections: ['/agency/audit'] },
];

/** `?` lists the workspace's keyboard shortcuts: staff only, so loaded apart from the client screens. */
const ShortcutsHelp = lazy(() =>
  import('../../components/shortcuts-help').then((module) => ({ default: module.ShortcutsHelp })),
);

/** Without its trailing slash (and in lower case, as the router matches): /home and /home/ are one address. */
const normalise = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() || '/';

/**
 * "page" on the item whose own address is open, "true" on the item whose part of the portal is open (a project,
 * a ticket, a report), nothing otherwise.
 */
function currentMark(link: SidebarLink, pathname: string): 'page' | 'true' | undefined {
  const current = normalise(pathname);
  if (current === normalise(link.to)) return 'page';
  return link.sections.some((section) => current === section || current.startsWith(`${section}/`)) ? 'true' : undefined;
}

/** A count beside a sidebar item ("2 down"), when there is any. */
function CountBadge({ count, words, tone }: { count: number; words: string; tone: string }) {
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <span className={`badge ${tone} ms-1`}>
        {count}
        <span className="visually-hidden"> {words}</span>
      </span>
    </>
  );
}

/** Spec §1: the signed-in shell. */
export function ShellLayout() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const isStaff = user !== null && isStaffRole(user.role);
  const links = !isStaff ? SIDEBAR_LINKS : user.role === 'admin' ? ADMIN_SIDEBAR_LINKS : STAFF_SIDEBAR_LINKS;
  // Staff see how many monitored sites are down beside Monitoring, read again every minute.
  const sitesDown = useAgencyMonitors({ enabled: isStaff, state: 'down' }).data?.length ?? 0;
  // And how many emails wait to be sorted beside "Email to sort".
  const emailsToSort = useInboundEmails('to-sort', { enabled: isStaff }).data?.toSort ?? 0;
  const year = new Date().getFullYear();
  return (
    <div className="d-flex flex-column min-vh-100">
      {/* The header's row fills its minimum height (spec §9), so the logo and profile sit in its middle. */}
      <header className="portal-header d-flex border-bottom bg-white no-print">
        <div className="container-fluid d-flex align-items-center justify-content-between py-3 gap-3">
          <LogoLink to={isStaff ? paths.agency : paths.home} />
          <ProfileDropdown />
        </div>
      </header>
      <div className="container-fluid flex-grow-1 d-flex flex-column">
        {/* From md the sidebar runs down to the footer; on a phone it is a strip above the content. */}
        <div className="row flex-grow-1 align-content-start align-content-md-stretch">
          <nav className="portal-sidebar col-md-3 col-lg-2 bg-light py-3 no-print" aria-label="Main">
            <ul className="nav nav-pills flex-row flex-md-column gap-1">
              {links.map((link) => {
                const mark = currentMark(link, pathname);
                return (
                  <li className="nav-item" key={link.to}>
                    <Link className={`nav-link${mark ? ' active' : ''}`} to={link.to} aria-current={mark}>
                      {link.label}
                      {link.to === paths.agencyMonitoring && (
                        <CountBadge count={sitesDown} words="down" tone="text-bg-danger" />
                      )}
                      {link.to === paths.agencyEmails && (
                        <CountBadge count={emailsToSort} words="waiting" tone="text-bg-primary" />
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <main className="col-md-9 col-lg-10 py-4 fade-in">
            <Outlet />
          </main>
          {isStaff && (
            <Suspense fallback={null}>
              <ShortcutsHelp />
            </Suspense>
          )}
        </div>
      </div>
      <footer className="portal-footer border-top py-2 bg-light small no-print">
        <div className="container-fluid d-flex flex-wrap justify-content-between gap-2">
          <span>
            Clients Portal © 2015-{year} {portalConfig.brand}
          </span>
          <a href={portalConfig.privacyUrl}>Privacy</a>
        </div>
      </footer>
    </div>
  );
}
