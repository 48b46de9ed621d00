import type { ApiErrorCode } from '@client-portal/contract';

const STATUS: Record<ApiErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  not_found: 404,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

/** The closed set of errors a route may raise; the error handler turns them into `{error, message}` answers. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = STATUS[code];
  }
}

export const badRequest = (message = 'The request was malformed.') => new AppError('bad_request', message);
export const unauthorized = (message = 'You are not authorised to view this item.') =>
  new AppError('unauthorized', message);
export const notFound = (message = 'Not found.') => new AppError('not_found', message);
