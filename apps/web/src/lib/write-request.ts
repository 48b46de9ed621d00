import { ApiRequestError, apiFetch, type ApiFetchOptions } from './api-client';
import { WRITE_TIMEOUT_MS } from './write-timeout';

/**
 * A write whose answer the screen does not read (DELETE answers 204 with no body, which apiJson could not parse):
 * only the status matters; a refusal throws ApiRequestError with the server's message.
 */
export async function writeRequest(path: string, method: NonNullable<ApiFetchOptions['method']>): Promise<void> {
  const response = await apiFetch(path, { method, timeoutMs: WRITE_TIMEOUT_MS });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new ApiRequestError(response.status, response.statusText, body, response.url || path);
  }
}
