import { z } from 'zod';

/** Two-factor sign-in for staff (TOTP, RFC 6238). Not in the spec: a client's sign-in never changes. */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the code from your authenticator app.',
  totpFormat: 'Enter the 6-digit code from your authenticator app.',
  /** The agency hook's answer while the rule is on and the staff member has not enrolled. */
  enrolmentRequired: 'Two-factor sign-in is required: set it up first.',
} as const;

/** How many recovery codes each set holds. */
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code from the authenticator app (spaces people type between the groups are ignored). */
const TotpCode = z
  .string({ error: TWO_FACTOR_MESSAGES.totpFormat })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.totpFormat));

/** What the second step accepts: a 6-digit code, or one unused recovery code. */
const SecondFactorCode = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .max(64, 'code must be at most 64 characters');

/** `POST /api/auth/authenticate` answers a staff member with two-factor sign-in on with this instead of a token. */
export const TwoFactorChallenge = z.object({
  twoFactorRequired: z.literal(true),
  /** Short-lived; only `POST /api/auth/twofactor` accepts it, never as a bearer token. */
  challenge: z.string().min(1),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;

/** `POST /api/auth/twofactor`: the challenge of the first step and a code. */
export const TwoFactorSignInRequest = z
  .object({
    challenge: z.string().min(1, 'challenge is required').max(4096, 'challenge must be at most 4096 characters'),
    code: SecondFactorCode,
  })
  .strict();
export type TwoFactorSignInRequest = z.infer<typeof TwoFactorSignInRequest>;

/** `GET /api/agency/me/twofactor`. */
export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  /** The admins' rule: every staff account must use it. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** `POST /api/agency/me/twofactor/setup`: a new pending secret, on only once a code confirms it. */
export const TwoFactorSetup = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, SVG markup. */
  qrSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

/** `POST /api/agency/me/twofactor/enable`: a code from the app, confirming the pending secret. */
export const EnableTwoFactorRequest = z.object({ code: TotpCode }).strict();
export type EnableTwoFactorRequest = z.infer<typeof EnableTwoFactorRequest>;

/** `…/disable` and `…/recoverycodes`: a code from the app or an unused recovery code. */
export const TwoFactorCodeRequest = z.object({ code: SecondFactorCode }).strict();
export type TwoFactorCodeRequest = z.infer<typeof TwoFactorCodeRequest>;

/** Shown once: only their hashes are kept. */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** `GET|PUT /api/agency/settings/security` (admins). */
export const SecuritySettings = z
  .object({ twoFactorRequired: z.boolean({ error: 'twoFactorRequired must be true or false' }) })
  .strict();
export type SecuritySettings = z.infer<typeof SecuritySettings>;
