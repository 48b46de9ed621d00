import { AuditLog } from '../../features/agency-settings/components/audit-log';

/** /agency/audit[?entityGuid=&actorUserGuid=&page=] (admins): every recorded change, newest first. */
export function Component() {
  return <AuditLog />;
}
