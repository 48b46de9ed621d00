import { AgencyProjectList, ClientList, StaffList } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { listAgencyProjects, listClients, listStaff } from '../../../domain/agency-directory.repository.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

const TAGS = ['agency'];

/** Who and what the workspace's pickers offer: staff (assignees), clients and projects (filters, New ticket). */
export function agencyDirectoryRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = withSchemas(app);
  api.get(
    '/api/agency/staff',
    {
      schema: {
        summary: 'Staff and admins, for the assignee list',
        tags: TAGS,
        security: SIGNED_IN,
        response: { 200: StaffList, ...errorAnswers(401, 403) },
      },
    },
    async () => listStaff(db),
  );
  api.get(
    '/api/agency/clients',
    {
      schema: {
        summary: 'Client users, for the inbox’s client filter',
        tags: TAGS,
        security: SIGNED_IN,
        response: { 200: ClientList, ...errorAnswers(401, 403) },
      },
    },
    async () => listClients(db),
  );
  api.get(
    '/api/agency/projects',
    {
      schema: {
        summary: 'Every project with its authorised users',
        tags: TAGS,
        security: SIGNED_IN,
        response: { 200: AgencyProjectList, ...errorAnswers(401, 403) },
      },
    },
    async () => listAgencyProjects(db),
  );
}
