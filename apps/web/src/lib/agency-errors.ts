import { z } from 'zod';
import { GENERIC_ERROR, type ErrorMessage } from '../components/ui/error-card';
import { isApiError, RequestTimeoutError } from './api-client';

/** The workspace's failures (not in the spec, which covers the client screens), mapped from the status here. */
export const AGENCY_ERRORS = {
  unauthorized: { title: 'Unauthorized', message: 'Your session has ended. Please sign in again.' },
  forbidden: { title: 'Staff only', message: 'This is for the agency’s staff only.' },
  notFound: { title: 'Not found', message: 'Route not found.' },
  ticketNotFound: { title: 'Ticket not found', message: 'There is no ticket at this address.' },
  unexpectedResponse: { title: GENERIC_ERROR.title, message: 'The server sent an unexpected response.' },
  timeout: { title: GENERIC_ERROR.title, message: 'The request timed out. Please try again.' },
  writeTimeout: {
    title: GENERIC_ERROR.title,
    message:
      'The server did not answer in time. It may still have been saved: reload the page to check before trying again.',
  },
} as const satisfies Record<string, ErrorMessage>;

/**
 * What a screen shows when its data fails to load. A malformed address (`/agency/tickets/not-a-guid`, a 400 naming
 * the path's GUID) is as gone as an unknown one.
 */
export function agencyLoadError(error: unknown, notFound: ErrorMessage = AGENCY_ERRORS.notFound): ErrorMessage {
  if (isApiError(error, 404) || (isApiError(error, 400) && /^\w*Guid: /.test(error.serverMessage))) return notFound;
  if (isApiError(error, 403)) return AGENCY_ERRORS.forbidden;
  if (isApiError(error, 401)) return AGENCY_ERRORS.unauthorized;
  if (isApiError(error, 400)) return { title: 'Bad request', message: error.serverMessage };
  // A contract mismatch's message is the whole zod issue list: not for a user's eyes.
  if (error instanceof z.ZodError) return AGENCY_ERRORS.unexpectedResponse;
  if (error instanceof RequestTimeoutError) return AGENCY_ERRORS.timeout;
  return GENERIC_ERROR;
}

/**
 * A refused write: the field the server named (a 400 or 409 reads "field: problem"), else a message for the whole
 * form.
 */
export interface FormProblem {
  field?: string;
  message: string;
  /** 409: the ticket changed since it was loaded. */
  isConflict?: boolean;
}

const FIELD_PROBLEM = /^([\w.]+): (.+)$/s;

const namingField = (serverMessage: string): FormProblem => {
  const match = FIELD_PROBLEM.exec(serverMessage);
  return match ? { field: match[1]!, message: match[2]! } : { message: serverMessage };
};

export function formProblem(error: unknown): FormProblem {
  if (isApiError(error, 400)) return namingField(error.serverMessage);
  if (isApiError(error, 409)) return { ...namingField(error.serverMessage), isConflict: true };
  // The server may have saved it after all: say so, rather than invite a second copy.
  if (error instanceof RequestTimeoutError) return { message: AGENCY_ERRORS.writeTimeout.message };
  // The server names what is gone ("Project … not found.").
  if (isApiError(error, 404)) return { message: error.serverMessage || AGENCY_ERRORS.notFound.message };
  const { message } = agencyLoadError(error);
  return { message: message ?? GENERIC_ERROR.message };
}
