import pg from 'pg';
import type { DatabaseHandle } from '../../db/database.js';

/** How often the holder proves it still holds the lock. */
const LIVENESS_MS = 15_000;

const within = <T>(promise: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timedOut]).finally(() => clearTimeout(timer));
};

export interface Leader {
  /** Whether this process does the work now: asks for the lock (at most every `retryMs`), or proves it still holds it. */
  leads(): Promise<boolean>;
  isLeader(): boolean;
  /** Lets the lock go (ending its session). */
  release(): Promise<void>;
}

/**
 * One process of several on PostgreSQL does a piece of work: the holder of a session advisory lock named `name`, on a
 * connection of its own (not one of the pool's) with TCP keepalives, so the database notices a holder whose machine
 * died within about a minute. If the holder dies its connection closes, the lock goes with it, and another process
 * takes it within `retryMs`; every LIVENESS_MS the holder proves its session still exists (after a network partition
 * another process may hold the lock by now) or stops. With SQLite the one process always leads.
 */
export function createLeader(
  database: DatabaseHandle,
  options: {
    /** The lock's name (with the schema: tests share one database). */
    name: string;
    /** What the work is, for the log: "uptime checks". */
    label: string;
    retryMs: number;
    log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  },
): Leader {
  const { name, label, log } = options;
  let lockClient: pg.Client | undefined;
  let lastAlive = 0;
  let lastAttempt = -Infinity;

  function dropLock(reason: string) {
    const client = lockClient;
    if (!client) return;
    lockClient = undefined;
    void client.end().catch(() => {});
    log.warn({ reason }, `${label}: this process no longer runs them`);
  }

  async function leads(): Promise<boolean> {
    if (database.kind === 'sqlite') return true;
    if (lockClient) {
      if (Date.now() - lastAlive < LIVENESS_MS) return true;
      try {
        await within(lockClient.query('select 1'), LIVENESS_MS);
        lastAlive = Date.now();
        return true;
      } catch {
        dropLock('its connection to the database was lost');
        return false;
      }
    }
    const at = Date.now();
    if (at - lastAttempt < options.retryMs) return false;
    lastAttempt = at;
    const { connectionString, options: sessionOptions } = database.pool!.options as {
      connectionString?: string;
      options?: string;
    };
    const client = new pg.Client({ connectionString, options: sessionOptions, keepAlive: true });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query(
        'set tcp_keepalives_idle = 30; set tcp_keepalives_interval = 10; set tcp_keepalives_count = 3',
      );
      const { rows } = await client.query<{ locked: boolean }>(
        "select pg_try_advisory_lock(hashtext('client-portal-' || $1 || ':' || current_schema())) as locked",
        [name],
      );
      if (!rows[0]?.locked) {
        await client.end();
        return false;
      }
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    lockClient = client;
    lastAlive = Date.now();
    // The connection that holds the lock is gone: so is the lock.
    client.on('error', () => lockClient === client && dropLock('its connection failed'));
    client.on('end', () => lockClient === client && dropLock('its connection ended'));
    log.info({}, `${label}: this process runs them`);
    return true;
  }

  return {
    leads,
    isLeader: () => database.kind === 'sqlite' || Boolean(lockClient),
    async release() {
      const client = lockClient;
      if (!client) return;
      lockClient = undefined;
      await client.end().catch(() => {});
    },
  };
}
