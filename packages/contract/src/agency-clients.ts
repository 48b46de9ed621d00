import { z } from 'zod';
import { AuditEntry, Person, StaffMember } from './agency.js';
import { DateTime, Guid, GuidParam, PageNumber, PageOf, PageSize, SearchText, Trimmed } from './common.js';
import { EMAIL_MAX, PERSON_NAME_MAX } from './limits.js';

/** An email address as staff type it: trimmed, compared without regard to case. */
const EmailAddress = z
  .string({ error: 'email is required' })
  .trim()
  .min(1, 'email is required')
  .max(EMAIL_MAX, `email must be at most ${EMAIL_MAX} characters`)
  .pipe(z.email({ error: 'email must be an email address' }));

export const ProjectRef = z.object({ projectGuid: Guid, name: z.string() });
export type ProjectRef = z.infer<typeof ProjectRef>;

/** A client user as the workspace lists them (the inbox's client filter uses the same list). */
export const ClientSummary = Person.extend({
  disabled: z.boolean(),
  /** False until the client has set a password (from the invitation, or a reset link). */
  hasPassword: z.boolean(),
  projects: z.array(ProjectRef),
  /** The newest LoggedIn event; null when never signed in. */
  lastSignInAt: DateTime.nullable(),
  createdAt: DateTime,
});
export type ClientSummary = z.infer<typeof ClientSummary>;
/** A page of the clients, by name. */
export const ClientPage = PageOf(ClientSummary);
export type ClientPage = z.infer<typeof ClientPage>;

/**
 * `GET /api/agency/clients`: search by name or email, one page at a time; disabled clients are listed too, marked.
 * `projectGuid` keeps the clients authorised on that project (whom a ticket may be raised for).
 */
export const ClientQuery = z.object({
  q: SearchText('q').optional(),
  projectGuid: GuidParam.optional(),
  page: PageNumber,
  pageSize: PageSize,
});
export type ClientQuery = z.infer<typeof ClientQuery>;

export const ClientDetail = ClientSummary.extend({ history: z.array(AuditEntry) });
export type ClientDetail = z.infer<typeof ClientDetail>;

export const UserGuidParams = z.object({ userGuid: GuidParam });

/** `POST /api/agency/clients`: the client gets an invitation email to set a password. */
export const NewClient = z
  .object({
    firstName: Trimmed('firstName', PERSON_NAME_MAX),
    lastName: Trimmed('lastName', PERSON_NAME_MAX),
    email: EmailAddress,
    projectGuids: z.array(GuidParam).max(500, 'projectGuids: at most 500 projects').default([]),
  })
  .strict();
export type NewClient = z.input<typeof NewClient>;

/** `PATCH /api/agency/clients/{userGuid}`: disabling signs the client out everywhere at once. */
export const ClientChange = z
  .object({
    firstName: Trimmed('firstName', PERSON_NAME_MAX).optional(),
    lastName: Trimmed('lastName', PERSON_NAME_MAX).optional(),
    email: EmailAddress.optional(),
    disabled: z.boolean().optional(),
  })
  .strict();
export type ClientChange = z.infer<typeof ClientChange>;

/** An invitation (or a resent one): where it went and until when its link works. */
export const InvitationSent = z.object({ sentTo: z.string(), expiresAt: DateTime });
export type InvitationSent = z.infer<typeof InvitationSent>;

/** Invitation links work for seven days, once. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Roles an admin can give a staff account. */
export const StaffRole = z.enum(['staff', 'admin']);
export type StaffRole = z.infer<typeof StaffRole>;

/** A staff account as the admins' settings list it (disabled accounts too, marked). */
export const StaffAccount = StaffMember.extend({
  disabled: z.boolean(),
  /** False until the account's owner has set a password (from the invitation, or a reset link). */
  hasPassword: z.boolean(),
  /** The newest LoggedIn event; null when never signed in. */
  lastSignInAt: DateTime.nullable(),
});
export type StaffAccount = z.infer<typeof StaffAccount>;
export const StaffAccountList = z.array(StaffAccount);

/** `POST /api/agency/settings/staff` (admins): the new staff member gets an invitation email to set a password. */
export const NewStaffAccount = z
  .object({
    firstName: Trimmed('firstName', PERSON_NAME_MAX),
    lastName: Trimmed('lastName', PERSON_NAME_MAX),
    email: EmailAddress,
    role: StaffRole,
  })
  .strict();
export type NewStaffAccount = z.infer<typeof NewStaffAccount>;

/** `PATCH /api/agency/settings/staff/{userGuid}` (admins): the last enabled admin can be neither demoted nor disabled. */
export const StaffAccountChange = z
  .object({
    role: StaffRole.optional(),
    disabled: z.boolean().optional(),
  })
  .strict();
export type StaffAccountChange = z.infer<typeof StaffAccountChange>;
