import { describe, expect, it } from 'vitest';
import { ADDRESS_NOT_ALLOWED } from '../src/domain/monitors/address-policy.js';
import { incidentCause } from '../src/domain/monitors/incident-cause.js';

describe('the cause of an incident as clients read it', () => {
  it.each([
    ['Timed out after 10 s', 'The site did not answer'],
    ['Connection refused', 'The site did not answer'],
    ['Connection reset', 'The site did not answer'],
    ['Host not found', 'The site did not answer'],
    ['Host not found (DNS lookup failed)', 'The site did not answer'],
    ['Host unreachable', 'The site did not answer'],
    ['Network unreachable', 'The site did not answer'],
    ['Parse Error: Expected HTTP/', 'The site did not answer'],
    ['socket hang up', 'The site did not answer'],
    [ADDRESS_NOT_ALLOWED, 'The site did not answer'],
    ['Down', 'The site did not answer'],
    [null, 'The site did not answer'],
    ['Status 503 (expected 200–399)', 'The site answered with an error'],
    ['Status 404 (expected 200–299)', 'The site answered with an error'],
    ['Status 301 (expected 200–299)', 'Unexpected response'],
    ['Keyword "Welcome to Acme" not found', 'Unexpected content'],
    ['Certificate expired', 'Certificate expired'],
    ['certificate has expired', 'Certificate expired'],
    ['Certificate not trusted (self-signed)', 'Certificate problem'],
    ['Certificate does not match the host name', 'Certificate problem'],
    ['Certificate not yet valid', 'Certificate problem'],
    ['unable to get local issuer certificate', 'Certificate problem'],
    ['write EPROTO 1C0A:error:0A00010B:SSL routines:ssl3_get_record:wrong version number', 'Certificate problem'],
  ] as const)('turns %j into "%s"', (error, cause) => {
    expect(incidentCause(error)).toBe(cause);
  });
});
