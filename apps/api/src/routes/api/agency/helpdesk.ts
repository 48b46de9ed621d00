import { HelpdeskSettings, ProjectGuidParams, ProjectTargets } from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import {
  readProjectTargets,
  setHelpdeskSettings,
  setProjectTargets,
} from '../../../domain/response-targets/helpdesk-settings.js';
import { readHelpdeskSettings } from '../../../domain/response-targets/read-helpdesk-settings.js';
import { adminsOnly, currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

const TAGS = ['agency settings'];

/** How the helpdesk works (admins change it), and each project's response targets. Staff only (routes/index.ts). */
export function agencyHelpdeskRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = withSchemas(app);

  api.get(
    '/api/agency/settings/helpdesk',
    {
      schema: {
        operationId: 'getHelpdeskSettings',
        summary: 'How the helpdesk works: the composer’s default, what clients see, working time and response targets',
        tags: TAGS,
        security: SIGNED_IN,
        response: { 200: HelpdeskSettings, ...errorAnswers(401, 403) },
      },
    },
    async () => readHelpdeskSettings(db),
  );

  api.put(
    '/api/agency/settings/helpdesk',
    {
      onRequest: adminsOnly,
      schema: {
        operationId: 'updateHelpdeskSettings',
        summary:
          'Admins: changes how the helpdesk works; new working time or targets move every open ticket’s due times',
        tags: TAGS,
        security: SIGNED_IN,
        body: HelpdeskSettings,
        response: { 200: HelpdeskSettings, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => setHelpdeskSettings(db, currentUser(request), request.body),
  );

  api.get(
    '/api/agency/projects/:projectGuid/targets',
    {
      schema: {
        operationId: 'getProjectTargets',
        summary: 'A project’s response targets: its own, or the workspace’s',
        tags: TAGS,
        security: SIGNED_IN,
        params: ProjectGuidParams,
        response: { 200: ProjectTargets, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => readProjectTargets(db, request.params.projectGuid),
  );

  api.put(
    '/api/agency/projects/:projectGuid/targets',
    {
      schema: {
        operationId: 'updateProjectTargets',
        summary: 'Gives a project response targets of its own, or lets it follow the workspace’s',
        tags: TAGS,
        security: SIGNED_IN,
        params: ProjectGuidParams,
        body: ProjectTargets,
        response: { 200: ProjectTargets, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => setProjectTargets(db, currentUser(request), request.params.projectGuid, request.body),
  );
}
