import { Redis } from 'ioredis';

const REDIS_BASE = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A logical database of the tests' own, so their counters never meet anyone else's on a shared Redis. */
export const TEST_REDIS_URL = `${REDIS_BASE.replace(/\/\d+$/, '')}/11`;

/** Whether the tests' Redis answers (TEST_REDIS_URL, default redis://127.0.0.1:6379). */
export async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
