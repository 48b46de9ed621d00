/** One outgoing message; the transport adds the sender (MAIL_FROM). */
export interface MailMessage {
  to: string;
  subject: string;
  /** The same words twice: plain text for every client, branded HTML for those that show it (layout.ts). */
  text: string;
  html: string;
  /**
   * A notification email's own id (its batch): the Message-ID, and what makes a second delivery of the same email after
   * a crash a no-op in the outbox (SMTP receivers can tell the copies apart by it).
   */
  messageId?: string;
  /**
   * The conversation it belongs to (a ticket's): the id of its root message, as In-Reply-To and References, so mail
   * clients show every email about the ticket as one thread.
   */
  threadId?: string;
  /** Where an answer goes (the ticket's reply address). */
  replyTo?: string;
  /** When the email was first made: its Date header, the same on every attempt. */
  date?: Date;
  headers?: Record<string, string>;
  /** Files sent with it (a Site Care report's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Delivers one message or throws; the mailer retries. */
export interface MailTransport {
  readonly name: string;
  deliver(message: MailMessage): Promise<void>;
  close?(): Promise<void> | void;
}

/** The slice of a pino / Fastify logger the mailer writes to. */
export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Builds the message to send, or nothing (an unknown address sends nothing, but the caller cannot tell). */
type MailJob = () => Promise<MailMessage | null | undefined>;

export interface Mailer {
  /**
   * Runs the job after the current request has been answered and delivers its message in the background,
   * retrying with backoff. Never throws and never delays the caller.
   */
  queue(job: MailJob): void;
  send(message: MailMessage): void;
  /** Resolves once every queued job has been delivered or has given up (tests, shutdown). */
  idle(): Promise<void>;
  /** Waits up to the drain time-out for queued mail; anything still pending is logged as not delivered. */
  close(): Promise<void>;
}

export interface MailerOptions {
  transport: MailTransport;
  log: MailLog;
  /** Waits before each retry; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
  drainTimeoutMs?: number;
}

/** 6 attempts over about 13 minutes: rides out an SMTP server restart without holding mail for long. */
const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000, 30_000, 120_000, 600_000] as const;
// Under the server's 10 s shutdown grace (server.ts), so a dead SMTP server cannot turn a clean stop into a forced exit.
const DEFAULT_DRAIN_TIMEOUT_MS = 5_000;

// Unref'd: a retry waiting at shutdown does not hold the process; close() logs the message as not delivered.
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** What is safe to log about a message: never its body, which holds a live reset link. */
const describe = (message: MailMessage) => ({ to: message.to, subject: message.subject });

export function createMailer(options: MailerOptions): Mailer {
  const { transport, log } = options;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const pending = new Set<Promise<void>>();
  /** Messages built but not yet delivered, for the shutdown log. */
  const undelivered = new Set<MailMessage>();

  async function deliver(message: MailMessage): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await transport.deliver(message);
        if (attempt > 1) log.info({ ...describe(message), attempt }, 'mail delivered after retry');
        return;
      } catch (error) {
        const delay = retryDelays[attempt - 1];
        if (delay === undefined) {
          log.error({ ...describe(message), attempts: attempt, err: error }, 'mail delivery failed; giving up');
          return;
        }
        log.warn({ ...describe(message), attempt, retryInMs: delay, err: error }, 'mail delivery failed; will retry');
        await sleep(delay);
      }
    }
  }

  function queue(job: MailJob): void {
    let built: MailMessage | null | undefined;
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(job)
      .then(async (message) => {
        built = message;
        if (!message) return;
        undelivered.add(message);
        await deliver(message);
      })
      .catch((error: unknown) => {
        // The job itself failed (a database error): there is no message to retry, so say so loudly.
        log.error({ err: error }, 'mail job failed; nothing was sent');
      })
      .finally(() => {
        pending.delete(task);
        if (built) undelivered.delete(built);
      });
    pending.add(task);
  }

  async function idle(): Promise<void> {
    while (pending.size > 0) await Promise.all([...pending]);
  }

  return {
    queue,
    send: (message) => queue(async () => message),
    idle,
    async close() {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), options.drainTimeoutMs ?? DEFAULT_DRAIN_TIMEOUT_MS);
      });
      const result = await Promise.race([idle().then(() => 'idle' as const), timedOut]);
      clearTimeout(timer);
      if (result === 'timeout') {
        for (const message of undelivered) {
          log.error(describe(message), 'mail not delivered before shutdown');
        }
      }
      await transport.close?.();
    },
  };
}
