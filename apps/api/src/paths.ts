import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (apps/api). This module and the built server (dist/server.js) sit one folder below it, so
 * the same path holds whether the server runs from source or from the build.
 */
export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
