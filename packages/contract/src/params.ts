import { z } from 'zod';
import { Guid } from './common.js';

/** A GUID in a path, lower-cased as stored. */
const GuidParam = Guid.toLowerCase();

/** Path parameters of the spec §7 calls, named as the URLs name them. */
export const MemberGuidParams = z.object({ memberGUID: GuidParam });
export const ProjectGuidParams = z.object({ projectGuid: GuidParam });
export const DashboardPageGuidParams = z.object({ dashboardPageGuid: GuidParam });
export const TicketGuidParams = z.object({ ticketGuid: GuidParam });
export const ScheduleGuidParams = z.object({ scheduleGuid: GuidParam });
export const SiteCareReportGuidParams = z.object({ siteCareReportGuid: GuidParam });
