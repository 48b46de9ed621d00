import type { ClientDetail } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { listAudit } from '../audit/list-audit.js';
import { clientsQuery, readClients } from './queries.js';

/** A client with the history of staff changes to their account; undefined for an unknown GUID or a staff user. */
export async function findClientDetail(db: Db, userGuid: string): Promise<ClientDetail | undefined> {
  const [client] = await readClients(db, clientsQuery(db, undefined).where('u.user_guid', '=', userGuid));
  if (!client) return undefined;
  return { ...client, history: await listAudit(db, userGuid) };
}
