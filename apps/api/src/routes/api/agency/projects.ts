import {
  AgencyProjectDetail,
  AgencyProjectPage,
  AgencyProjectQuery,
  NewProject,
  ProjectChange,
  ProjectGuidParams,
  ProjectUserParams,
} from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { findAgencyProject } from '../../../domain/projects/find-agency-project.js';
import { listAgencyProjects } from '../../../domain/projects/list-agency-projects.js';
import { changeProject } from '../../../domain/projects/change-project.js';
import { createProject } from '../../../domain/projects/create-project.js';
import { grantProjectUser } from '../../../domain/projects/grant-project-user.js';
import { revokeProjectUser } from '../../../domain/projects/revoke-project-user.js';
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../lib/app-error.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

const TAGS = ['agency projects'];
const NO_CONTENT = z.null().describe('No content');

async function projectOrNotFound(db: Db, projectGuid: string): Promise<AgencyProjectDetail> {
  const project = await findAgencyProject(db, projectGuid);
  if (!project) throw notFound(`Project ${projectGuid} not found.`);
  return project;
}

/** Projects and their authorised users, for the workspace. Staff only (routes/index.ts). */
export function agencyProjectRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = withSchemas(app);

  api.get(
    '/api/agency/projects',
    {
      config: { tokenScope: 'projects:read' },
      schema: {
        operationId: 'listAgencyProjects',
        summary:
          'A page of the projects by name, with their enabled users, open tickets and Site Care schedule; searched on name, filtered by status',
        tags: TAGS,
        security: SIGNED_IN,
        querystring: AgencyProjectQuery,
        response: { 200: AgencyProjectPage, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => listAgencyProjects(db, request.query),
  );

  api.post(
    '/api/agency/projects',
    {
      schema: {
        operationId: 'createProject',
        summary: 'Creates a project',
        tags: TAGS,
        security: SIGNED_IN,
        body: NewProject,
        response: { 201: AgencyProjectDetail, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const projectGuid = await createProject(db, currentUser(request), request.body);
      return reply.code(201).send(await projectOrNotFound(db, projectGuid));
    },
  );

  api.get(
    '/api/agency/projects/:projectGuid',
    {
      config: { tokenScope: 'projects:read' },
      schema: {
        operationId: 'getAgencyProject',
        summary: 'A project with its users, dashboard pages (in order), schedule and history',
        tags: TAGS,
        security: SIGNED_IN,
        params: ProjectGuidParams,
        response: { 200: AgencyProjectDetail, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => projectOrNotFound(db, request.params.projectGuid),
  );

  api.patch(
    '/api/agency/projects/:projectGuid',
    {
      schema: {
        operationId: 'updateProject',
        summary: 'Changes a project’s name, status or dates (the period is checked on the changed project)',
        tags: TAGS,
        security: SIGNED_IN,
        params: ProjectGuidParams,
        body: ProjectChange,
        response: { 200: AgencyProjectDetail, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { projectGuid } = request.params;
      await changeProject(db, currentUser(request), projectGuid, request.body);
      return projectOrNotFound(db, projectGuid);
    },
  );

  api.put(
    '/api/agency/projects/:projectGuid/users/:userGuid',
    {
      schema: {
        operationId: 'grantProjectAccess',
        summary: 'Authorises a client user on the project (granting again changes nothing)',
        tags: TAGS,
        security: SIGNED_IN,
        params: ProjectUserParams,
        response: { 200: AgencyProjectDetail, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { projectGuid, userGuid } = request.params;
      await grantProjectUser(db, currentUser(request), projectGuid, userGuid);
      return projectOrNotFound(db, projectGuid);
    },
  );

  api.delete(
    '/api/agency/projects/:projectGuid/users/:userGuid',
    {
      schema: {
        operationId: 'revokeProjectAccess',
        summary: 'Takes a user’s authorisation on the project away',
        tags: TAGS,
        security: SIGNED_IN,
        params: ProjectUserParams,
        response: { 204: NO_CONTENT, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { projectGuid, userGuid } = request.params;
      await revokeProjectUser(db, currentUser(request), projectGuid, userGuid);
      return reply.code(204).send(null);
    },
  );
}
