// Writes the API's OpenAPI description, as the server serves it at /api/docs/json, to docs/openapi.json (and the
// TypeScript types an integrator would generate from it), from an empty database in a temporary folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import {
  CLIENT_TYPES_FILE,
  DESCRIBED_PORTAL_ENV,
  clientTypesText,
  OPENAPI_FILE,
  openApiText,
} from './openapi-files.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'client-portal-openapi-'));
try {
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...DESCRIBED_PORTAL_ENV,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
  });
  const database = openDatabase(config.database);
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const document = app.swagger();
  writeFileSync(OPENAPI_FILE, openApiText(document));
  mkdirSync(path.dirname(CLIENT_TYPES_FILE), { recursive: true });
  writeFileSync(CLIENT_TYPES_FILE, await clientTypesText(document));
  await app.close();
  await database.db.destroy();
  console.log(`Wrote ${OPENAPI_FILE} and ${CLIENT_TYPES_FILE}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
