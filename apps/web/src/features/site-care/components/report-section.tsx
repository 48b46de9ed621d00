import { useId, type ReactNode } from 'react';
import { TitledCard } from '../../../components/ui/titled-card';

/** One card of the report; a labelled region, so it reads (and is found) by its title. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledCard headingId={useId()} title={title} className="site-care-report-card">
      {children}
    </TitledCard>
  );
}
