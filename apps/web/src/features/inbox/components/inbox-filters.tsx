import {
  InboxQuery,
  InboxSort,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TicketPriority,
  TicketStatus,
  TicketTag,
} from '@client-portal/contract';
import { useId, type ComponentProps, type FormEvent, type Ref } from 'react';
import { Link } from 'react-router';
import { useAgencyClient } from '../../../api/get-agency-clients';
import { useAgencyProject } from '../../../api/get-agency-projects';
import { ClientSearch } from '../../../components/client-search';
import { ProjectSearch } from '../../../components/project-search';
import { useStaff } from '../../../api/get-staff';
import { useTags } from '../../../api/get-tags';
import { hasInboxFilters, inboxSearchParams } from '../utils/inbox-query';
import { personName } from '../../../lib/person';
import { PRIORITY_WORDS } from '../../../lib/priority';
import { SmallSelect } from './small-select';

interface InboxFiltersProps {
  query: InboxQuery;
  onChange: (change: Partial<InboxQuery>) => void;
  /** The search box (`/` focuses it). */
  searchRef?: Ref<HTMLInputElement>;
}

/**
 * The inbox's filters: each select, and a project or client picked from its search box, applies at once (emptying
 * the box removes it); the ticket search applies on Enter or the button, not per keystroke.
 */
export function InboxFilters({ query, onChange, searchRef }: InboxFiltersProps) {
  const id = useId();
  // The chosen project and client are in the address by GUID: their names fill the boxes.
  const project = useAgencyProject(query.projectGuid);
  const client = useAgencyClient(query.clientGuid);
  const staff = useStaff();
  const tags = useTags();

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    onChange({ q: q || undefined });
  };

  return (
    <div className="row g-2 align-items-end mb-3">
      <div className="col-12 col-sm-6 col-lg-3 col-xl-2">
        <ProjectSearch
          key={`${query.projectGuid ?? ''}-${project.data?.name ?? ''}`}
          id={`${id}-project`}
          label="Project"
          size="sm"
          placeholder="All projects"
          initialText={query.projectGuid ? (project.data?.name ?? '') : ''}
          onPick={(picked) => onChange({ projectGuid: picked.projectGuid })}
          onClear={() => query.projectGuid && onChange({ projectGuid: undefined })}
        />
      </div>
      <div className="col-12 col-sm-6 col-lg-3 col-xl-2">
        <ClientSearch
          key={`${query.clientGuid ?? ''}-${client.data?.userGuid ?? ''}`}
          id={`${id}-client`}
          label="Client"
          size="sm"
          placeholder="All clients"
          initialText={query.clientGuid && client.data ? personName(client.data) : ''}
          onPick={(picked) => onChange({ clientGuid: picked.userGuid.toLowerCase() })}
          onClear={() => query.clientGuid && onChange({ clientGuid: undefined })}
        />
      </div>
      <FilterSelect
        id={`${id}-status`}
        label="Status"
        value={query.status}
        onChange={(value) => onChange({ status: TicketStatus.safeParse(value).data })}
      >
        <option value="">Any status</option>
        {TICKET_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-priority`}
        label="Priority"
        value={query.priority}
        onChange={(value) => onChange({ priority: TicketPriority.safeParse(value).data })}
      >
        <option value="">Any priority</option>
        {TICKET_PRIORITIES.map((priority) => (
          <option key={priority} value={priority}>
            {PRIORITY_WORDS[priority]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-tag`}
        label="Tag"
        value={query.tag}
        onChange={(value) => onChange({ tag: TicketTag.safeParse(value || undefined).data })}
      >
        <option value="">Any tag</option>
        {/* A tag in the address that no ticket carries any more stays a choice. */}
        {[...new Set([...(query.tag ? [query.tag] : []), ...(tags.data?.map((use) => use.tag) ?? [])])].map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-assignee`}
        label="Assignee"
        value={query.assignee}
        onChange={(value) => onChange({ assignee: InboxQuery.shape.assignee.safeParse(value || undefined).data })}
      >
        <option value="">Anyone</option>
        <option value="me">Me</option>
        <option value="none">Unassigned</option>
        {staff.data?.map((member) => (
          <option key={member.userGuid} value={member.userGuid.toLowerCase()}>
            {personName(member)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-sort`}
        label="Order"
        value={query.sort}
        onChange={(value) => onChange({ sort: InboxSort.safeParse(value || undefined).data })}
      >
        <option value="">Newest activity first</option>
        <option value="due">Due soonest first</option>
      </FilterSelect>
      <form role="search" aria-label="Search tickets" className="col-12 col-xl-4" onSubmit={onSearch}>
        <label htmlFor={`${id}-q`} className="form-label small mb-1">
          Search
        </label>
        <div className="input-group input-group-sm">
          {/* Keyed by the address's search, so that going back or clearing the filters shows it. */}
          <input
            key={query.q ?? ''}
            ref={searchRef}
            id={`${id}-q`}
            name="q"
            type="search"
            maxLength={200}
            className="form-control"
            placeholder="Title, #number or description"
            defaultValue={query.q ?? ''}
          />
          <button type="submit" className="btn btn-outline-primary">
            Search
          </button>
        </div>
      </form>
      {hasInboxFilters(query) && (
        <div className="col-12">
          <Link
            className="small"
            to={{ search: inboxSearchParams(InboxQuery.parse({ view: query.view }), false).toString() }}
          >
            Clear filters
          </Link>
        </div>
      )}
    </div>
  );
}

/** A filter's select, in the filters' row. */
const FilterSelect = (props: Omit<ComponentProps<typeof SmallSelect>, 'columnClassName'>) => (
  <SmallSelect {...props} columnClassName="col-12 col-sm-6 col-lg-3 col-xl-2" />
);
