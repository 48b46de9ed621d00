import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PROCESS_RUN_TIMEOUT_MS } from '../helpers/processes.js';
import { TEST_JWT_SECRET } from '../helpers/test-app.js';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** `npx tsx`, without npx's own start-up cost. */
const TSX_CLI = path.resolve(API_DIR, '../../node_modules/tsx/dist/cli.mjs');

export interface AdminRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run admin -- …args` against DATABASE_URL, as an operator would run it. */
export async function runAdmin(databaseUrl: string, dataDir: string, ...args: string[]): Promise<AdminRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [TSX_CLI, 'src/admin/cli.ts', ...args], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET },
      timeout: PROCESS_RUN_TIMEOUT_MS,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}
