import { ClientsList } from '../../features/agency-clients/components/clients-list';

/** /agency/clients[?q=]: every client user, searchable. */
export function Component() {
  return <ClientsList />;
}
