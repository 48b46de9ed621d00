import { z } from 'zod';
import { AttachmentGuids, AttachmentList } from './attachments.js';
import { DateTime, Guid, GuidParam, PageNumber, PageOf, RichText, SearchText, Trimmed } from './common.js';
import { TICKET_NAME_MAX } from './limits.js';
import { TicketDue } from './helpdesk.js';
import { TicketPriority, TicketStatus } from './tickets.js';

/** Who a user is to the portal: a client (the spec's user) or the agency's staff; admins also manage staff. */
export const USER_ROLES = ['client', 'staff', 'admin'] as const;
export const UserRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRole>;
export const isStaffRole = (role: UserRole): boolean => role !== 'client';

/** The inbox's views, in the order the inbox shows them. */
export const INBOX_VIEWS = ['waiting', 'awaiting', 'mine', 'unassigned', 'all'] as const;
export const InboxView = z.enum(INBOX_VIEWS);
export type InboxView = z.infer<typeof InboxView>;
export const INBOX_VIEW_LABELS: Record<InboxView, string> = {
  waiting: 'Waiting on us',
  awaiting: 'Awaiting customer',
  mine: 'Mine',
  unassigned: 'Unassigned',
  all: 'All',
};
export const INBOX_PAGE_SIZE = 50;
/**
 * The inbox counts exactly up to this many tickets; a view or a filter holding more reports INBOX_COUNT_LIMIT + 1,
 * shown as "10,000+". Counting every one of half a million tickets on each read would cost more than the page.
 */
export const INBOX_COUNT_LIMIT = 10_000;
export const isCountCapped = (count: number): boolean => count > INBOX_COUNT_LIMIT;

/** A person as the workspace shows them: in the assignee list, as a ticket's creator, as an author. */
export const Person = z.object({
  userGuid: Guid,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type Person = z.infer<typeof Person>;

export const StaffMember = Person.extend({ role: UserRole });
export type StaffMember = z.infer<typeof StaffMember>;
export const StaffList = z.array(StaffMember);

/** `GET /api/agency/tickets`: the view and filters of the inbox, as its URL keeps them. */

/** A tag staff put on tickets: in lower case, trimmed; letters, digits, spaces and `- _ . / + #`. */
export const TICKET_TAG_MAX = 40;
export const TICKET_TAGS_MAX = 20;
export const TicketTag = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'a tag must not be empty')
  .max(TICKET_TAG_MAX, `a tag must be at most ${TICKET_TAG_MAX} characters`)
  .regex(
    /^[\p{L}\p{N}](?:[\p{L}\p{N}_./+#-]| (?! ))*$/u,
    'a tag holds letters, digits, single spaces and - _ . / + #, and starts with a letter or digit',
  );
const TicketTags = z.array(TicketTag).max(TICKET_TAGS_MAX, `at most ${TICKET_TAGS_MAX} tags`);

/** The inbox's order: newest activity first (the default), or the soonest due first (tickets without a target last). */
const INBOX_SORTS = ['activity', 'due'] as const;
export const InboxSort = z.enum(INBOX_SORTS, { error: `sort must be one of ${INBOX_SORTS.join(', ')}` });
export type InboxSort = z.infer<typeof InboxSort>;

export const InboxQuery = z.object({
  view: InboxView.default('waiting'),
  status: TicketStatus.optional(),
  projectGuid: GuidParam.optional(),
  /** A client user: tickets of the projects that user is authorised on (what that client sees). */
  clientGuid: GuidParam.optional(),
  /** `me`, `none` or a staff member's GUID. */
  assignee: z.union([z.enum(['me', 'none']), GuidParam]).optional(),
  priority: TicketPriority.optional(),
  tag: TicketTag.optional(),
  q: SearchText('q').optional(),
  sort: InboxSort.optional(),
  page: PageNumber,
});
export type InboxQuery = z.infer<typeof InboxQuery>;

export const InboxRow = z.object({
  ticketGuid: Guid,
  ticketId: z.number().int(),
  name: z.string(),
  status: TicketStatus,
  priority: TicketPriority,
  tags: z.array(z.string()),
  projectGuid: Guid,
  projectName: z.string(),
  createdBy: Person.nullable(),
  assignee: Person.nullable(),
  lastActivityAt: DateTime,
  /** The next response target the ticket must meet. */
  due: TicketDue,
  /** Sent back with a bulk change: a change made on an older version is refused (409). */
  version: z.number().int(),
});
export type InboxRow = z.infer<typeof InboxRow>;

/** `total` is exact up to INBOX_COUNT_LIMIT; INBOX_COUNT_LIMIT + 1 means more. */
export const InboxPage = PageOf(InboxRow);
export type InboxPage = z.infer<typeof InboxPage>;

/** How many tickets each view holds, whatever the filters: exact up to INBOX_COUNT_LIMIT, then INBOX_COUNT_LIMIT + 1. */
export const InboxCounts = z.object(
  Object.fromEntries(INBOX_VIEWS.map((view) => [view, z.number().int().nonnegative()])) as Record<
    InboxView,
    z.ZodNumber
  >,
);
export type InboxCounts = z.infer<typeof InboxCounts>;

/** One entry of a ticket's thread as staff see it: public updates and internal notes, oldest first. */
export const ThreadEntry = z.object({
  updateGuid: Guid,
  author: Person.nullable(),
  createdDateTime: DateTime,
  updateText: z.string(),
  internal: z.boolean(),
  attachments: AttachmentList,
});
export type ThreadEntry = z.infer<typeof ThreadEntry>;

/** One staff change as the audit keeps it: each changed field with its value before and after. */
export const AuditEntry = z.object({
  auditGuid: Guid,
  actor: Person.nullable(),
  /** What was changed: `ticket`, `client`, `staff`, `project`, `dashboard page`, `site care schedule`, `site care report`, `settings`. */
  objectType: z.string(),
  objectGuid: z.string(),
  action: z.string(),
  /** The address the change came from, as the server saw it (behind a trusted proxy, the client's). */
  ipAddress: z.string().nullable(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  createdAt: DateTime,
  /**
   * What the GUIDs of the entry (its object, and those in its changes) name, by GUID in lower case: people by name (a
   * disabled one too), projects, tickets ("#00231 title"), files by their name, dashboard pages, saved replies,
   * monitors. A GUID naming nothing the portal still holds is absent.
   */
  names: z.record(z.string(), z.string()),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AgencyTicket = z.object({
  ticketGuid: Guid,
  ticketId: z.number().int(),
  name: z.string(),
  description: z.string(),
  status: TicketStatus,
  priority: TicketPriority,
  tags: z.array(z.string()),
  projectGuid: Guid,
  projectName: z.string(),
  createdBy: Person.nullable(),
  assignee: Person.nullable(),
  createdDateTime: DateTime,
  lastActivityAt: DateTime,
  /** The next response target the ticket must meet. */
  due: TicketDue,
  /** Sent back with a change: a change made on an older version is refused (409). */
  version: z.number().int(),
  /** The files attached to the ticket itself; each thread entry lists its own. */
  attachments: AttachmentList,
  thread: z.array(ThreadEntry),
  history: z.array(AuditEntry),
});
export type AgencyTicket = z.infer<typeof AgencyTicket>;

export const NewAgencyTicket = z
  .object({
    projectGuid: GuidParam,
    onBehalfOfUserGuid: GuidParam,
    name: Trimmed('name', TICKET_NAME_MAX),
    description: RichText('description'),
    attachmentGuids: AttachmentGuids,
  })
  .strict();
export type NewAgencyTicket = z.infer<typeof NewAgencyTicket>;

export const AgencyTicketChange = z
  .object({
    version: z.number().int().min(1),
    name: Trimmed('name', TICKET_NAME_MAX).optional(),
    description: RichText('description').optional(),
    status: TicketStatus.optional(),
    /** null unassigns. */
    assigneeUserGuid: GuidParam.nullable().optional(),
    priority: TicketPriority.optional(),
    /** The ticket's whole set of tags. */
    tags: TicketTags.optional(),
  })
  .strict();
export type AgencyTicketChange = z.infer<typeof AgencyTicketChange>;

const BULK_TICKETS_MAX = 100;

/**
 * `POST /api/agency/tickets/bulk`: one change to several tickets, each on the version the caller read. All of them
 * change, or (one of them changed since: 409) none does.
 */
export const AgencyTicketsBulkChange = z
  .object({
    tickets: z
      .array(z.object({ ticketGuid: GuidParam, version: z.number().int().min(1) }).strict())
      .min(1, 'choose at least one ticket')
      .max(BULK_TICKETS_MAX, `at most ${BULK_TICKETS_MAX} tickets at once`)
      .refine((tickets) => new Set(tickets.map((t) => t.ticketGuid)).size === tickets.length, 'name each ticket once'),
    status: TicketStatus.optional(),
    assigneeUserGuid: GuidParam.nullable().optional(),
    priority: TicketPriority.optional(),
    addTags: TicketTags.optional(),
    removeTags: TicketTags.optional(),
  })
  .strict()
  .refine(
    (change) => Object.keys(change).some((key) => key !== 'tickets'),
    'choose a change: status, assigneeUserGuid, priority, addTags or removeTags',
  );
export type AgencyTicketsBulkChange = z.infer<typeof AgencyTicketsBulkChange>;

/** The answer of a bulk change: how many tickets it changed (those it left as they were are not counted). */
export const BulkResult = z.object({ changed: z.number().int().nonnegative() });
export type BulkResult = z.infer<typeof BulkResult>;

/** `GET /api/agency/tags`: every tag in use, most used first, for suggestions and the inbox's filter. */
export const TagUse = z.object({ tag: z.string(), tickets: z.number().int() });
export const TagUses = z.array(TagUse);
export type TagUse = z.infer<typeof TagUse>;

export const NewThreadEntry = z
  .object({
    updateText: RichText('updateText'),
    internal: z.boolean(),
    attachmentGuids: AttachmentGuids,
  })
  .strict();
export type NewThreadEntry = z.infer<typeof NewThreadEntry>;
