import type { ApiErrorCode } from '@client-portal/contract';

const STATUS: Record<ApiErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

/**
 * The closed set of errors a route may raise; the error handler turns them into `{error, message}` answers.
 * They are answers to the client, never logged with a stack, so none is captured: capturing one costs more than
 * the rest of a 401 or 429 answer (a login flood is mostly such answers).
 */
export class AppError extends Error {
  readonly code: ApiErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  constructor(code: ApiErrorCode, message: string, headers: Record<string, string> = {}) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.code = code;
    this.statusCode = STATUS[code];
    this.headers = headers;
  }
}

export const badRequest = (message = 'The request was malformed.') => new AppError('bad_request', message);
export const unauthorized = (message = 'You are not authorised to view this item.') =>
  new AppError('unauthorized', message);
export const notFound = (message = 'Not found.') => new AppError('not_found', message);
export const forbidden = (message = "This is for the agency's staff only.") => new AppError('forbidden', message);
export const conflict = (message: string) => new AppError('conflict', message);
