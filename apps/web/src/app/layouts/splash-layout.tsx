import { Outlet } from 'react-router';
import { portalConfig } from '../../config/portal-config';
import { paths } from '../../config/paths';
import { LogoLink } from './logo-link';

/** Spec §1: the logged-out splash layout. */
export function SplashLayout() {
  return (
    <div className="d-flex flex-column min-vh-100">
      <header className="splash-header portal-header" />
      <main className="container flex-grow-1 py-4">
        <div className="row">
          <div className="col-md-6 offset-md-3 fade-in">
            <div className="text-center mb-4">
              <LogoLink to={paths.root} />
              <h1 className="h3 mt-3">Client Portal</h1>
            </div>
            <Outlet />
          </div>
        </div>
      </main>
      <footer className="portal-footer border-top py-3 bg-light">
        <div className="container d-flex flex-wrap gap-3 justify-content-between align-items-center small">
          <span>© 2015-2025 {portalConfig.brand}</span>
          <a href={portalConfig.providerUrl} aria-label={`${portalConfig.brand} website`}>
            <img src={portalConfig.logoUrl} alt="" width={115} height={24} />
          </a>
          <span className="d-flex gap-3">
            <a href={portalConfig.termsUrl}>Terms and conditions</a>
            <a href={portalConfig.privacyUrl}>Privacy policy</a>
          </span>
        </div>
      </footer>
    </div>
  );
}
