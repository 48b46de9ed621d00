import type { FastifyBaseLogger } from 'fastify';
import { createRequire } from 'node:module';
import type { Redis as RedisClient } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import type { SignInLimits } from '../domain/two-factor/sign-in-limits.js';
import { AppError } from '../lib/app-error.js';

/** The sign-in limits (the second factor counts against them too), and the other limits of the API. */
export interface Limiters extends SignInLimits {
  /** Clears the address+IP pair's failures and remembers the pair as the address's own (a sign-in or a reset). */
  recordLoginSuccess(email: string, ip: string): Promise<void>;
  /** Anonymous event inserts are capped per IP. */
  assertEventAllowed(ip: string): Promise<void>;
  /** A limiter by name, for features that add their own (reset links). */
  create(name: string, points: number, durationSeconds: number): RateLimiterAbstract;
  /**
   * Resolves once Redis answers, refuses the connection, or has not answered within REDIS_READY_WAIT_MS; until it
   * answers the counters are kept in memory.
   */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** How long a starting server waits for Redis before it takes requests with counters of its own. */
const REDIS_READY_WAIT_MS = 5000;
/** A Redis command not answered within this counts in memory instead: a stalled Redis must not hold a sign-in. */
const REDIS_COMMAND_TIMEOUT_MS = 250;
/** How long a (re)connection may take before it counts as failed, and the longest pause between attempts. */
const REDIS_CONNECT_TIMEOUT_MS = 2000;
const REDIS_RETRY_MAX_MS = 2000;
/** At most one warning per minute about commands counted in memory while Redis is connected. */
const FALLBACK_WARNING_INTERVAL_MS = 60_000;

const LIMITER_METHODS = ['consume', 'penalty', 'reward', 'get', 'delete', 'block', 'set'] as const;

/**
 * How long an address+IP pair that signed in is remembered after its last success. Not 30 days: the memory store
 * expires each key with one setTimeout, and Node fires a timeout longer than 2^31 ms (24.8 days) at once.
 */
const KNOWN_SOURCE_SECONDS = 21 * 24 * 60 * 60;

/** One key for an address and a source. An IP has no "/", so the key names exactly one pair. */
export const addressAndIp = (email: string, ip: string) => `${ip}/${email}`;

/** ioredis (about 20 MB resident when imported on its own), loaded only when REDIS_URL is set. */
const redisClient = () => (createRequire(import.meta.url)('ioredis') as { Redis: typeof RedisClient }).Redis;

/**
 * Counters live in Redis when REDIS_URL is set (shared by every API process), in memory otherwise.
 *
 * Whenever a Redis command fails (Redis not yet connected at start, restarting, gone, or not answering within
 * REDIS_COMMAND_TIMEOUT_MS), that limiter call is counted in this process's memory instead (rate-limiter-flexible's
 * insurance limiter): sign-in and the other limited routes keep working with per-process limits, as without
 * REDIS_URL, rather than failing with 500 or hanging. Commands are not queued while disconnected
 * (`enableOfflineQueue: false`), so a request never waits for Redis to come back.
 *
 * The two sets of counts are not merged: while Redis is away each process allows a full budget of its own, and what it
 * counted in memory stays there once Redis is back. So during an outage a client spread over N processes gets up to
 * N + 1 times the limit per window. Every fallback is logged (at most once a minute while Redis stays connected).
 */
export function createLimiters(config: Config, log?: FastifyBaseLogger): Limiters {
  const redis = config.redisUrl
    ? new (redisClient())(config.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
        retryStrategy: (attempt) => Math.min(attempt * 200, REDIS_RETRY_MAX_MS),
      })
    : undefined;
  let warned = false;
  redis?.on('error', (error: Error) => {
    if (warned) return;
    warned = true;
    log?.warn({ err: error }, 'Redis is unreachable: rate limits are counted per process until it is back');
  });
  redis?.on('ready', () => {
    if (warned) log?.info('Redis is back: rate limits are shared again');
    warned = false;
  });
  // A command can also fail with Redis connected (a time-out, out of memory, a read-only replica, no permission).
  let lastFallbackWarning = -Infinity;
  const countedInMemory = (name: string) => {
    if (redis?.status !== 'ready' || Date.now() - lastFallbackWarning < FALLBACK_WARNING_INTERVAL_MS) return;
    lastFallbackWarning = Date.now();
    log?.warn({ limiter: name }, 'A Redis command failed: this rate limit was counted in this process only');
  };

  const create = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const keyPrefix = `rl:${name}`;
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    if (!redis) return memory;
    // The insurance limiter is only called when Redis failed: each of its calls is a fallback.
    for (const method of LIMITER_METHODS) {
      const original = memory[method].bind(memory) as (...args: unknown[]) => unknown;
      (memory as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        countedInMemory(name);
        return original(...args);
      };
    }
    return new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, insuranceLimiter: memory });
  };

  // Sign-in (OWASP Authentication Cheat Sheet, "account lockout"): failures from anywhere must not lock a client out,
  // so nothing is refused per address alone. Refused with 429, within LOGIN_WINDOW: an address+IP pair past
  // LOGIN_MAX_FAILURES, an IP past LOGIN_IP_MAX_FAILURES. Slowed instead: once an address has LOGIN_MAX_FAILURES
  // failures from all sources together, each further attempt for it first waits LOGIN_DELAY, doubling with each
  // failure up to LOGIN_MAX_DELAY. That slows one guess after another; guesses spread over many sources are bounded by
  // the pair and IP limits. A pair that signed in before is not slowed: the client keeps signing in from their usual
  // place during an attack. Every counter is keyed by the address as typed, account or not, so an unknown address is
  // treated exactly like a known one; a remembered pair is only ever seen from the owner's own source.
  const { maxFailures, ipMaxFailures, windowMs, delayMs, maxDelayMs } = config.login;
  const windowSeconds = Math.ceil(windowMs / 1000);
  const loginByPair = create('login-pair', maxFailures, windowSeconds);
  const loginByIp = create('login-ip', ipMaxFailures, windowSeconds);
  // Failures for an address from all sources: never refused, only counted for the delay.
  const loginByEmail = create('login-email', maxFailures, windowSeconds);
  const knownSources = create('login-known', 1, KNOWN_SOURCE_SECONDS);
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
    async loginDelayMs(email, ip) {
      const pair = addressAndIp(email, ip);
      // One round trip: a stalled Redis costs a sign-in one command time-out here, not three.
      const [pairState, emailState, knownState] = await Promise.all([
        loginByPair.get(pair),
        loginByEmail.get(email),
        knownSources.get(pair),
      ]);
      if (pairState && pairState.consumedPoints >= maxFailures) throw tooMany(pairState.msBeforeNext);
      const failures = emailState?.consumedPoints ?? 0;
      if (knownState || failures < maxFailures) return 0;
      return Math.min(maxDelayMs, delayMs * 2 ** (failures - maxFailures));
    },
    async recordLoginFailure(email, ip) {
      await Promise.all([
        loginByPair.penalty(addressAndIp(email, ip), 1),
        loginByEmail.penalty(email, 1),
        loginByIp.penalty(ip, 1),
      ]);
    },
    async recordLoginSuccess(email, ip) {
      const pair = addressAndIp(email, ip);
      // The address's own count is left to run out: the client's success says nothing about everyone else's guesses.
      await Promise.all([loginByPair.delete(pair), knownSources.set(pair, 1, KNOWN_SOURCE_SECONDS)]);
    },
    async assertEventAllowed(ip) {
      try {
        await eventsByIp.consume(ip);
      } catch (error) {
        if (error instanceof Error) throw error;
        throw tooMany((error as { msBeforeNext: number }).msBeforeNext);
      }
    },
    async ready() {
      if (!redis || redis.status === 'ready') return;
      // Connected, refused, or still silent after REDIS_READY_WAIT_MS: whichever comes first.
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          redis.off('ready', done);
          redis.off('error', done);
          resolve();
        };
        const timer = setTimeout(done, REDIS_READY_WAIT_MS);
        redis.once('ready', done);
        redis.once('error', done);
      });
    },
    async close() {
      if (!redis) return;
      // quit() sends QUIT and waits for its reply. With Redis away it fails at once (nothing is queued), and the
      // client would go on reconnecting and keep the process alive: drop the connection instead.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
