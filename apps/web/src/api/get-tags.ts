import { TagUses, type TagUse } from '@client-portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../lib/api-client';
import { inboxKeys } from '../lib/query-keys';

/** GET /api/agency/tags: the tags on tickets, most used first (the suggestions when tagging, the inbox's filter). */
function getTags(signal?: AbortSignal): Promise<TagUse[]> {
  return apiJson('/api/agency/tags', TagUses, { signal });
}

export const useTags = () => useQuery({ queryKey: inboxKeys.tags(), queryFn: ({ signal }) => getTags(signal) });
