import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, listeningUrl, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoIfEmpty } from './admin/seed.js';
import { makePrivate } from './lib/private-files.js';

const SHUTDOWN_GRACE_MS = 10_000;

/** The files holding password hashes, clients' data or the signing secret. */
function privateFiles({ dataDir, database }: Config): string[] {
  const files = [path.join(dataDir, 'jwt-secret')];
  if (database.kind === 'sqlite' && database.file !== ':memory:') {
    files.push(database.file, `${database.file}-wal`, `${database.file}-shm`);
  }
  return files;
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = openDatabase(config.database);
  await migrateToLatest(database.db);
  const seeded = config.seedDemo ? await seedDemoIfEmpty(database.db) : false;

  const app = await buildApp({
    config,
    database,
    // Written as each line is made: nothing is lost when the process ends, and no line waits in memory.
    logger: { stream: pino.destination({ sync: true }) },
    serveSpa: config.env === 'production',
    runBackgroundWork: true,
  });
  // Files made by an earlier version (or by hand) may still be readable by others.
  const madePrivate = makePrivate({ dirs: [config.dataDir], files: privateFiles(config) });
  if (madePrivate.length) {
    app.log.warn({ changed: madePrivate }, 'Data files were readable by others: now readable by this user only');
  }
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const url = listeningUrl(config.host, typeof address === 'object' && address ? address.port : config.port);
  // With PORT=0 the port is known only now; links in emails must reach this server.
  if (!config.publicUrlIsSet) config.publicUrl = url;
  console.log(`\nClient Portal is running at ${url}`);
  console.log(`Database: ${config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL'}`);
  if (new URL(config.publicUrl).origin !== new URL(url).origin) {
    console.log(`Links in emails use PUBLIC_URL ${config.publicUrl}, not ${url}: it must reach this server.`);
  }
  if (!config.smtpUrl) {
    console.log(`Mail: SMTP_URL is not set, so emails are written to ${path.join(config.dataDir, 'outbox')}`);
  }
  if (seeded) {
    console.log(
      'Demo logins (password ClientPortal1): client@example.com, other@example.com; staff: agency@example.com',
    );
  }

  let isShuttingDown = false;
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // A connection kept alive after its in-flight answer (browsers keep them for minutes) would hold close()
    // open until the force-exit above; close each one as soon as it falls idle.
    const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
    closeIdle.unref();
    try {
      // In-flight requests finish; new ones get 503 (return503OnClosing).
      await app.close();
      await database.db.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Client Portal failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
