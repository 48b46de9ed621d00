import { ApiRequestError, apiFetch } from '../../../lib/api-client';
import { WRITE_TIMEOUT_MS } from '../../../lib/write-timeout';

/**
 * PUT or DELETE /api/agency/projects/{projectGuid}/users/{userGuid}; only the status matters (PUT answers with the
 * project, DELETE with 204 and no body, which apiJson could not parse).
 */
export async function projectUserRequest(method: 'PUT' | 'DELETE', projectGuid: string, userGuid: string) {
  const path = `/api/agency/projects/${encodeURIComponent(projectGuid)}/users/${encodeURIComponent(userGuid)}`;
  const response = await apiFetch(path, { method, timeoutMs: WRITE_TIMEOUT_MS });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new ApiRequestError(response.status, response.statusText, body, response.url || path);
  }
}
