import { useQuery } from '@tanstack/react-query';
import { getAgencyClientsQueryOptions } from '../../../api/get-agency-clients';

/** The clients "Add a client" offers, once something is typed. */
export const useClientSearch = (q: string) => useQuery({ ...getAgencyClientsQueryOptions(q), enabled: q !== '' });
