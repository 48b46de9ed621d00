import { z } from 'zod';
import { Guid } from './common.js';

/** Spec §3 Dashboard page. */
export const DashboardPage = z.object({
  dashboardPageGuid: Guid,
  title: z.string(),
  iconClass: z.string(),
  url: z.string(),
  projectGuid: Guid,
});
export type DashboardPage = z.infer<typeof DashboardPage>;

export const DashboardPageList = z.object({ dashboardPages: z.array(DashboardPage) });
export type DashboardPageList = z.infer<typeof DashboardPageList>;

export const DashboardPageResponse = z.object({ dashboardPage: DashboardPage });
export type DashboardPageResponse = z.infer<typeof DashboardPageResponse>;
