import { z } from 'zod';
import { UserRole } from './agency.js';
import { Guid } from './common.js';
import { TwoFactorChallenge } from './two-factor.js';

export const AuthenticateRequest = z
  .object({
    username: z.string().trim().min(1).max(254),
    password: z.string().min(1).max(1024),
    siteKey: z.string().min(1).max(200),
  })
  .strict();
export type AuthenticateRequest = z.infer<typeof AuthenticateRequest>;

/** The API's bearer token: the only answer a client's sign-in ever gets. */
export const AuthenticatedToken = z.object({ token: z.string().min(1) });
export type AuthenticatedToken = z.infer<typeof AuthenticatedToken>;

/** A token, or (staff with two-factor sign-in on) a challenge for `POST /api/auth/twofactor`. */
export const AuthenticateResponse = z.union([AuthenticatedToken, TwoFactorChallenge]);
export type AuthenticateResponse = z.infer<typeof AuthenticateResponse>;

/** Spec §3: the signed-in user. */
export const CurrentUser = z
  .object({
    memberGUID: Guid,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** Not in spec §3: the workspace a user lands in. Clients see the spec's screens only. */
    role: UserRole,
  })
  .meta({
    examples: [
      {
        memberGUID: '0b8f3c2e-1d4a-4f6b-9c8d-7e6f5a4b3c2d',
        firstName: 'Casey',
        lastName: 'Client',
        email: 'casey@acme.test',
        role: 'client',
      },
    ],
  });
export type CurrentUser = z.infer<typeof CurrentUser>;

/** Spec §5 messages, shared by the reset-link form and the server. */
export const resetMessages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Invalid email format',
  siteKeyRequired: 'SiteKey is required',
  required: 'Required',
  minLength: 'Must be at least 8 characters',
  /** Not in the spec: a longer password would otherwise fall back to the schema's own message, "Required". */
  maxLength: 'Must be at most 1024 characters',
  uppercase: 'Must contain an uppercase letter',
  lowercase: 'Must contain a lowercase letter',
  digit: 'Must contain a number',
  mismatch: 'Passwords must match',
  guidRequired: 'Password reset guid is required',
  guidInvalid: 'Reset link is not valid',
} as const;

export const SendResetLinkRequest = z
  .object({
    EmailAddress: z
      .string({ error: resetMessages.emailRequired })
      .trim()
      .min(1, resetMessages.emailRequired)
      .max(254, resetMessages.emailInvalid)
      .pipe(z.email({ error: resetMessages.emailInvalid })),
    SiteKey: z.string({ error: resetMessages.siteKeyRequired }).min(1, resetMessages.siteKeyRequired),
  })
  .strict();
export type SendResetLinkRequest = z.infer<typeof SendResetLinkRequest>;

/** Spec §9: at least 8 characters with an uppercase letter, a lowercase letter and a digit. */
export const NewPassword = z
  .string({ error: resetMessages.required })
  .min(1, resetMessages.required)
  .min(8, resetMessages.minLength)
  .max(1024, resetMessages.maxLength)
  .regex(/[A-Z]/, resetMessages.uppercase)
  .regex(/[a-z]/, resetMessages.lowercase)
  .regex(/[0-9]/, resetMessages.digit);

/**
 * The answer of a new password: done; and for a first password (an invitation), a bearer token, so the invitee is
 * signed in at once.
 */
export const ResetPasswordDone = z.object({ ok: z.literal(true), token: z.string().optional() });
export type ResetPasswordDone = z.infer<typeof ResetPasswordDone>;

export const ResetPasswordRequest = z
  .object({
    PasswordResetGuid: z
      .string({ error: resetMessages.guidRequired })
      .min(1, resetMessages.guidRequired)
      .pipe(z.uuid({ version: 'v4', error: resetMessages.guidInvalid })),
    Password1: NewPassword,
    Password2: z.string({ error: resetMessages.required }).min(1, resetMessages.required),
  })
  .strict()
  .refine((value) => value.Password1 === value.Password2, {
    message: resetMessages.mismatch,
    path: ['Password2'],
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
