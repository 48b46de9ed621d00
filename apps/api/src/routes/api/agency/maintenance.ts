import {
  MaintenanceWindow,
  MaintenanceWindowList,
  MaintenanceWindowParams,
  NewMaintenanceWindow,
  ProjectGuidParams,
} from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { listMaintenance, planMaintenance, removeMaintenance } from '../../../domain/maintenance/windows.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

const TAGS = ['agency monitoring'];

/** Planned maintenance of a project's sites (domain/maintenance): staff plan and remove windows. */
export function agencyMaintenanceRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = withSchemas(app);

  api.get(
    '/api/agency/projects/:projectGuid/maintenance',
    {
      schema: {
        operationId: 'listMaintenanceWindows',
        summary: 'A project’s maintenance windows that have not ended (a weekly one never does), soonest first',
        tags: TAGS,
        security: SIGNED_IN,
        params: ProjectGuidParams,
        response: { 200: MaintenanceWindowList, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => listMaintenance(db, request.params.projectGuid),
  );

  api.post(
    '/api/agency/projects/:projectGuid/maintenance',
    {
      schema: {
        operationId: 'createMaintenanceWindow',
        summary: 'Plans a maintenance window: checks go on, nothing alerts, and its time counts as neither up nor down',
        tags: TAGS,
        security: SIGNED_IN,
        params: ProjectGuidParams,
        body: NewMaintenanceWindow,
        response: { 201: MaintenanceWindow, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const window = await planMaintenance(db, currentUser(request), request.params.projectGuid, request.body);
      return reply.code(201).send(window);
    },
  );

  api.delete(
    '/api/agency/maintenance/:windowGuid',
    {
      schema: {
        operationId: 'deleteMaintenanceWindow',
        summary: 'Removes a maintenance window',
        tags: TAGS,
        security: SIGNED_IN,
        params: MaintenanceWindowParams,
        response: { 204: z.null().describe('No content'), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeMaintenance(db, currentUser(request), request.params.windowGuid);
      return reply.code(204).send(null);
    },
  );
}
