import { NavLink, Outlet } from 'react-router';
import { portalConfig } from '../../config/portal-config';
import { paths } from '../../config/paths';
import { LogoLink } from './logo-link';
import { ProfileDropdown } from './profile-dropdown';

const SIDEBAR_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.projects, label: 'Projects' },
  { to: paths.siteCareSchedules, label: 'Site Care' },
] as const;

/** Spec §1: the signed-in shell. */
export function ShellLayout() {
  const year = new Date().getFullYear();
  return (
    <div className="d-flex flex-column min-vh-100">
      <header className="portal-header border-bottom bg-white no-print">
        <div className="container-fluid d-flex align-items-center justify-content-between py-3 gap-3">
          <LogoLink to={paths.home} />
          <ProfileDropdown />
        </div>
      </header>
      <div className="container-fluid flex-grow-1">
        <div className="row">
          <nav className="portal-sidebar col-md-3 col-lg-2 bg-light py-3 no-print" aria-label="Main">
            <ul className="nav nav-pills flex-row flex-md-column gap-1">
              {SIDEBAR_LINKS.map((link) => (
                <li className="nav-item" key={link.to}>
                  <NavLink className="nav-link" to={link.to}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <main className="col-md-9 col-lg-10 py-4 fade-in">
            <Outlet />
          </main>
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
