import { ApiRequestError } from './api-client';

/**
 * Spec §8 "Generic": the fetch helper's own messages, for screens the catalogue gives no wording of their own.
 * A non-OK answer is "Error fetching data" with the server's text and the status; an exception "Exception caught".
 */
export function describeFetchError(error: unknown): { title: string; message: string } {
  if (error instanceof ApiRequestError) {
    const text = error.serverMessage || error.statusText;
    return { title: 'Error fetching data', message: text ? `${text} (${error.status})` : `Status ${error.status}` };
  }
  return { title: 'Exception caught', message: error instanceof Error ? error.message : String(error) };
}
