import type { CheckResult } from '../../src/domain/monitors/check.js';

/** What a check of a site finds, for tests that drive the scheduler with a check of their own. */
export const SITE_UP: CheckResult = {
  isUp: true,
  statusCode: 200,
  responseMs: 40,
  error: null,
  certificateExpiresAt: null,
};
export const SITE_DOWN: CheckResult = {
  isUp: false,
  statusCode: 503,
  responseMs: 30,
  error: 'Status 503 (expected 200–399)',
  certificateExpiresAt: null,
};
