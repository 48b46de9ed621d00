import { PICKER_PAGE_SIZE } from '../../../components/project-search';
import { useAgencyClients } from '../../../api/get-agency-clients';

/** The clients "Add a client" offers (the first few the server finds), once something is typed. */
export const useClientSearch = (q: string) => useAgencyClients({ q, pageSize: PICKER_PAGE_SIZE }, q !== '');
