import type { Config } from './config.js';
import type { DatabaseHandle, Db } from './db/database.js';
import type { Mailer } from './mail/mailer.js';
import type { Limiters } from './plugins/limiters.js';

/** What every route module is handed: configuration, the database and the shared limiters. */
export interface AppContext {
  config: Config;
  db: Db;
  database: DatabaseHandle;
  limiters: Limiters;
  /** Background email with retries (reset links, password-changed notices). */
  mailer: Mailer;
}
