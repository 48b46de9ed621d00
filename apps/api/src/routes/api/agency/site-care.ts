import {
  AgencyReport,
  AgencySchedule,
  AgencyScheduleReports,
  DueScheduleList,
  NewReport,
  ProjectGuidParams,
  ReportChange,
  ReportGuidParams,
  ScheduleGuidParams,
  ScheduleInput,
} from '@client-portal/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../app-context.js';
import { findAgencyReport } from '../../../domain/site-care/find-agency-report.js';
import { findScheduleReports } from '../../../domain/site-care/find-schedule-reports.js';
import { listDueSchedules } from '../../../domain/site-care/list-due-schedules.js';
import { setSiteCareSchedule } from '../../../domain/projects/set-site-care-schedule.js';
import { changeReport } from '../../../domain/site-care/change-report.js';
import { completeReport } from '../../../domain/site-care/complete-report.js';
import { createReport } from '../../../domain/site-care/create-report.js';
import { reopenReport } from '../../../domain/site-care/reopen-report.js';
import { findSchedule } from '../../../domain/site-care/find-schedule.js';
import type { Db } from '../../../db/database.js';
import { notFound } from '../../../lib/app-error.js';
import { currentUser } from '../../../plugins/auth.js';
import { errorAnswers, RICH_TEXT_BODY_LIMIT, SIGNED_IN, withSchemas } from '../../schemas.js';

const TAGS = ['agency site care'];

async function reportOrNotFound(db: Db, reportGuid: string): Promise<AgencyReport> {
  const report = await findAgencyReport(db, reportGuid);
  if (!report) throw notFound(`Site Care report ${reportGuid} not found.`);
  return report;
}

/** Site Care schedules and their monthly reports, for the workspace. Staff only (routes/index.ts). */
export function agencySiteCareRoutes(app: FastifyInstance, { db }: AppContext) {
  const api = withSchemas(app);

  api.put(
    '/api/agency/projects/:projectGuid/sitecareschedule',
    {
      schema: {
        operationId: 'setSiteCareSchedule',
        summary: 'Gives the project a Site Care schedule, or changes the one it has',
        tags: TAGS,
        security: SIGNED_IN,
        params: ProjectGuidParams,
        body: ScheduleInput,
        response: { 200: AgencySchedule, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scheduleGuid = await setSiteCareSchedule(
        db,
        currentUser(request),
        request.params.projectGuid,
        request.body,
      );
      const schedule = await findSchedule(db, scheduleGuid);
      if (!schedule) throw notFound(`Site Care schedule ${scheduleGuid} not found.`);
      return schedule;
    },
  );

  api.get(
    '/api/agency/sitecare/due',
    {
      schema: {
        operationId: 'listDueSiteCareReports',
        summary: 'Active schedules whose report for this month (UTC) is not completed by their Site Care day',
        tags: TAGS,
        security: SIGNED_IN,
        response: { 200: DueScheduleList, ...errorAnswers(401, 403) },
      },
    },
    async () => listDueSchedules(db),
  );

  api.get(
    '/api/agency/sitecareschedules/:scheduleGuid/reports',
    {
      schema: {
        operationId: 'getAgencySiteCareSchedule',
        summary: 'A schedule with its reports, newest month first',
        tags: TAGS,
        security: SIGNED_IN,
        params: ScheduleGuidParams,
        response: { 200: AgencyScheduleReports, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { scheduleGuid } = request.params;
      const schedule = await findScheduleReports(db, scheduleGuid);
      if (!schedule) throw notFound(`Site Care schedule ${scheduleGuid} not found.`);
      return schedule;
    },
  );

  api.post(
    '/api/agency/sitecareschedules/:scheduleGuid/reports',
    {
      schema: {
        operationId: 'createSiteCareReport',
        summary: 'Starts the draft report of a month (one report a month; 409 when it exists)',
        tags: TAGS,
        security: SIGNED_IN,
        params: ScheduleGuidParams,
        body: NewReport,
        response: { 201: AgencyReport, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const staff = currentUser(request);
      const reportGuid = await createReport(db, staff, request.params.scheduleGuid, request.body);
      return reply.code(201).send(await reportOrNotFound(db, reportGuid));
    },
  );

  api.get(
    '/api/agency/sitecarereports/:reportGuid',
    {
      schema: {
        operationId: 'getAgencySiteCareReport',
        summary: 'A report with its project and history',
        tags: TAGS,
        security: SIGNED_IN,
        params: ReportGuidParams,
        response: { 200: AgencyReport, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => reportOrNotFound(db, request.params.reportGuid),
  );

  api.patch(
    '/api/agency/sitecarereports/:reportGuid',
    {
      bodyLimit: RICH_TEXT_BODY_LIMIT,
      schema: {
        operationId: 'updateSiteCareReport',
        summary: 'Changes a draft report’s fields (HTML sanitised; 409 on a completed report: reopen it first)',
        tags: TAGS,
        security: SIGNED_IN,
        params: ReportGuidParams,
        body: ReportChange,
        response: { 200: AgencyReport, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const staff = currentUser(request);
      await changeReport(db, staff, request.params.reportGuid, request.body);
      return reportOrNotFound(db, request.params.reportGuid);
    },
  );

  api.post(
    '/api/agency/sitecarereports/:reportGuid/complete',
    {
      schema: {
        operationId: 'completeSiteCareReport',
        summary:
          'Completes a draft report: the client sees it in full (400 until staff confirmed the offsite backup and the visual check; 409 when completed already)',
        tags: TAGS,
        security: SIGNED_IN,
        params: ReportGuidParams,
        response: { 200: AgencyReport, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const staff = currentUser(request);
      await completeReport(db, staff, request.params.reportGuid);
      return reportOrNotFound(db, request.params.reportGuid);
    },
  );

  api.post(
    '/api/agency/sitecarereports/:reportGuid/reopen',
    {
      schema: {
        operationId: 'reopenSiteCareReport',
        summary: 'Takes a completed report back to a draft (409 when it is a draft)',
        tags: TAGS,
        security: SIGNED_IN,
        params: ReportGuidParams,
        response: { 200: AgencyReport, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const staff = currentUser(request);
      await reopenReport(db, staff, request.params.reportGuid);
      return reportOrNotFound(db, request.params.reportGuid);
    },
  );
}
