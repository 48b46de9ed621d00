import type { Monitor } from '@client-portal/contract';
import { DATE_FORMATS, formatDate } from '../../../lib/format';
import { certificateWarning, formatInterval, MONITOR_STATE_BADGES } from '../../../lib/monitor-display';

const dateTime = (value: string) => formatDate(value, DATE_FORMATS.dateTime);

/** One monitor as staff read it: its state since when, the last check, the certificate, and what it checks. */
export function MonitorSummary({ monitor }: { monitor: Monitor }) {
  const badge = MONITOR_STATE_BADGES[monitor.state];
  const certificate = certificateWarning(monitor.certificateExpiresAt);
  const settings = [
    `every ${formatInterval(monitor.intervalSeconds)}`,
    `status ${monitor.expectedStatusMin}–${monitor.expectedStatusMax}`,
    `time-out ${monitor.timeoutSeconds} s`,
    monitor.keyword !== null && `keyword “${monitor.keyword}”`,
    monitor.ignoreTlsErrors && 'certificate errors ignored',
  ].filter(Boolean);
  return (
    <>
      <div className="fw-semibold text-break">{monitor.name ?? monitor.url}</div>
      {monitor.name !== null && <div className="small text-body-secondary text-break">{monitor.url}</div>}
      <div className="d-flex flex-wrap align-items-center gap-2 mt-1">
        <span className={`badge ${badge.className}`}>{badge.label}</span>
        {monitor.stateSince ? (
          <span className="small">
            since <time dateTime={monitor.stateSince}>{dateTime(monitor.stateSince)}</time>
          </span>
        ) : (
          <span className="small text-body-secondary">no confirmed result yet</span>
        )}
        {certificate && <span className={`badge text-bg-${certificate.tone}`}>{certificate.text}</span>}
      </div>
      <dl className="row small mt-2 mb-0">
        <dt className="col-5 col-sm-4 fw-normal text-body-secondary">Last check</dt>
        <dd className="col-7 col-sm-8 mb-1">
          {monitor.lastCheckedAt ? (
            <>
              <time dateTime={monitor.lastCheckedAt}>{dateTime(monitor.lastCheckedAt)}</time>
              {monitor.lastResponseMs !== null && ` · ${monitor.lastResponseMs} ms`}
            </>
          ) : (
            'Not checked yet'
          )}
        </dd>
        {monitor.lastError !== null && (
          <>
            <dt className="col-5 col-sm-4 fw-normal text-body-secondary">Last error</dt>
            <dd className="col-7 col-sm-8 mb-1 text-danger text-break">{monitor.lastError}</dd>
          </>
        )}
        {monitor.certificateExpiresAt !== null && (
          <>
            <dt className="col-5 col-sm-4 fw-normal text-body-secondary">Certificate expires</dt>
            <dd className="col-7 col-sm-8 mb-1">
              <time dateTime={monitor.certificateExpiresAt}>
                {formatDate(monitor.certificateExpiresAt, DATE_FORMATS.date)}
              </time>
            </dd>
          </>
        )}
        <dt className="col-5 col-sm-4 fw-normal text-body-secondary">Checks</dt>
        <dd className="col-7 col-sm-8 mb-0">{settings.join(' · ')}</dd>
      </dl>
    </>
  );
}
