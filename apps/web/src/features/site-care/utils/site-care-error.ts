import { GENERIC_ERROR } from '../../../components/ui/error-card';
import { ApiRequestError, RequestTimeoutError } from '../../../lib/api-client';

export interface ErrorView {
  title: string;
  message?: string;
}

/** Spec §8 "Site care report". */
export const REPORT_FETCH_FAILED = 'Sorry, could not fetch this report.';

/**
 * Spec §8 (Site Care): 404 "Endpoint not found", 400 "Bad request", anything else under the screen's
 * own failure title with what the server or the wrapper said.
 */
export function describeSiteCareError(error: unknown, failureTitle: string = GENERIC_ERROR.title): ErrorView {
  if (error instanceof ApiRequestError) {
    if (error.status === 404) return { title: 'Endpoint not found' };
    if (error.status === 400) return { title: 'Bad request' };
    return { title: failureTitle, message: error.serverMessage || error.statusText || GENERIC_ERROR.message };
  }
  if (error instanceof RequestTimeoutError) return { title: failureTitle, message: error.message };
  return { title: failureTitle, message: GENERIC_ERROR.message };
}
