import { Link } from 'react-router';
import { portalConfig } from '../../config/portal-config';

/** Spec §1/§9: the provider's logo (230 px wide), linking home; the largest image of the first screen. */
export function LogoLink({ to }: { to: string }) {
  return (
    <Link to={to}>
      <img
        src={portalConfig.logoUrl}
        alt={`${portalConfig.brand} home`}
        className="portal-logo"
        fetchPriority="high"
        width={230}
        height={48}
      />
    </Link>
  );
}
