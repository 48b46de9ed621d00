import {
  AlertChannel,
  AlertChannelChange,
  AlertChannelGuidParams,
  AlertChannelList,
  AlertDefaults,
  AlertDefaultsChange,
  AlertDeliveryList,
  AlertDeliveryQuery,
  NewAlertChannel,
  ProjectAlerts,
  ProjectAlertsChange,
  ProjectGuidParams,
} from '@client-portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import {
  changeDefaults,
  changeProjectAlerts,
  readDefaults,
  readProjectAlerts,
} from '../../../domain/alerts/alert-settings.js';
import {
  addAlertChannel,
  changeAlertChannel,
  findAlertChannel,
  listAlertChannels,
  removeAlertChannel,
  testAlertChannel,
} from '../../../domain/alerts/channels.js';
import { listAlertDeliveries } from '../../../domain/alerts/list-deliveries.js';
import { internalUrlProblem } from '../../../domain/monitors/address-policy.js';
import { badRequest } from '../../../lib/app-error.js';
import { adminsOnly, currentUser } from '../../../plugins/auth.js';
import { errorAnswers, SIGNED_IN, withSchemas } from '../../schemas.js';

const TAGS = ['agency monitoring'];

/**
 * Alerts about monitored sites (domain/alerts): the channels and the workspace's defaults, for admins (a chat
 * webhook's address is its key, so other staff read only its host); each project's choice and the deliveries, for
 * all staff.
 */
export function agencyAlertRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const api = withSchemas(app);
  /** As a monitor's address: an internal address written in the URL is refused at once (MONITOR_ALLOW_PRIVATE). */
  const refuseInternalUrl = (url: string | undefined) => {
    const problem = url === undefined || config.monitorAllowPrivate ? undefined : internalUrlProblem(url);
    if (problem) throw badRequest(`url: ${problem}`);
  };
  const forReader = (request: FastifyRequest, channel: AlertChannel): AlertChannel =>
    currentUser(request).role === 'admin' ? channel : { ...channel, url: new URL(channel.url).origin, secret: null };

  api.get(
    '/api/agency/alert-channels',
    {
      schema: {
        operationId: 'listAlertChannels',
        summary: 'Every alert channel, by name (other staff than admins read only its address’s origin)',
        tags: TAGS,
        security: SIGNED_IN,
        response: { 200: AlertChannelList, ...errorAnswers(401, 403) },
      },
    },
    async (request) => (await listAlertChannels(db)).map((channel) => forReader(request, channel)),
  );

  api.post(
    '/api/agency/alert-channels',
    {
      onRequest: adminsOnly,
      schema: {
        operationId: 'createAlertChannel',
        summary: 'Adds an alert channel (a generic webhook gets its signing secret); admins only',
        tags: TAGS,
        security: SIGNED_IN,
        body: NewAlertChannel,
        response: { 201: AlertChannel, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      refuseInternalUrl(request.body.url);
      const channelGuid = await addAlertChannel(db, currentUser(request), request.body);
      return reply.code(201).send(await findAlertChannel(db, channelGuid));
    },
  );

  api.patch(
    '/api/agency/alert-channels/:channelGuid',
    {
      onRequest: adminsOnly,
      schema: {
        operationId: 'updateAlertChannel',
        summary: 'Renames an alert channel or changes its address; admins only',
        tags: TAGS,
        security: SIGNED_IN,
        params: AlertChannelGuidParams,
        body: AlertChannelChange,
        response: { 200: AlertChannel, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      refuseInternalUrl(request.body.url);
      await changeAlertChannel(db, currentUser(request), request.params.channelGuid, request.body);
      return findAlertChannel(db, request.params.channelGuid);
    },
  );

  api.delete(
    '/api/agency/alert-channels/:channelGuid',
    {
      onRequest: adminsOnly,
      schema: {
        operationId: 'deleteAlertChannel',
        summary: 'Removes an alert channel from every project and the defaults, with its deliveries; admins only',
        tags: TAGS,
        security: SIGNED_IN,
        params: AlertChannelGuidParams,
        response: { 204: z.null().describe('No content'), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeAlertChannel(db, currentUser(request), request.params.channelGuid);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/agency/alert-channels/:channelGuid/test',
    {
      schema: {
        operationId: 'testAlertChannel',
        summary: 'Sends a test message to the channel, delivered and logged as any alert',
        tags: TAGS,
        security: SIGNED_IN,
        params: AlertChannelGuidParams,
        response: { 202: z.object({ deliveryGuid: z.string() }), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const deliveryGuid = await testAlertChannel(db, currentUser(request), request.params.channelGuid);
      return reply.code(202).send({ deliveryGuid });
    },
  );

  api.get(
    '/api/agency/alert-defaults',
    {
      schema: {
        operationId: 'getAlertDefaults',
        summary: 'Where alerts go for projects that follow the workspace’s defaults',
        tags: TAGS,
        security: SIGNED_IN,
        response: { 200: AlertDefaults, ...errorAnswers(401, 403) },
      },
    },
    async () => readDefaults(db),
  );

  api.put(
    '/api/agency/alert-defaults',
    {
      onRequest: adminsOnly,
      schema: {
        operationId: 'updateAlertDefaults',
        summary: 'Sets the workspace’s defaults: staff email on or off, and the channels; admins only',
        tags: TAGS,
        security: SIGNED_IN,
        body: AlertDefaultsChange,
        response: { 200: AlertDefaults, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      await changeDefaults(db, currentUser(request), request.body);
      return readDefaults(db);
    },
  );

  api.get(
    '/api/agency/projects/:projectGuid/alerts',
    {
      schema: {
        operationId: 'getProjectAlerts',
        summary: 'Where a project’s alerts go: its own choice, or the workspace’s defaults in force',
        tags: TAGS,
        security: SIGNED_IN,
        params: ProjectGuidParams,
        response: { 200: ProjectAlerts, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => readProjectAlerts(db, request.params.projectGuid),
  );

  api.put(
    '/api/agency/projects/:projectGuid/alerts',
    {
      schema: {
        operationId: 'updateProjectAlerts',
        summary: 'Sets a project’s own choice of alerts, or (followsDefaults) returns it to the workspace’s defaults',
        tags: TAGS,
        security: SIGNED_IN,
        params: ProjectGuidParams,
        body: ProjectAlertsChange,
        response: { 200: ProjectAlerts, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await changeProjectAlerts(db, currentUser(request), request.params.projectGuid, request.body);
      return readProjectAlerts(db, request.params.projectGuid);
    },
  );

  api.get(
    '/api/agency/alert-deliveries',
    {
      schema: {
        operationId: 'listAlertDeliveries',
        summary: 'The most recent alert deliveries with every attempt, newest first (failing: only the failures)',
        tags: TAGS,
        security: SIGNED_IN,
        querystring: AlertDeliveryQuery,
        response: { 200: AlertDeliveryList, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => listAlertDeliveries(db, request.query),
  );
}
