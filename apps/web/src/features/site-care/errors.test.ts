import { describe, expect, it } from 'vitest';
import { ApiRequestError, RequestTimeoutError } from '../../lib/api-client';
import { describeSiteCareError, REPORT_FETCH_FAILED } from './errors';

const apiError = (status: number, body = '') => new ApiRequestError(status, 'Status', body, '/api/x');

describe('describeSiteCareError', () => {
  it('maps 404 to "Endpoint not found" and 400 to "Bad request"', () => {
    expect(describeSiteCareError(apiError(404), REPORT_FETCH_FAILED)).toEqual({ title: 'Endpoint not found' });
    expect(describeSiteCareError(apiError(400), REPORT_FETCH_FAILED)).toEqual({ title: 'Bad request' });
  });

  it('puts other statuses under the failure title with the server message', () => {
    const body = JSON.stringify({ error: 'unauthorized', message: 'You are not authorised to view this item.' });
    expect(describeSiteCareError(apiError(401, body), REPORT_FETCH_FAILED)).toEqual({
      title: 'Sorry, could not fetch this report.',
      message: 'You are not authorised to view this item.',
    });
  });

  it('puts time-outs and exceptions under the failure title', () => {
    expect(describeSiteCareError(new RequestTimeoutError('/api/x'), REPORT_FETCH_FAILED)).toEqual({
      title: REPORT_FETCH_FAILED,
      message: 'The request timed out.',
    });
    expect(describeSiteCareError(new TypeError('Failed to fetch'), REPORT_FETCH_FAILED)).toEqual({
      title: REPORT_FETCH_FAILED,
      message: 'An unknown error occurred. Please try again later.',
    });
  });
});
