import { portalConfig } from '../../../config/portal-config';

/** Spec §2: shown instead of the schedule cards when the client has no Site Care schedule. */
export function SiteCareInfoPanel() {
  return (
    <section className="card border-info" aria-labelledby="site-care-info-heading">
      <div className="card-body">
        <h2 id="site-care-info-heading" className="h5 card-title">
          About Site Care
        </h2>
        <p className="card-text">
          Site Care is our monthly website maintenance, security and updates service: we keep your site backed up,
          secure and up to date, and send you a report each month. You don&apos;t have a Site Care schedule yet.
        </p>
        <a className="btn btn-outline-primary" href={portalConfig.siteCareInfoUrl} target="_blank" rel="noopener">
          Learn more about Site Care
        </a>
      </div>
    </section>
  );
}
