import { describe, expect, it } from 'vitest';
import { ApiRequestError, RequestTimeoutError } from './api-client';
import { formProblem } from './agency-errors';

const answer = (status: number, error: string, message: string) =>
  new ApiRequestError(status, '', JSON.stringify({ error, message }), '/api/agency/tickets');

describe('formProblem', () => {
  it('splits a 400 into the field it names and the problem', () => {
    expect(formProblem(answer(400, 'bad_request', 'name: name must be at most 500 characters'))).toEqual({
      field: 'name',
      message: 'name must be at most 500 characters',
    });
  });

  it('keeps a 400 that names no field whole', () => {
    expect(formProblem(answer(400, 'bad_request', 'The request body is not valid JSON.'))).toEqual({
      message: 'The request body is not valid JSON.',
    });
  });

  it('marks a 409 as a conflict with the server’s words', () => {
    expect(formProblem(answer(409, 'conflict', 'Robin changed this ticket at 10:42.'))).toEqual({
      message: 'Robin changed this ticket at 10:42.',
      isConflict: true,
    });
  });

  it('warns that a write that timed out may have been saved', () => {
    expect(formProblem(new RequestTimeoutError('/api/agency/tickets')).message).toMatch(/may still have been saved/);
  });
});
