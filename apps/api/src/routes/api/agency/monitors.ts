import {
  AgencyMonitorList,
  AgencyMonitorQuery,
  Monitor,
  MonitorChange,
  MonitorGuidParams,
  MonitorList,
  NewMonitor,
  ProjectGuidParams,
} from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { internalUrlProblem } from '../../../domain/monitors/address-policy.js';
import { addMonitor } from '../../../domain/monitors/add-monitor.js';
import { changeMonitor } from '../../../domain/monitors/change-monitor.js';
import { findMonitor } from '../../../domain/monitors/find-monitor.js';
import { listAgencyMonitors } from '../../../domain/monitors/list-agency-monitors.js';
import { listMonitors } from '../../../domain/monitors/list-monitors.js';
import { removeMonitor } from '../../../domain/monitors/remove-monitor.js';
import { badRequest } from '../../../lib/app-error.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

const TAGS = ['agency monitoring'];

/** A project's uptime monitors: staff set them up; the server checks them itself (domain/monitors). */
export function agencyMonitorRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const api = withSchemas(app);
  /** An internal address written in the URL is refused at once; checks refuse what names resolve to. */
  const refuseInternalUrl = (url: string | undefined) => {
    const problem = url === undefined || config.monitorAllowPrivate ? undefined : internalUrlProblem(url);
    if (problem) throw badRequest(`url: ${problem}`);
  };

  api.get(
    '/api/agency/monitors',
    {
      config: { tokenScope: 'monitors:read' },
      schema: {
        operationId: 'listMonitors',
        summary: 'Every monitor of every project, down first, with its uptime over 24 hours and 30 days',
        tags: TAGS,
        security: SIGNED_IN,
        querystring: AgencyMonitorQuery,
        response: { 200: AgencyMonitorList, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => listAgencyMonitors(db, request.query),
  );

  api.get(
    '/api/agency/projects/:projectGuid/monitors',
    {
      config: { tokenScope: 'monitors:read' },
      schema: {
        operationId: 'listProjectMonitors',
        summary: 'A project’s uptime monitors with what their checks found last',
        tags: TAGS,
        security: SIGNED_IN,
        params: ProjectGuidParams,
        response: { 200: MonitorList, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => listMonitors(db, request.params.projectGuid),
  );

  api.post(
    '/api/agency/projects/:projectGuid/monitors',
    {
      schema: {
        operationId: 'createMonitor',
        summary: 'Adds an uptime monitor (checked first within its interval)',
        tags: TAGS,
        security: SIGNED_IN,
        params: ProjectGuidParams,
        body: NewMonitor,
        response: { 201: Monitor, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      refuseInternalUrl(request.body.url);
      const monitorGuid = await addMonitor(db, currentUser(request), request.params.projectGuid, request.body);
      return reply.code(201).send(await findMonitor(db, monitorGuid));
    },
  );

  api.patch(
    '/api/agency/monitors/:monitorGuid',
    {
      schema: {
        operationId: 'updateMonitor',
        summary: 'Changes a monitor',
        tags: TAGS,
        security: SIGNED_IN,
        params: MonitorGuidParams,
        body: MonitorChange,
        response: { 200: Monitor, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      refuseInternalUrl(request.body.url);
      await changeMonitor(db, currentUser(request), request.params.monitorGuid, request.body);
      return findMonitor(db, request.params.monitorGuid);
    },
  );

  api.delete(
    '/api/agency/monitors/:monitorGuid',
    {
      schema: {
        operationId: 'deleteMonitor',
        summary: 'Removes a monitor and everything it measured',
        tags: TAGS,
        security: SIGNED_IN,
        params: MonitorGuidParams,
        response: { 204: z.null().describe('No content'), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeMonitor(db, currentUser(request), request.params.monitorGuid);
      return reply.code(204).send(null);
    },
  );
}
