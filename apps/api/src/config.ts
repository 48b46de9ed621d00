import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { fromInvocationDir } from './lib/invocation-path.js';
import { createPrivateDir } from './lib/private-files.js';
import {
  DEFAULT_AUTH_SITE_KEY,
  DEFAULT_EVENTS_SITE_KEY,
  DEFAULT_ATTACHMENT_MAX_MB,
  DEFAULT_PORTAL_CONFIG,
  MONITOR_CONFIRM_CHECKS,
  HttpUrl,
} from '@client-portal/contract';

const DURATION = /^(\d+)\s*(ms|s|m|h|d)$/;
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "8h", "60m", "30s" → milliseconds. */
function parseDuration(value: string): number | undefined {
  const match = DURATION.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const ms = parseDuration(value);
      if (ms === undefined || ms <= 0) {
        ctx.addIssue({ code: 'custom', message: 'must be a duration such as 8h, 60m or 30s' });
        return z.NEVER;
      }
      return ms;
    });

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes');

const httpUrl = (fallback: string) => HttpUrl.default(fallback);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || /^(postgres|postgresql):\/\//.test(v) || v.startsWith('sqlite:'), {
      message: 'must start with postgres://, postgresql:// or sqlite:',
    }),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DB_CONNECT_TIMEOUT: duration('2s'),
  JWT_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || Buffer.byteLength(v) >= 32, {
      message: 'must be at least 32 bytes long',
    }),
  TOKEN_TTL: duration('8h'),
  RESET_TTL: duration('60m'),
  AUTH_SITE_KEY: z.string().min(1).default(DEFAULT_AUTH_SITE_KEY),
  EVENTS_SITE_KEY: z.string().min(1).default(DEFAULT_EVENTS_SITE_KEY),
  /** Unset: links in emails point at this server's own address (see listeningUrl). */
  PUBLIC_URL: HttpUrl.optional(),
  SEED_DEMO: bool(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool(false),
  REDIS_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Client Portal <no-reply@localhost>'),
  WEB_DIST: z.string().optional(),
  /** Set when the SPA was built to call another API origin: the CSP lets it connect there. */
  API_HOST: HttpUrl.optional(),
  BRAND_NAME: z.string().min(1).default(DEFAULT_PORTAL_CONFIG.brand),
  LOGO_URL: z.string().min(1).default(DEFAULT_PORTAL_CONFIG.logoUrl),
  PROVIDER_URL: httpUrl(DEFAULT_PORTAL_CONFIG.providerUrl),
  TERMS_URL: httpUrl(DEFAULT_PORTAL_CONFIG.termsUrl),
  PRIVACY_URL: httpUrl(DEFAULT_PORTAL_CONFIG.privacyUrl),
  SUPPORT_EMAIL: z.email().default(DEFAULT_PORTAL_CONFIG.supportEmail),
  SITE_CARE_INFO_URL: httpUrl(DEFAULT_PORTAL_CONFIG.siteCareInfoUrl),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_WINDOW: duration('15m'),
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().min(1).default(50),
  /**
   * An address past LOGIN_MAX_FAILURES (all sources) slows each further attempt from a new source: LOGIN_DELAY,
   * doubling up to LOGIN_MAX_DELAY. The cap stays well under the SPA's 1.8 s request time-out (FETCH_TIMEOUT_MS),
   * which must also cover the password hash.
   */
  LOGIN_DELAY: duration('125ms'),
  LOGIN_MAX_DELAY: duration('1s'),
  /** Anonymous event inserts per IP and minute; the stress tests raise it to load the server from one address. */
  EVENTS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** The largest file an attachment may be, in MB. */
  ATTACHMENT_MAX_MB: z.coerce.number().min(0.001).max(1024).default(DEFAULT_ATTACHMENT_MAX_MB),
  /** How long one person's ticket changes gather before they go out as one email. */
  NOTIFICATION_DELAY: duration('5m'),
  /**
   * How long a process may take to send one notification email before another process sends it instead (it was
   * killed, say). Longer than the slowest SMTP attempt (about 50 s of time-outs).
   */
  NOTIFICATION_LEASE: duration('2m'),
  /** Failed checks in a row that make a site down (and good ones that make it up again). */
  MONITOR_CONFIRM_CHECKS: z.coerce.number().int().min(1).max(10).default(MONITOR_CONFIRM_CHECKS),
  /** Monitors may check private and internal addresses (the agency's intranet sites); public ones only unless set. */
  MONITOR_ALLOW_PRIVATE: bool(false),
  /** The support mailbox the portal reads (imap://user:pass@host:143, imaps://… for TLS); unset: no email in. */
  IMAP_URL: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || /^imaps?:\/\/[^@/]+@[^/]+/.test(v), {
      message: 'must look like imaps://user:password@host:993',
    }),
  IMAP_FOLDER: z.string().min(1).default('INBOX'),
  /** How often the mailbox is looked at. */
  IMAP_POLL: duration('20s'),
  /**
   * Each ticket's reply address: {tag} becomes t-<its token> (or p-<code> for a project's address); default the
   * support address plus-addressed (support+{tag}@example.com).
   */
  REPLY_ADDRESS: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || /^[^@\s]*\{tag\}[^@\s]*@[^@\s]+$/.test(v), {
      message: 'must be an address with {tag} before the @, such as support+{tag}@example.com',
    }),
  /** Each project has its own support address (support+p-{code}@…), shown on its page: mail to it opens a ticket there. */
  PROJECT_ADDRESSES: bool(false),
  /** A sender who writes more than this many messages in an hour is held for staff to look at. */
  MAIL_IN_PER_HOUR: z.coerce.number().int().min(1).default(30),
  /** The largest message read, in MB: a larger one is held (and stays in the mailbox). */
  MAIL_IN_MAX_MB: z.coerce.number().min(0.01).max(1024).default(25),
});

export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'postgres';
      url: string;
      poolSize: number;
      connectTimeoutMs: number;
    };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  jwtSecret: string;
  tokenTtlMs: number;
  resetTtlMs: number;
  authSiteKey: string;
  eventsSiteKey: string;
  /** Base of links in emails: PUBLIC_URL, or the address the server listens on. */
  publicUrl: string;
  /** PUBLIC_URL was set (a reverse proxy's address, say), so the listening address does not replace it. */
  publicUrlIsSet: boolean;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  webDist?: string;
  apiHost?: string;
  branding: {
    brand: string;
    logoUrl: string;
    providerUrl: string;
    termsUrl: string;
    privacyUrl: string;
    supportEmail: string;
    siteCareInfoUrl: string;
  };
  login: { maxFailures: number; windowMs: number; ipMaxFailures: number; delayMs: number; maxDelayMs: number };
  eventsPerMinute: number;
  attachmentMaxMb: number;
  notificationDelayMs: number;
  notificationLeaseMs: number;
  monitorConfirmChecks: number;
  /** Uptime checks may reach private and internal addresses (MONITOR_ALLOW_PRIVATE). */
  monitorAllowPrivate: boolean;
  /** Email in (domain/inbound-mail): unset without IMAP_URL. */
  mailIn?: {
    imapUrl: string;
    folder: string;
    pollMs: number;
    /** An address with {tag}, where t-<token> or p-<code> goes. */
    replyAddress: string;
    /** Projects have addresses of their own (PROJECT_ADDRESSES). */
    projectAddresses: boolean;
    perHour: number;
    maxBytes: number;
  };
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = fromInvocationDir(e.DATA_DIR);
  const url = e.DATABASE_URL || '';
  const database: DatabaseConfig = url.startsWith('postgres')
    ? {
        kind: 'postgres',
        url,
        poolSize: e.DB_POOL_SIZE,
        connectTimeoutMs: e.DB_CONNECT_TIMEOUT,
      }
    : {
        kind: 'sqlite',
        file: url.startsWith('sqlite:')
          ? fromInvocationDir(url.slice('sqlite:'.length))
          : path.join(dataDir, 'portal.db'),
      };

  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    jwtSecret: e.JWT_SECRET || readOrCreateSecret(dataDir),
    tokenTtlMs: e.TOKEN_TTL,
    resetTtlMs: e.RESET_TTL,
    authSiteKey: e.AUTH_SITE_KEY,
    eventsSiteKey: e.EVENTS_SITE_KEY,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : listeningUrl(e.HOST, e.PORT),
    publicUrlIsSet: Boolean(e.PUBLIC_URL),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL || undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    webDist: e.WEB_DIST ? fromInvocationDir(e.WEB_DIST) : undefined,
    apiHost: e.API_HOST ? new URL(e.API_HOST).origin : undefined,
    branding: {
      brand: e.BRAND_NAME,
      logoUrl: e.LOGO_URL,
      providerUrl: e.PROVIDER_URL,
      termsUrl: e.TERMS_URL,
      privacyUrl: e.PRIVACY_URL,
      supportEmail: e.SUPPORT_EMAIL,
      siteCareInfoUrl: e.SITE_CARE_INFO_URL,
    },
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      windowMs: e.LOGIN_WINDOW,
      ipMaxFailures: e.LOGIN_IP_MAX_FAILURES,
      delayMs: e.LOGIN_DELAY,
      maxDelayMs: e.LOGIN_MAX_DELAY,
    },
    eventsPerMinute: e.EVENTS_PER_MINUTE,
    attachmentMaxMb: e.ATTACHMENT_MAX_MB,
    notificationDelayMs: e.NOTIFICATION_DELAY,
    notificationLeaseMs: e.NOTIFICATION_LEASE,
    monitorConfirmChecks: e.MONITOR_CONFIRM_CHECKS,
    monitorAllowPrivate: e.MONITOR_ALLOW_PRIVATE,
    ...(e.IMAP_URL
      ? {
          mailIn: {
            imapUrl: e.IMAP_URL,
            folder: e.IMAP_FOLDER,
            pollMs: e.IMAP_POLL,
            replyAddress: e.REPLY_ADDRESS || e.SUPPORT_EMAIL.replace('@', '+{tag}@'),
            projectAddresses: e.PROJECT_ADDRESSES,
            perHour: e.MAIL_IN_PER_HOUR,
            maxBytes: Math.round(e.MAIL_IN_MAX_MB * 1_000_000),
          },
        }
      : {}),
  };
}

/** How a browser on this machine reaches a server listening on host:port. */
export function listeningUrl(host: string, port: number): string {
  const local = ['0.0.0.0', '127.0.0.1', '::', '::1', 'localhost'].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** JWT_SECRET unset: 32 random bytes generated once and kept in DATA_DIR with mode 0600. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (Buffer.byteLength(secret) >= 32) return secret;
  }
  createPrivateDir(dataDir);
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
