import { GENERIC_ERROR, type ErrorMessage } from '../../components/ui/error-card';
import { isApiError } from '../../lib/api-client';

/** Spec §8 Projects: the list failure. */
export const PROJECT_LIST_ERROR: ErrorMessage = { title: 'Failed to fetch projects', message: GENERIC_ERROR.message };

/** Spec §8 Projects: every detail failure, by status, in one place. */
export function projectDetailError(error: unknown, projectGuid: string): ErrorMessage {
  if (isApiError(error, 404)) return { title: 'Not found', message: `Project ${projectGuid} not found.` };
  if (isApiError(error, 401)) return { title: 'Unauthorised', message: 'You are not authorised to view this item.' };
  return { title: 'Unexpected error', message: GENERIC_ERROR.message };
}

/** The ticket table's own failure, shown inside an otherwise loaded project (no spec text for it). */
export const PROJECT_TICKETS_ERROR: ErrorMessage = {
  title: 'Unexpected error',
  message: 'Could not fetch the tickets of this project.',
};
