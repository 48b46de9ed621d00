import { useSession } from '../../../lib/session';
import { AlertChannels } from './alert-channels';
import { AlertDefaultsForm } from './alert-defaults-form';
import { AlertDeliveries } from './alert-deliveries';

/** The workspace's alerts: the defaults, the channels, and what was delivered. */
export function AlertSettings() {
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  return (
    <>
      <AlertDefaultsForm isAdmin={isAdmin} />
      <AlertChannels isAdmin={isAdmin} />
      <AlertDeliveries />
    </>
  );
}
