import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The answer's JSON body, once its status is the one expected (the body is shown when it is not). */
export async function ok(
  response: LightMyRequestResponse | Promise<LightMyRequestResponse>,
  status = 200,
): Promise<unknown> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json() as unknown;
}

/** Expects a refusal with this status whose message contains the text, or matches the pattern. */
export async function refused(
  response: LightMyRequestResponse | Promise<LightMyRequestResponse>,
  status: number,
  message: string | RegExp,
): Promise<void> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  const body = answer.json() as { message: string };
  if (typeof message === 'string') expect(body.message).toContain(message);
  else expect(body.message).toMatch(message);
}
