import { PassThrough } from 'node:stream';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { NotificationItem } from '../../mail/notification-message.js';
import { reportPdfFileName, writeReportPdf } from '../site-care/report-pdf/index.js';
import { findFullReport } from '../site-care/find-full-report.js';
import { readReportUptime } from '../site-care/read-report-uptime.js';
import { isReportNotice } from './payloads.js';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * The completed reports of a batch, as the recipient may still have them (the report is still completed, and they
 * are still on one of its projects), each with its PDF, made now. Other notices pass as they are.
 */
export async function withReportPdfs(
  db: Db,
  config: Config,
  recipientGuid: string,
  items: NotificationItem[],
): Promise<{ items: NotificationItem[]; attachments: MailAttachment[] }> {
  const kept: NotificationItem[] = [];
  const attachments: MailAttachment[] = [];
  for (const item of items) {
    if (!isReportNotice(item.payload)) {
      kept.push(item);
      continue;
    }
    const { reportGuid, scheduleGuid } = item.payload.report;
    const report = await findFullReport(db, reportGuid);
    const member = await db
      .selectFrom('project_users as pu')
      .innerJoin('projects as p', 'p.project_guid', 'pu.project_guid')
      .select('pu.user_guid')
      .where('p.site_care_schedule_guid', '=', scheduleGuid)
      .where('pu.user_guid', '=', recipientGuid)
      .executeTakeFirst();
    if (!report?.completedDateTime || !member) continue;
    const pdf = new PassThrough();
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => pdf.on('end', resolve).on('error', reject));
    const input = {
      report,
      branding: config.branding,
      ...(await readReportUptime(db, report, config.monitorConfirmChecks)),
    };
    await writeReportPdf(input, pdf);
    await ended;
    kept.push(item);
    attachments.push({
      filename: reportPdfFileName(report),
      content: Buffer.concat(chunks),
      contentType: 'application/pdf',
    });
  }
  return { items: kept, attachments };
}
