import { CurrentUser } from '@client-portal/contract';
import { apiFetch } from './api-client';

export type CurrentUserResult = { kind: 'ok'; user: CurrentUser } | { kind: 'rejected'; response: Response };

/** GET /api/users/me with the given token. Throws on time-out or network failure. */
export async function getCurrentUser(token: string, signal?: AbortSignal): Promise<CurrentUserResult> {
  const response = await apiFetch('/api/users/me', { token, signal });
  if (!response.ok) return { kind: 'rejected', response };
  return { kind: 'ok', user: CurrentUser.parse(await response.json()) };
}
