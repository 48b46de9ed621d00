import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_AUTH_SITE_KEY } from '@client-portal/contract';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer, type MailMessage } from '../src/mail/mailer.js';
import { outboxTransport } from '../src/mail/transports.js';
import { CLIENT } from './helpers/demo-seed.js';
import { buildTestApp, type TestApp } from './helpers/test-app.js';

interface LogEntry {
  level: 'info' | 'warn' | 'error';
  obj: Record<string, unknown>;
  msg: string;
}

function recordingLog() {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (obj: object, msg: string) =>
    entries.push({ level, obj: obj as Record<string, unknown>, msg });
  return { entries, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

const MESSAGE: MailMessage = {
  to: 'someone@example.com',
  subject: 'Reset your Client Portal password',
  text: 'Open this link:\n\nhttps://portal.example.test/login/reset?guid=0b8f3c2e-1d4a-4f6b-9c8d-7e6f5a4b3c2d\n',
  html: '<p>Open this link:</p><p><a href="https://portal.example.test/login/reset?guid=0b8f3c2e-1d4a-4f6b-9c8d-7e6f5a4b3c2d">Reset</a></p>',
};

/** The decoded text/plain part of a raw MIME message (nodemailer writes long lines as quoted-printable). */
async function plainTextPart(raw: string): Promise<string> {
  const { text } = await PostalMime.parse(raw);
  if (text === undefined) throw new Error('no text/plain part');
  return text;
}

describe('mailer', () => {
  it('returns at once and delivers in the background', async () => {
    const delivered: MailMessage[] = [];
    const { log } = recordingLog();
    const mailer = createMailer({ transport: { name: 'memory', deliver: async (m) => void delivered.push(m) }, log });
    mailer.send(MESSAGE);
    expect(delivered).toHaveLength(0);
    await mailer.idle();
    expect(delivered).toEqual([MESSAGE]);
  });

  it('retries a failed delivery with backoff and logs each failure', async () => {
    let attempts = 0;
    const { entries, log } = recordingLog();
    const mailer = createMailer({
      transport: {
        name: 'flaky',
        deliver: async () => {
          attempts++;
          if (attempts < 3) throw new Error('421 try again later');
        },
      },
      log,
      retryDelaysMs: [5, 10, 10],
    });
    mailer.send(MESSAGE);
    await mailer.idle();

    expect(attempts).toBe(3);
    expect(entries.map((e) => [e.level, e.obj.attempt])).toEqual([
      ['warn', 1],
      ['warn', 2],
      ['info', 3],
    ]);
    expect(entries[0]!.obj).toMatchObject({ to: MESSAGE.to, subject: MESSAGE.subject, retryInMs: 5 });
  });

  it('logs an error naming the recipient, but not the link, once every attempt has failed', async () => {
    let attempts = 0;
    const { entries, log } = recordingLog();
    const mailer = createMailer({
      transport: {
        name: 'down',
        deliver: async () => {
          attempts++;
          throw new Error('connect ECONNREFUSED');
        },
      },
      log,
      retryDelaysMs: [1, 1],
    });
    mailer.send(MESSAGE);
    await mailer.idle();

    expect(attempts).toBe(3);
    const failure = entries.find((e) => e.level === 'error');
    expect(failure).toMatchObject({ msg: 'mail delivery failed; giving up', obj: { to: MESSAGE.to, attempts: 3 } });
    expect(JSON.stringify(entries.map((e) => ({ ...e.obj, err: undefined })))).not.toContain('guid=');
  });

  it('logs a mail job that fails before it has a message', async () => {
    const { entries, log } = recordingLog();
    const mailer = createMailer({ transport: { name: 'memory', deliver: async () => {} }, log });
    mailer.queue(async () => {
      throw new Error('database unavailable');
    });
    await mailer.idle();
    expect(entries).toMatchObject([{ level: 'error', msg: 'mail job failed; nothing was sent' }]);
  });

  it('logs, at shutdown, mail still waiting for a retry', async () => {
    const { entries, log } = recordingLog();
    const mailer = createMailer({
      transport: {
        name: 'down',
        deliver: async () => {
          throw new Error('down');
        },
      },
      log,
      retryDelaysMs: [60_000],
      drainTimeoutMs: 20,
    });
    mailer.send(MESSAGE);
    await vi.waitFor(() => expect(entries.some((e) => e.level === 'warn')).toBe(true));
    await mailer.close();
    expect(entries.at(-1)).toMatchObject({
      level: 'error',
      msg: 'mail not delivered before shutdown',
      obj: { to: MESSAGE.to },
    });
  });
});

describe('outbox transport', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('writes each message as an owner-only .eml file under DATA_DIR/outbox and logs its link', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
    const { entries, log } = recordingLog();
    const transport = outboxTransport(dir, 'Client Portal <no-reply@portal.example.test>', log);
    await transport.deliver(MESSAGE);
    await transport.deliver({ ...MESSAGE, to: 'second@example.com' });

    const files = readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(2);
    expect(files.every((f) => f.endsWith('.eml'))).toBe(true);
    const file = path.join(dir, 'outbox', files.sort()[0]!);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const raw = readFileSync(file, 'utf8');
    expect(raw).toMatch(/^From: Client Portal <no-reply@portal\.example\.test>$/m);
    expect(raw).toMatch(/^Subject: Reset your Client Portal password$/m);
    expect(await plainTextPart(raw)).toContain(
      'https://portal.example.test/login/reset?guid=0b8f3c2e-1d4a-4f6b-9c8d-7e6f5a4b3c2d',
    );
    expect(entries[0]).toMatchObject({
      level: 'info',
      obj: {
        to: MESSAGE.to,
        links: ['https://portal.example.test/login/reset?guid=0b8f3c2e-1d4a-4f6b-9c8d-7e6f5a4b3c2d'],
      },
    });
  });

  it('logs each link of the plain text without the punctuation that follows it', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
    const { entries, log } = recordingLog();
    const transport = outboxTransport(dir, 'Client Portal <no-reply@portal.example.test>', log);
    await transport.deliver({
      ...MESSAGE,
      text: 'Open https://a.example/x?y=1. Or see us (https://b.example/), today.',
    });
    expect(entries[0]!.obj.links).toEqual(['https://a.example/x?y=1', 'https://b.example/']);
  });
});

describe('default mailer without SMTP_URL', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('writes the reset link to DATA_DIR/outbox as an .eml file', async () => {
    t = await buildTestApp({ database: 'sqlite', seed: true, env: { PUBLIC_URL: 'https://portal.example.test' } });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sendresetlink/',
      payload: { EmailAddress: CLIENT.email, SiteKey: DEFAULT_AUTH_SITE_KEY },
    });
    expect(response.statusCode).toBe(200);

    const outbox = path.join(t.config.dataDir, 'outbox');
    const files = await vi.waitFor(
      () => {
        const found = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
        expect(found).toHaveLength(1);
        return found;
      },
      { timeout: 5000 },
    );
    const raw = readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(raw).toMatch(new RegExp(`^To: ${CLIENT.email}$`, 'm'));
    const link = /https:\/\/portal\.example\.test\/login\/reset\?guid=([0-9a-f-]{36})/.exec(await plainTextPart(raw));
    expect(link).not.toBeNull();

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resetpassword/',
      payload: { PasswordResetGuid: link![1], Password1: 'N3wSecretPass', Password2: 'N3wSecretPass' },
    });
    expect(reset.statusCode).toBe(200);
  });
});

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** An in-process SMTP server on a free port; `refuseFirst` answers the first n deliveries with a 451. */
async function startSmtpServer(refuseFirst = 0) {
  const received: Received[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals < refuseFirst) {
        refusals++;
        const error = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
        error.responseCode = 451;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refusals() {
      return refusals;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('SMTP delivery (SMTP_URL set)', () => {
  let t: TestApp | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
    t = undefined;
    smtp = undefined;
  });

  const requestLink = (app: TestApp['app']) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sendresetlink/',
      payload: { EmailAddress: CLIENT.email, SiteKey: DEFAULT_AUTH_SITE_KEY },
    });

  it('delivers the reset link and the password-changed notice to a real SMTP server', async () => {
    smtp = await startSmtpServer();
    t = await buildTestApp({
      database: 'sqlite',
      seed: true,
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Client Portal <portal@agency.example>',
        PUBLIC_URL: 'https://portal.example.test',
      },
    });
    expect((await requestLink(t.app)).statusCode).toBe(200);

    const message = await vi.waitFor(
      () => {
        expect(smtp!.received).toHaveLength(1);
        return smtp!.received[0]!;
      },
      { timeout: 10_000 },
    );
    expect(message.from).toBe('portal@agency.example');
    expect(message.to).toEqual([CLIENT.email]);
    expect(message.raw).toMatch(/^From: Client Portal <portal@agency\.example>\r?$/m);
    expect(message.raw).toMatch(/^Subject: Reset your Client Portal password\r?$/m);
    const link = /https:\/\/portal\.example\.test\/login\/reset\?guid=([0-9a-f-]{36})/.exec(
      await plainTextPart(message.raw),
    );
    expect(link).not.toBeNull();
    // The HTML twin travels in the same message (its layout: branded-mail.test.ts).
    expect((await PostalMime.parse(message.raw)).html).toContain(`href="${link![0]}"`);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resetpassword/',
      payload: { PasswordResetGuid: link![1], Password1: 'N3wSecretPass', Password2: 'N3wSecretPass' },
    });
    expect(reset.statusCode).toBe(200);
    const notice = await vi.waitFor(
      () => {
        expect(smtp!.received).toHaveLength(2);
        return smtp!.received[1]!;
      },
      { timeout: 10_000 },
    );
    expect(notice.to).toEqual([CLIENT.email]);
    expect(notice.raw).toMatch(/^Subject: Your Client Portal password was changed\r?$/m);
  });

  it('retries when the SMTP server refuses the first delivery', async () => {
    smtp = await startSmtpServer(1);
    t = await buildTestApp({ database: 'sqlite', seed: true, env: { SMTP_URL: smtp.url } });
    expect((await requestLink(t.app)).statusCode).toBe(200);

    const message = await vi.waitFor(
      () => {
        expect(smtp!.received).toHaveLength(1);
        return smtp!.received[0]!;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(smtp.refusals).toBe(1);
    expect(message.to).toEqual([CLIENT.email]);
    expect(await plainTextPart(message.raw)).toMatch(/\/login\/reset\?guid=[0-9a-f-]{36}/);
  });
});
