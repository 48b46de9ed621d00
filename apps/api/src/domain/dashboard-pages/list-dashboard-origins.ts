import type { Db } from '../../db/database.js';

/**
 * Origins of every dashboard URL: the CSP's frame-src. Whatever is stored is returned as `URL` parses it; the policy
 * itself decides which of them it can name (see security-headers.ts).
 */
export async function listDashboardOrigins(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('dashboard_pages').select('url').distinct().execute();
  const origins = new Set<string>();
  for (const { url } of rows) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'https:' || parsed.protocol === 'http:') origins.add(parsed.origin);
    } catch {
      // Not a URL at all: nothing to frame.
    }
  }
  return [...origins].sort();
}
