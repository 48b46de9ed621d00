import type { Db } from '../../db/database.js';
import { listDashboardOrigins } from './list-dashboard-origins.js';

export interface FrameOrigins {
  /**
   * The dashboard origins as they are now, read from the database: a page added or removed by anyone (this process,
   * another API process, the admin CLI) is framed, or not, from the very next page. The same array while they stay
   * the same, so the headers built for it are reused (security-headers.ts).
   */
  current(): Promise<string[]>;
  /** The origins as last read, without reading them: for answers that are not pages and frame nothing. */
  last(): string[];
}

export function frameOriginsSource(db: Db): FrameOrigins {
  let origins: string[] = [];
  return {
    async current() {
      try {
        const read = await listDashboardOrigins(db);
        if (read.join(' ') !== origins.join(' ')) origins = read;
      } catch {
        // The database away must not take the pages down: they keep the origins last read.
      }
      return origins;
    },
    last: () => origins,
  };
}
