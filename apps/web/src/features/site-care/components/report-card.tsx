import type { SiteCareReport } from '@client-portal/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { DATE_FORMATS, formatDate } from '../../../lib/format';

/** One report in a schedule's grid: month-year of creation, domain and completed date (spec §2, §9). */
export function ReportCard({ report }: { report: SiteCareReport }) {
  const isCompleted = report.completedDateTime !== null;
  return (
    <article className="card h-100">
      <div className="card-body">
        <h2 className="h5 card-title">
          <Link to={paths.siteCareReport(report.siteCareReportGuid)} className="stretched-link">
            {formatDate(report.createdDateTime, DATE_FORMATS.monthYear)}
          </Link>
        </h2>
        <p className="card-text mb-1 text-break">{report.domainName}</p>
        <p className={`card-text small ${isCompleted ? 'text-body-secondary' : 'text-warning-emphasis'}`}>
          {isCompleted ? `Completed ${formatDate(report.completedDateTime, DATE_FORMATS.date)}` : 'Not completed yet'}
        </p>
      </div>
    </article>
  );
}
