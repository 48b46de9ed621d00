import type { ClientPage, ClientQuery } from '@client-portal/contract';
import type { Db } from '../../db/database.js';
import { pageOffset, pageTotal } from '../shared/paging.js';
import { clientsQuery, readClients } from './queries.js';

/** A page of the clients (the workspace's list, its pickers and the inbox's client filter), by name. */
export async function listClients(db: Db, query: ClientQuery): Promise<ClientPage> {
  const offset = pageOffset(query.page, query.pageSize);
  const matching = () => clientsQuery(db, query.q, query.projectGuid);
  const items = await readClients(db, matching(), { offset, count: query.pageSize });
  const total = await pageTotal(offset, items.length, query.pageSize, async () => {
    const row = await matching()
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
}
