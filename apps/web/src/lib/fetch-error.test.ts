import { describe, expect, it } from 'vitest';
import { ApiRequestError, RequestTimeoutError } from './api-client';
import { describeFetchError } from './fetch-error';

describe('describeFetchError', () => {
  it('gives "Error fetching data" with the server text and the status for a non-OK answer', () => {
    const body = JSON.stringify({ error: 'unauthorized', message: 'You are not authorised to view this item.' });
    expect(describeFetchError(new ApiRequestError(401, 'Unauthorized', body, '/api/x'))).toEqual({
      title: 'Error fetching data',
      message: 'You are not authorised to view this item. (401)',
    });
  });

  it('gives "Exception caught" with the message for an exception', () => {
    expect(describeFetchError(new RequestTimeoutError('/api/x'))).toEqual({
      title: 'Exception caught',
      message: 'The request timed out.',
    });
  });
});
