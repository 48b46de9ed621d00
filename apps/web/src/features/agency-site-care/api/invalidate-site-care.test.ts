import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { agencyProjectKeys, agencySiteCareKeys } from '../../../lib/query-keys';
import { invalidateSiteCare } from './invalidate-site-care';

describe('after a report write', () => {
  it('fetches every page of the projects list again, whose rows count each project’s reports', async () => {
    const queryClient = new QueryClient();
    const pages = [agencyProjectKeys.list({ page: 1 }), agencyProjectKeys.list({ page: 2, q: 'shop' })];
    for (const key of pages) queryClient.setQueryData(key, { items: [], total: 0, page: 1, pageSize: 50 });
    queryClient.setQueryData(agencySiteCareKeys.due(), []);
    await invalidateSiteCare(queryClient);
    for (const key of [...pages, agencySiteCareKeys.due()]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
  });
});
