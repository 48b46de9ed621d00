import { StaffList, type StaffMember } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../lib/api-client';
import { staffKeys } from '../lib/query-keys';

/**
 * GET /api/agency/staff: the agency's staff, the choices of assignee (the inbox's filter, a ticket's assignee and the
 * names in its history).
 */
function getStaff(signal?: AbortSignal): Promise<StaffMember[]> {
  return apiJson('/api/agency/staff', StaffList, { signal });
}

const getStaffQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.members(),
    queryFn: ({ signal }) => getStaff(signal),
  });

export const useStaff = () => useQuery(getStaffQueryOptions());
