import { z } from 'zod';
import { GENERIC_ERROR } from '../../components/ui/error-card';
import { formProblem, type FormProblem } from '../../lib/agency-errors';
import { isApiError } from '../../lib/api-client';

/** Spec §8 Tickets: each screen's failures, mapped from the HTTP status in this one place. */
export const TICKET_DETAIL_ERRORS = {
  notfound: { title: 'Not found', message: 'Route not found.' },
  unauthorized: { title: 'Unauthorized', message: 'You are not authorized to view this ticket.' },
  badrequest: { title: 'Bad request', message: 'The request was malformed.' },
  fetchUsersFailed: { title: 'Failed to fetch users.', message: 'Could not fetch authorised users for this ticket.' },
  fetchUpdatesFailed: { title: 'Failed to fetch updates.', message: 'Could not fetch updates for this ticket.' },
  unknownError: { title: 'Sorry, an error occurred.', message: 'Unknown error' },
} as const;

/** Spec §4 ticket detail states that replace the whole screen (users and updates fail inside it). */
export type TicketErrorState = 'notfound' | 'unauthorized' | 'badrequest' | 'unknownError';

export function ticketErrorState(error: unknown): TicketErrorState {
  if (isApiError(error, 404)) return 'notfound';
  if (isApiError(error, 401)) return 'unauthorized';
  // A malformed GUID in the URL is answered 400 by the server.
  if (isApiError(error, 400)) return 'badrequest';
  return 'unknownError';
}

const PROJECT_TICKETS_ERRORS = {
  unauthorized: { title: 'Unauthorized', message: 'You are not authorized to view this project.' },
  exception: { title: 'Error', message: 'Unknown error' },
} as const;

export const projectTicketsError = (error: unknown) =>
  isApiError(error, 401) ? PROJECT_TICKETS_ERRORS.unauthorized : PROJECT_TICKETS_ERRORS.exception;

/** The tickets list: 401 reads "Error: unauthorized"; an exception shows its own message. */
export function ticketListErrorText(error: unknown): string {
  if (isApiError(error, 401)) return 'Error: unauthorized';
  // A contract mismatch's message is the whole zod issue list: not for a user's eyes.
  if (error instanceof z.ZodError) return 'The server sent an unexpected response.';
  return error instanceof Error && error.message ? error.message : PROJECT_TICKETS_ERRORS.exception.message;
}

/** Spec §2: the list messages. */
export const TICKET_LIST_MESSAGES = {
  loading: 'Loading ...',
  // /tickets: nothing across all the user's projects.
  noneFound: 'No tickets found.',
  // /tickets/project/{guid}: the project has no tickets yet.
  noneAtTheMoment: 'No tickets at the moment.',
} as const;

/** "n tickets"; one ticket reads "1 ticket". */
export const formatTicketCount = (count: number) => `${count} ${count === 1 ? 'ticket' : 'tickets'}`;

/** The project choice of a new ticket failed to load: spec §8's project list failure. */
export const NEW_TICKET_PROJECTS_ERROR = { title: 'Failed to fetch projects', message: GENERIC_ERROR.message } as const;

/**
 * A refused new ticket or reply: a 400 names its field ("description: must have some text"); any other refusal
 * (409 for a ticket that takes no replies, 401, 404) is shown as the server worded it.
 */
export function ticketWriteProblem(error: unknown): FormProblem {
  if (isApiError(error) && error.status > 400 && error.status < 500 && error.serverMessage) {
    return { message: error.serverMessage, isConflict: error.status === 409 };
  }
  return formProblem(error);
}
