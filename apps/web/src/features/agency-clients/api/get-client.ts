import { useQuery } from '@tanstack/react-query';
import { getAgencyClientQueryOptions } from '../../../api/get-agency-clients';

/** GET /api/agency/clients/{userGuid}: the client's page (the same cache entry as the inbox filter's chosen client). */
const getClientQueryOptions = getAgencyClientQueryOptions;

export const useClient = (userGuid: string) => useQuery(getClientQueryOptions(userGuid));
