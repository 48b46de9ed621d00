import { StaffList } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { listStaff } from '../../../domain/staff/list-staff.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

const TAGS = ['agency tickets'];

/** The assignee list: enabled staff and admins. */
export function agencyDirectoryRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = withSchemas(app);
  api.get(
    '/api/agency/staff',
    {
      config: { tokenScope: 'tickets:read' },
      schema: {
        operationId: 'listAssignableStaff',
        summary: 'Staff and admins, for the assignee list',
        tags: TAGS,
        security: SIGNED_IN,
        response: { 200: StaffList, ...errorAnswers(401, 403) },
      },
    },
    async () => listStaff(db),
  );
}
