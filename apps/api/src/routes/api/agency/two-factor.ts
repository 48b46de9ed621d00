import {
  EnableTwoFactorRequest,
  Ok,
  RecoveryCodes,
  SecuritySettings,
  TwoFactorCodeRequest,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { disableTwoFactor } from '../../../domain/two-factor/disable-two-factor.js';
import { enableTwoFactor } from '../../../domain/two-factor/enable-two-factor.js';
import { ownTwoFactorUser } from '../../../domain/two-factor/errors.js';
import { regenerateRecoveryCodes } from '../../../domain/two-factor/regenerate-recovery-codes.js';
import { setTwoFactorRule } from '../../../domain/two-factor/set-two-factor-rule.js';
import { startTwoFactorSetup } from '../../../domain/two-factor/start-two-factor-setup.js';
import { isTwoFactorRequired } from '../../../domain/two-factor/queries.js';
import { adminsOnly, currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

const TAGS = ['agency settings'];

/**
 * Each staff member's own two-factor sign-in (TOTP), and the admins' rule that every staff account must use it.
 * Staff only (routes/index.ts); while the rule is on, the `/api/agency/me/twofactor` routes stay open to staff who
 * have not set it up yet.
 */
export function agencyTwoFactorRoutes(app: FastifyInstance, { config, db, limiters }: AppContext) {
  const api = withSchemas(app);
  const base = '/api/agency/me/twofactor';

  api.get(
    base,
    {
      schema: {
        operationId: 'getTwoFactorStatus',
        summary: 'Whether my two-factor sign-in is on, and whether the admins require it',
        tags: TAGS,
        security: SIGNED_IN,
        response: { 200: TwoFactorStatus, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const [user, required] = await Promise.all([
        ownTwoFactorUser(db, currentUser(request).userGuid),
        isTwoFactorRequired(db),
      ]);
      return { enabled: user.totp_enabled_at !== null, required };
    },
  );

  api.post(
    `${base}/setup`,
    {
      schema: {
        operationId: 'startTwoFactorSetup',
        summary: 'A new secret (with its QR code) for my authenticator app; on only once a code confirms it',
        tags: TAGS,
        security: SIGNED_IN,
        response: { 200: TwoFactorSetup, ...errorAnswers(401, 403, 409) },
      },
    },
    async (request) => startTwoFactorSetup(db, currentUser(request), config.branding.brand),
  );

  api.post(
    `${base}/enable`,
    {
      schema: {
        operationId: 'enableTwoFactor',
        summary: 'Turns my two-factor sign-in on with a code of the new secret; ten recovery codes, shown once',
        tags: TAGS,
        security: SIGNED_IN,
        body: EnableTwoFactorRequest,
        response: { 200: RecoveryCodes, ...errorAnswers(400, 401, 403, 409, 429) },
      },
    },
    async (request) => ({
      recoveryCodes: await enableTwoFactor(db, limiters, currentUser(request), request.body.code),
    }),
  );

  api.post(
    `${base}/disable`,
    {
      schema: {
        operationId: 'disableTwoFactor',
        summary: 'Turns my two-factor sign-in off with a code or a recovery code; 409 while the admins require it',
        tags: TAGS,
        security: SIGNED_IN,
        body: TwoFactorCodeRequest,
        response: { 200: Ok, ...errorAnswers(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      await disableTwoFactor(db, limiters, currentUser(request), request.body.code);
      return { ok: true as const };
    },
  );

  api.post(
    `${base}/recoverycodes`,
    {
      schema: {
        operationId: 'createRecoveryCodes',
        summary: 'Ten new recovery codes, confirmed with a code; the earlier ones stop working',
        tags: TAGS,
        security: SIGNED_IN,
        body: TwoFactorCodeRequest,
        response: { 200: RecoveryCodes, ...errorAnswers(400, 401, 403, 409, 429) },
      },
    },
    async (request) => ({
      recoveryCodes: await regenerateRecoveryCodes(db, limiters, currentUser(request), request.body.code),
    }),
  );

  api.get(
    '/api/agency/settings/security',
    {
      onRequest: adminsOnly,
      schema: {
        operationId: 'getSecuritySettings',
        summary: 'Admins: whether every staff account must use two-factor sign-in',
        tags: TAGS,
        security: SIGNED_IN,
        response: { 200: SecuritySettings, ...errorAnswers(401, 403) },
      },
    },
    async () => ({ twoFactorRequired: await isTwoFactorRequired(db) }),
  );

  api.put(
    '/api/agency/settings/security',
    {
      onRequest: adminsOnly,
      schema: {
        operationId: 'updateSecuritySettings',
        summary: 'Admins: requires two-factor sign-in of every staff account, or stops requiring it',
        tags: TAGS,
        security: SIGNED_IN,
        body: SecuritySettings,
        response: { 200: SecuritySettings, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => setTwoFactorRule(db, currentUser(request), request.body),
  );
}
