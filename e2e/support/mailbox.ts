import { imapMailbox } from '../../apps/api/test/helpers/imap-server';

/** The support mailbox the server reads (playwright.config.ts): mail put here arrives as if sent to the agency. */
export const supportMailbox = () => imapMailbox(Number(process.env.E2E_IMAP_PORT));
