import {
  averageResponseTimeText,
  coreUpdateNote,
  downtimeIncidentsText,
  measuredUptimeWording,
  REPORT_DEFAULT_TEXT,
  REPORT_MONITORING,
  siteHealthText,
  summaryText,
  textIfAny,
  textOrDefault,
  totalDowntimeText,
  TYPED_UPTIME_WORDING,
  type SiteCareReport,
} from '@client-portal/contract';
import type { ReactNode } from 'react';
import { useReportUptime } from '../../../api/get-report-uptime';
import { RichText } from '../../../components/ui/rich-text';
import { DATE_FORMATS, formatDate } from '../../../lib/format';
import { ReportMeasurements } from './report-measurements';
import { ReportSection } from './report-section';

const MEASUREMENTS_FAILED = 'Measurements could not be loaded.';

function Tick({ date }: { date: string }) {
  return (
    <>
      <span className="text-success fw-bold" aria-hidden="true">
        ✓
      </span>
      <span className="visually-hidden">Done</span> {date}
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-5 col-lg-4">{label}</dt>
      <dd className="col-sm-7 col-lg-8">{children}</dd>
    </>
  );
}

/**
 * The cards of a completed report (spec §2 "Site Care report"); which show and their defaults are the contract's
 * rules (site-care-report-rules.ts), which the PDF follows too.
 */
export function CompletedReport({ report }: { report: SiteCareReport }) {
  const completedDate = formatDate(report.completedDateTime, DATE_FORMATS.date);
  const summary = summaryText(report.comments);
  const siteHealth = siteHealthText(report.siteHealth);
  const pluginsDeleted = textIfAny(report.pluginsDeleted);
  const themesDeleted = textIfAny(report.themesDeleted);
  const coreNote = coreUpdateNote(report.cmsCoreUpdate, report.cmsCoreVersion);
  const { windowDays } = REPORT_MONITORING;
  // Not in the spec: how the portal measured the month. Until it answers (or if it fails) the card reads as the spec's.
  const uptimeQuery = useReportUptime(report.siteCareReportGuid);
  const uptime = uptimeQuery.data;

  return (
    <div className="d-grid gap-3">
      {summary !== null && (
        <ReportSection title="Summary">
          <RichText html={summary} />
        </ReportSection>
      )}
      {siteHealth !== null && (
        <ReportSection title="Site health">
          <RichText html={siteHealth} />
        </ReportSection>
      )}
      <ReportSection title="Details">
        <dl className="row mb-0">
          <Row label="Offsite backup">
            <Tick date={completedDate} />
          </Row>
          <Row label="Visual site check">
            <Tick date={completedDate} />
          </Row>
          <Row label="Plugins updated">
            <RichText html={textOrDefault(report.pluginsUpdated, REPORT_DEFAULT_TEXT.pluginsUpdated)} />
          </Row>
          {pluginsDeleted !== null && (
            <Row label="Plugins deleted">
              <RichText html={pluginsDeleted} />
            </Row>
          )}
          <Row label="CMS core version">
            <RichText html={report.cmsCoreVersion} />
            {coreNote !== null && <RichText html={coreNote} className="text-body-secondary small" />}
          </Row>
          <Row label="Themes updated">
            <RichText html={textOrDefault(report.themesUpdated, REPORT_DEFAULT_TEXT.themesUpdated)} />
          </Row>
          {themesDeleted !== null && (
            <Row label="Themes deleted">
              <RichText html={themesDeleted} />
            </Row>
          )}
        </dl>
      </ReportSection>
      <ReportSection title="Uptime and speed">
        {uptime?.measured ? <p>{measuredUptimeWording(uptime.measured)}</p> : <p>{TYPED_UPTIME_WORDING}</p>}
        <dl className="row mb-0">
          <Row label={`Downtime incidents in the previous ${windowDays} days`}>
            {downtimeIncidentsText(report.downtimes)}
          </Row>
          <Row label="Total downtime">{totalDowntimeText(report.totalDowntime)}</Row>
          <Row label={`Average home page response time over ${windowDays} days`}>
            {averageResponseTimeText(report.averageResponseTime)}
          </Row>
        </dl>
        {uptime === undefined && uptimeQuery.isError && (
          <p className="small text-body-secondary mt-3 mb-0">{MEASUREMENTS_FAILED}</p>
        )}
        {uptime !== undefined && uptime.daily.length > 0 && <ReportMeasurements uptime={uptime} />}
      </ReportSection>
      <ReportSection title="Security issues">
        <RichText html={textOrDefault(report.securityIssues, REPORT_DEFAULT_TEXT.securityIssues)} />
      </ReportSection>
      <ReportSection title="Ad hoc work">
        <RichText html={textOrDefault(report.miscellaneous, REPORT_DEFAULT_TEXT.miscellaneous)} />
      </ReportSection>
      <ReportSection title="About">
        <p className="mb-0">
          This Site Care report for {report.domainName} was completed on {completedDate}.
        </p>
      </ReportSection>
    </div>
  );
}
