import type { Db } from '../db/database.js';
import { listDashboardOrigins } from './dashboard-pages.repository.js';

export interface FrameOrigins {
  /**
   * The dashboard origins as of now: one read of the data version (db/data-version.ts), and the origins read again
   * only when it moved. Any write to dashboard_pages moves it, whoever made it (this process, another API process,
   * the admin CLI), so a page added or removed is framed, or not, from the very next request.
   */
  current(): Promise<string[]>;
  /** Reads the origins again, whatever the version. */
  refresh(): Promise<void>;
}

const newer = (a: string, b: string | null) => b === null || BigInt(a) >= BigInt(b);

export function frameOriginsSource(db: Db): FrameOrigins {
  let origins: string[] = [];
  let loadedAt: string | null = null;
  /** The reads under way, by the version read before each: requests that saw the same version share one. */
  const loading = new Map<string, Promise<string[]>>();

  const readVersion = async (): Promise<string> => {
    const row = await db.selectFrom('data_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
    return String(row.version);
  };

  // Origins read after seeing `version` show at least that version's data.
  const load = (version: string): Promise<string[]> => {
    let pending = loading.get(version);
    if (!pending) {
      pending = listDashboardOrigins(db)
        .then((read) => {
          if (newer(version, loadedAt)) {
            // Same origins: the same array, so the headers built for it are reused (security-headers.ts).
            if (read.join(' ') !== origins.join(' ')) origins = read;
            loadedAt = version;
          }
          return origins;
        })
        .finally(() => loading.delete(version));
      loading.set(version, pending);
    }
    return pending;
  };

  return {
    async current() {
      try {
        const version = await readVersion();
        return version === loadedAt ? origins : await load(version);
      } catch {
        // The database away must not take the pages down: they keep the origins last read.
        return origins;
      }
    },
    async refresh() {
      try {
        const version = await readVersion();
        loadedAt = null;
        await load(version);
      } catch {
        // As above.
      }
    },
  };
}
