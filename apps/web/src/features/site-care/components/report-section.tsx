import { useId, type ReactNode } from 'react';

/** One card of the report; a labelled region, so it reads (and is found) by its title. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="card site-care-report-card" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 card-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
