import { GENERIC_ERROR, type ErrorMessage } from '../../components/ui/error-card';
import { ApiRequestError, RequestTimeoutError } from '../../lib/api-client';
import { describeFetchError } from '../../lib/fetch-error';

/** Spec §8 "Site care report". */
export const REPORT_FETCH_FAILED = 'Sorry, could not fetch this report.';

/**
 * Spec §8 (Site Care): 404 "Endpoint not found", 400 "Bad request", anything else under the screen's
 * own failure title with what the server or the wrapper said. Screens with no failure title of their own
 * (the schedule and report lists) fall back to the fetch helper's messages (spec §8 Generic).
 */
export function describeSiteCareError(error: unknown, failureTitle?: string): ErrorMessage {
  if (error instanceof ApiRequestError) {
    if (error.status === 404) return { title: 'Endpoint not found' };
    if (error.status === 400) return { title: 'Bad request' };
  }
  if (failureTitle === undefined) return describeFetchError(error);
  if (error instanceof ApiRequestError) {
    return { title: failureTitle, message: error.serverMessage || error.statusText || GENERIC_ERROR.message };
  }
  if (error instanceof RequestTimeoutError) return { title: failureTitle, message: error.message };
  return { title: failureTitle, message: GENERIC_ERROR.message };
}
