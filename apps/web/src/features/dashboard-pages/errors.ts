import { GENERIC_ERROR, type ErrorMessage } from '../../components/ui/error-card';
import { isApiError } from '../../lib/api-client';

/** Spec §5: shown when the GUID in the address is not a UUID, before any call. */
export const INVALID_PARAMETER: ErrorMessage = { title: 'Invalid parameter' };

/** The server's own words for a 4xx (it never sends 5xx details), else the generic text. */
const serverText = (error: unknown): string =>
  (isApiError(error) && error.status < 500 && error.serverMessage) || GENERIC_ERROR.message;

/** Spec §8 Dashboard pages fetch: 404 "Endpoint not found", 400 "Bad request", any other a failure message. */
export function dashboardPagesError(error: unknown): ErrorMessage {
  if (isApiError(error, 404)) return { title: 'Endpoint not found', message: serverText(error) };
  if (isApiError(error, 400)) return { title: 'Bad request', message: serverText(error) };
  return { title: 'Failed to fetch dashboard pages', message: serverText(error) };
}

/**
 * Spec §2 Dashboard page: missing and not-allowed read the same, so nothing is revealed; null for those,
 * whose text the screen renders verbatim. Other failures follow the dashboard pages catalogue (§8).
 */
export function dashboardPageError(error: unknown): ErrorMessage | null {
  if (isApiError(error, 404) || isApiError(error, 401)) return null;
  if (isApiError(error, 400)) return { title: 'Bad request', message: serverText(error) };
  return { title: 'Failed to fetch dashboard page', message: serverText(error) };
}
