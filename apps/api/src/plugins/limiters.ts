import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import { AppError } from '../lib/app-error.js';

export interface Limiters {
  /**
   * 429 with Retry-After once an IP has used up its failed sign-ins for the window. Checked before the request
   * body is read, so a locked-out client's flood costs as little as possible.
   */
  assertLoginIpAllowed(ip: string): Promise<void>;
  /** 429 with Retry-After once an email address has used up its failed sign-ins for the window. */
  assertLoginEmailAllowed(email: string): Promise<void>;
  recordLoginFailure(email: string, ip: string): Promise<void>;
  recordLoginSuccess(email: string): Promise<void>;
  /** Anonymous event inserts are capped per IP. */
  assertEventAllowed(ip: string): Promise<void>;
  /** A limiter by name, for features that add their own (reset links). */
  create(name: string, points: number, durationSeconds: number): RateLimiterAbstract;
  close(): Promise<void>;
}

/** Counters live in Redis when REDIS_URL is set (shared by every API process), in memory otherwise. */
export function createLimiters(config: Config): Limiters {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  redis?.on('error', () => {});

  const create = (name: string, points: number, duration: number): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `rl:${name}`, points, duration })
      : new RateLimiterMemory({ keyPrefix: `rl:${name}`, points, duration });

  const windowSeconds = Math.ceil(config.login.windowMs / 1000);
  const loginByEmail = create('login-email', config.login.maxFailures, windowSeconds);
  const loginByIp = create('login-ip', config.login.ipMaxFailures, windowSeconds);
  const eventsByIp = create('events-ip', config.eventsPerMinute, 60);

  const tooMany = (msBeforeNext: number) =>
    new AppError('rate_limited', 'Too many attempts. Please try again later.', {
      'retry-after': String(Math.max(1, Math.ceil(msBeforeNext / 1000))),
    });

  async function assertUnder(limiter: RateLimiterAbstract, key: string): Promise<void> {
    const state = await limiter.get(key);
    if (state && state.consumedPoints >= limiter.points) throw tooMany(state.msBeforeNext);
  }

  return {
    create,
    async assertLoginIpAllowed(ip) {
      await assertUnder(loginByIp, ip);
    },
    async assertLoginEmailAllowed(email) {
      await assertUnder(loginByEmail, email);
    },
    async recordLoginFailure(email, ip) {
      await Promise.all([loginByEmail.penalty(email, 1), loginByIp.penalty(ip, 1)]);
    },
    async recordLoginSuccess(email) {
      await loginByEmail.delete(email);
    },
    async assertEventAllowed(ip) {
      try {
        await eventsByIp.consume(ip);
      } catch (error) {
        if (error instanceof Error) throw error;
        throw tooMany((error as { msBeforeNext: number }).msBeforeNext);
      }
    },
    async close() {
      await redis?.quit().catch(() => {});
    },
  };
}
