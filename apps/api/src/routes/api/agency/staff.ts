import {
  InvitationSent,
  NewStaffAccount,
  StaffAccount,
  StaffAccountChange,
  StaffAccountList,
  UserGuidParams,
} from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { findStaffAccount } from '../../../domain/staff/find-staff-account.js';
import { listStaffAccounts } from '../../../domain/staff/list-staff-accounts.js';
import { changeStaffAccount } from '../../../domain/staff/change-staff-account.js';
import { createStaffAccount } from '../../../domain/staff/create-staff-account.js';
import { inviteStaffAccount } from '../../../domain/staff/invite-staff-account.js';
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../lib/app-error.js';
import { adminsOnly, currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

const TAGS = ['agency settings'];

/** Before the request is validated: other staff get 403 whatever they send. */

async function staffAccountOrNotFound(db: Db, userGuid: string): Promise<StaffAccount> {
  const account = await findStaffAccount(db, userGuid);
  if (!account) throw notFound(`Staff account ${userGuid} not found.`);
  return account;
}

/** Staff accounts, for admins only (other staff get 403): list, add with an invitation, change role, disable. */
export function agencyStaffRoutes(app: FastifyInstance, { config, db, mailer }: AppContext) {
  const api = withSchemas(app);
  const mail = { config, mailer };

  api.get(
    '/api/agency/settings/staff',
    {
      onRequest: adminsOnly,
      schema: {
        operationId: 'listStaffAccounts',
        summary: 'Every staff and admin account (disabled ones marked), by name; admins only',
        tags: TAGS,
        security: SIGNED_IN,
        response: { 200: StaffAccountList, ...errorAnswers(401, 403) },
      },
    },
    async () => listStaffAccounts(db),
  );

  api.post(
    '/api/agency/settings/staff',
    {
      onRequest: adminsOnly,
      schema: {
        operationId: 'createStaffAccount',
        summary: 'Adds a staff or admin account and emails an invitation to set a password; admins only',
        tags: TAGS,
        security: SIGNED_IN,
        body: NewStaffAccount,
        response: { 201: StaffAccount, ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const admin = currentUser(request);
      const userGuid = await createStaffAccount(db, admin, request.body, mail);
      return reply.code(201).send(await staffAccountOrNotFound(db, userGuid));
    },
  );

  api.patch(
    '/api/agency/settings/staff/:userGuid',
    {
      onRequest: adminsOnly,
      schema: {
        operationId: 'updateStaffAccount',
        summary:
          'Changes a staff account’s role, or disables or enables it; the last admin who can sign in cannot be demoted or disabled, nor an admin disable themselves',
        tags: TAGS,
        security: SIGNED_IN,
        params: UserGuidParams,
        body: StaffAccountChange,
        response: { 200: StaffAccount, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const { userGuid } = request.params;
      await changeStaffAccount(db, admin, userGuid, request.body);
      return staffAccountOrNotFound(db, userGuid);
    },
  );

  api.post(
    '/api/agency/settings/staff/:userGuid/invite',
    {
      onRequest: adminsOnly,
      schema: {
        operationId: 'inviteStaffMember',
        summary:
          'Emails a staff member a new invitation link; 409 if the account is disabled or has a password; admins only',
        tags: TAGS,
        security: SIGNED_IN,
        params: UserGuidParams,
        response: { 200: InvitationSent, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      return inviteStaffAccount(db, currentUser(request), request.params.userGuid, mail);
    },
  );
}
