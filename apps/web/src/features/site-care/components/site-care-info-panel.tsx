import { portalConfig } from '../../../config/portal-config';
import { TitledCard } from '../../../components/ui/titled-card';

/** Spec §2: shown instead of the schedule cards when the client has no Site Care schedule. */
export function SiteCareInfoPanel() {
  return (
    <TitledCard headingId="site-care-info-heading" title="About Site Care" className="border-info">
      <p className="card-text">
        Site Care is our monthly website maintenance, security and updates service: we keep your site backed up, secure
        and up to date, and send you a report each month. You don&apos;t have a Site Care schedule yet.
      </p>
      <a className="btn btn-outline-primary" href={portalConfig.siteCareInfoUrl} target="_blank" rel="noopener">
        Learn more about Site Care
      </a>
    </TitledCard>
  );
}
