import { AgencyTicket } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { agencyTicketKeys } from '../../../lib/query-keys';

/** GET /api/agency/tickets/{ticketGuid}: the ticket with its whole thread (internal notes too) and its history. */
function getAgencyTicket(ticketGuid: string, signal?: AbortSignal): Promise<AgencyTicket> {
  return apiJson(`/api/agency/tickets/${encodeURIComponent(ticketGuid)}`, AgencyTicket, { signal });
}

const getAgencyTicketQueryOptions = (ticketGuid: string) =>
  queryOptions({
    queryKey: agencyTicketKeys.detail(ticketGuid),
    queryFn: ({ signal }) => getAgencyTicket(ticketGuid, signal),
  });

export const useAgencyTicket = (ticketGuid: string) => useQuery(getAgencyTicketQueryOptions(ticketGuid));
