import { AlertDeliveryList } from '@client-portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { alertKeys } from '../../../lib/query-keys';

/** Read again this often while shown: deliveries and their retries happen without anyone on this page. */
const REFRESH_MS = 10_000;

/** GET /api/agency/alert-deliveries: the latest deliveries with every attempt, or (failing) only the failures. */
export const useAlertDeliveries = (failing: boolean) =>
  useQuery(
    queryOptions({
      queryKey: alertKeys.deliveries(failing),
      queryFn: ({ signal }) =>
        apiJson(`/api/agency/alert-deliveries${failing ? '?failing=true' : ''}`, AlertDeliveryList, { signal }),
      refetchInterval: REFRESH_MS,
    }),
  );
