import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from './database.js';

/**
 * Results of reads, kept while the database has not changed since they were read.
 *
 * Every entry remembers the database's change marker (DatabaseHandle.changeMarker) at the moment its read began, and
 * is only returned while the marker still has that value: any write, through this process or another one, moves the
 * marker and so retires every entry at once. A cached answer is therefore never older than the database; a revoked
 * token, a revoked grant or a new ticket shows on the very next request, as without the cache.
 *
 * Reads must come from request handling: the SQLite marker serves one reading of other processes' commits to every
 * request of an event-loop turn, which is exact only for requests (see sqliteChangeMarker). A timer or an immediate
 * must read the database directly.
 *
 * Only SQLite has such a marker (one process owns the connection). PostgreSQL serves several replicas, and knowing
 * whether another replica wrote would cost a round trip, as much as the reads themselves: there the cache is off and
 * every request reads the database.
 */
export interface ReadCache {
  /** `load()`'s result for `key`, from the cache while the database is unchanged since it was loaded. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * The value kept for `key` if it is still current, else undefined, without loading: a hit is answered in the same
   * call, without waiting for a promise.
   */
  peek<T>(key: string): T | undefined;
  /** False where nothing is ever kept (PostgreSQL, or READ_CACHE_MB=0). */
  readonly isActive: boolean;
}

const passThrough: ReadCache = { read: (_key, load) => load(), peek: () => undefined, isActive: false };

interface Entry {
  marker: number;
  value: unknown;
}

/** A rough size in bytes, to bound the cache's memory: answers (buffers) by length, other values by their JSON's. */
const entrySize = ({ value }: Entry) =>
  (Buffer.isBuffer(value) ? value.length : 2 * (JSON.stringify(value) ?? '').length) + 64;

export function createReadCache(database: Pick<DatabaseHandle, 'changeMarker'>, maxBytes: number): ReadCache {
  const changeMarker = database.changeMarker;
  if (!changeMarker || maxBytes <= 0) return passThrough;
  const entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: entrySize });
  return {
    isActive: true,
    peek<T>(key: string): T | undefined {
      const entry = entries.get(key);
      return entry && entry.marker === changeMarker() ? (entry.value as T) : undefined;
    },
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const marker = changeMarker();
      const entry = entries.get(key);
      if (entry && entry.marker === marker) return entry.value as T;
      const value = await load();
      // Stored under the marker read before loading: a write while it loaded leaves this entry already retired.
      entries.set(key, { marker, value });
      return value;
    },
  };
}
