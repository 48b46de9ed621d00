import { formProblem, type FormProblem } from '../../../lib/agency-errors';
import { isApiError } from '../../../lib/api-client';

/** A refused write as formProblem words it, except a 404: the server names what is gone (formProblem says "ticket"). */
export function writeProblem(error: unknown): FormProblem {
  if (isApiError(error, 404)) return { message: error.serverMessage || 'Not found.' };
  return formProblem(error);
}
