import { ImapFlow } from 'imapflow';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import { repeatRounds } from '../../lib/rounds.js';
import { createLeader } from '../shared/leader.js';
import { processMessage, type InboundOutcome, type MailboxPlace } from './process-message.js';

/** Messages read in one round at most: a full mailbox is read over several, the server answering meanwhile. */
const ROUND_LIMIT = 50;
/** A process that does not read asks for the lock again this often. */
const LEADER_RETRY_MS = 15_000;

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export interface MailReaderOptions {
  database: DatabaseHandle;
  config: Config;
  mailIn: NonNullable<Config['mailIn']>;
  log: Log;
  leaderRetryMs?: number;
  /** Called once a message's outcome is written, before the mailbox is told (tests stop there, as a crash would). */
  afterWrite?: (uid: number, outcome: InboundOutcome) => Promise<void> | void;
}

export interface MailReader {
  /** One round: reads what is new in the mailbox; the outcome of each message read. */
  runOnce(): Promise<InboundOutcome[]>;
  start(): void;
  stop(): Promise<void>;
}

/** IMAP_URL as imapflow takes it: imap://user:password@host:143 (STARTTLS when offered), imaps:// for TLS. */
function connectionOf(imapUrl: string) {
  const url = new URL(imapUrl);
  const secure = url.protocol === 'imaps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    logger: false as const,
    // Bounded waits: a server that hangs fails the round, and the next one tries again.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  };
}

/**
 * Reads the support mailbox (IMAP_URL, IMAP_FOLDER) every IMAP_POLL: each message after the last one read, in UID
 * order, exactly once. A message's outcome is written (with its Message-ID, in the transaction of the ticket or update
 * it makes) before the message is flagged \Seen and the mailbox's read-up-to UID moves on; a process killed in between
 * reads it again, finds its Message-ID recorded, and writes nothing. With several processes on PostgreSQL one reads
 * (an advisory lock, as for the uptime checks). The mailbox is never changed but for the \Seen flag.
 */
export function createMailReader(options: MailReaderOptions): MailReader {
  const { database, config, mailIn, log } = options;
  const db = database.db;
  const leader = createLeader(database, {
    name: 'mail-in',
    label: 'email in',
    retryMs: options.leaderRetryMs ?? LEADER_RETRY_MS,
    log,
  });

  async function cursorOf(mailbox: string, uidValidity: string): Promise<number> {
    const row = await db.selectFrom('inbound_mailboxes').selectAll().where('mailbox', '=', mailbox).executeTakeFirst();
    // A new UIDVALIDITY means the server numbered the mailbox anew: read it all again (Message-IDs keep it once).
    return row && row.uid_validity === uidValidity ? Number(row.last_uid) : 0;
  }

  async function moveCursor(mailbox: string, uidValidity: string, uid: number): Promise<void> {
    await db
      .insertInto('inbound_mailboxes')
      .values({ mailbox, uid_validity: uidValidity, last_uid: uid })
      .onConflict((oc) => oc.column('mailbox').doUpdateSet({ uid_validity: uidValidity, last_uid: uid }))
      .execute();
  }

  async function runOnce(): Promise<InboundOutcome[]> {
    if (!(await leader.leads())) return [];
    const client = new ImapFlow(connectionOf(mailIn.imapUrl));
    client.on('error', (error: unknown) => log.warn({ err: error }, 'email in: the IMAP connection failed'));
    const outcomes: InboundOutcome[] = [];
    await client.connect();
    try {
      const lock = await client.getMailboxLock(mailIn.folder);
      try {
        const mailbox = client.mailbox;
        if (!mailbox) throw new Error(`IMAP_FOLDER ${mailIn.folder} could not be opened`);
        const uidValidity = String(mailbox.uidValidity);
        const last = await cursorOf(mailIn.folder, uidValidity);
        if (mailbox.exists === 0 || Number(mailbox.uidNext) <= last + 1) return outcomes;
        const listed = await client.fetchAll(
          `${last + 1}:*`,
          { uid: true, size: true, envelope: true, internalDate: true },
          { uid: true },
        );
        // "n:*" names the last message even below n: only those after the cursor.
        const fresh = listed.filter((m) => m.uid > last).sort((a, b) => a.uid - b.uid);
        for (const listing of fresh.slice(0, ROUND_LIMIT)) {
          const size = listing.size ?? 0;
          const sender = listing.envelope?.from?.[0];
          const place: MailboxPlace = {
            mailbox: mailIn.folder,
            uidValidity,
            uid: listing.uid,
            size,
            receivedAt: listing.internalDate instanceof Date ? listing.internalDate : new Date(),
            envelope: {
              from: sender?.address,
              fromName: sender?.name,
              subject: listing.envelope?.subject,
              messageId: listing.envelope?.messageId,
            },
          };
          let raw: Buffer | undefined;
          if (size <= mailIn.maxBytes) {
            const fetched = await client.fetchOne(String(listing.uid), { source: true }, { uid: true });
            raw = fetched ? fetched.source : undefined;
          }
          const outcome = await processMessage({ db, config, mailIn }, place, raw);
          outcomes.push(outcome);
          await options.afterWrite?.(listing.uid, outcome);
          await client.messageFlagsAdd(String(listing.uid), ['\\Seen'], { uid: true });
          await moveCursor(mailIn.folder, uidValidity, listing.uid);
          if (outcome !== 'duplicate') log.info({ uid: listing.uid, outcome }, 'email in: message read');
        }
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
    return outcomes;
  }

  const rounds = repeatRounds(runOnce, (error) => log.error({ err: error }, 'email in: round failed'));
  return {
    runOnce,
    start: () => rounds.start(mailIn.pollMs),
    async stop() {
      await rounds.stop();
      await leader.release();
    },
  };
}
