import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database.js';
import { API_ROOT } from '../paths.js';
import { importDocument, parseImportDocument } from './import-data.js';

export const DEMO_SEED_FILE = path.join(API_ROOT, 'seed/demo.json');

/** Imports the demo data file into an empty database; returns whether it did. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const anyUser = await db.selectFrom('users').select('user_guid').limit(1).executeTakeFirst();
  if (anyUser) return false;
  await importDocument(db, parseImportDocument(JSON.parse(readFileSync(DEMO_SEED_FILE, 'utf8'))));
  return true;
}
