import { AUDIT_PAGE_SIZE, AuditQuery, type StaffAccount } from '@client-portal/contract';
import { useSearchParams } from 'react-router';
import { ErrorCard } from '../../../components/ui/error-card';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { Pager } from '../../../components/ui/pager';
import { useAudit } from '../api/get-audit';
import { useStaffAccounts } from '../api/get-staff-accounts';
import { adminLoadError } from '../utils/admin-load-error';
import { auditSearchParams, changeAuditQuery, readAuditQuery } from '../utils/audit-query';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

const AUDIT_MESSAGES = {
  empty: 'Nothing has been recorded yet.',
  noMatch: 'No entries match these filters.',
} as const;

/** /agency/audit (admins): every recorded change, newest first. The filters and the page live in the address. */
export function AuditLog() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readAuditQuery(searchParams);
  const staff = useStaffAccounts();
  const people = staff.data ?? [];
  const onChange = (change: Partial<AuditQuery>) =>
    setSearchParams(auditSearchParams(changeAuditQuery(query, change), false));

  return (
    <>
      <PageTitle title="Audit log" />
      <h1 className="h3 mb-3">Audit log</h1>
      <AuditFilters query={query} people={people} onChange={onChange} />
      <AuditResults query={query} people={people} />
    </>
  );
}

function AuditResults({ query, people }: { query: AuditQuery; people: StaffAccount[] }) {
  const audit = useAudit(query);
  if (audit.isPending) return <Loading />;
  if (audit.isError) {
    const { title, message } = adminLoadError(audit.error);
    return <ErrorCard title={title} message={message} />;
  }
  const { items, hasMore, page, pageSize } = audit.data;
  const isFiltered = Boolean(query.entityGuid || query.actorUserGuid || query.about || query.objectType);
  const first = (page - 1) * (pageSize || AUDIT_PAGE_SIZE) + 1;
  // The log is not counted (it only grows): there is a next page while the server says so.
  const pageCount = hasMore ? page + 1 : page;
  const href = (change: Partial<AuditQuery>) =>
    `?${auditSearchParams(changeAuditQuery(query, change), false).toString()}`;
  return (
    // Busy while the next page or filter loads; the last answer stays on screen meanwhile.
    <section aria-label="Audit entries" aria-busy={audit.isPlaceholderData}>
      {items.length === 0 ? (
        <p className="text-muted">{isFiltered || page > 1 ? AUDIT_MESSAGES.noMatch : AUDIT_MESSAGES.empty}</p>
      ) : (
        <AuditTable
          entries={items}
          people={people}
          entityFilterHref={(entry) =>
            href({
              entityGuid: entry.objectGuid,
              objectType: AuditQuery.shape.objectType.safeParse(entry.objectType).data,
            })
          }
        />
      )}
      {(items.length > 0 || page > 1) && (
        <Pager
          label="Audit log pages"
          page={page}
          pageCount={pageCount}
          pageCountText={hasMore ? `${pageCount}+` : undefined}
          summary={items.length === 0 ? '' : `Entries ${first}–${first + items.length - 1}`}
          pageHref={(target) => href({ page: target })}
        />
      )}
    </section>
  );
}
