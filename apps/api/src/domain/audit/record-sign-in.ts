import type { Db } from '../../db/database.js';
import { recordAudit } from './record-audit.js';

/** The audit's object for a sign-in with an address no account has (one GUID gathers them all). */
const UNKNOWN_ACCOUNT_GUID = '00000000-0000-4000-8000-00000000acc0';

interface SignIn {
  /** The account signed in to, or tried; null when no account has the address. */
  userGuid: string | null;
  email: string;
  ipAddress: string;
  succeeded: boolean;
}

/**
 * Every sign-in, successful or failed, goes in the audit log with the address it came from: a success as the
 * person's own act on their account, a failure as no one's (whoever typed it), naming the email address tried.
 */
export async function recordSignIn(db: Db, signIn: SignIn): Promise<void> {
  await recordAudit(db, {
    actor: { userGuid: signIn.succeeded ? signIn.userGuid : null, ipAddress: signIn.ipAddress },
    objectType: 'account',
    objectGuid: signIn.userGuid ?? UNKNOWN_ACCOUNT_GUID,
    action: signIn.succeeded ? 'signed in' : 'sign-in failed',
    changes: signIn.succeeded ? {} : { email: { before: null, after: signIn.email } },
  });
}
