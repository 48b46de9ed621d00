import { HelpdeskSettings } from '@client-portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../lib/api-client';
import { helpdeskKeys } from '../lib/query-keys';

/** GET /api/agency/settings/helpdesk: how the helpdesk works (the composer's default side, working time, targets). */
export const useHelpdeskSettings = () =>
  useQuery({
    queryKey: helpdeskKeys.settings(),
    queryFn: ({ signal }) => apiJson('/api/agency/settings/helpdesk', HelpdeskSettings, { signal }),
  });
