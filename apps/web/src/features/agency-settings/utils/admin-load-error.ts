import type { ErrorMessage } from '../../../components/ui/error-card';
import { agencyLoadError } from '../../../lib/agency-errors';
import { isApiError } from '../../../lib/api-client';

const ADMINS_ONLY = {
  title: 'Admins only',
  message: 'Only the agency’s admins can see this page.',
} as const satisfies ErrorMessage;

/** A staff member (not an admin) opening these screens gets the API's 403: say who may. */
export const adminLoadError = (error: unknown): ErrorMessage =>
  isApiError(error, 403) ? ADMINS_ONLY : agencyLoadError(error);
