import { randomUUID } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { MailLog, MailMessage, MailTransport } from './mailer.js';

/** A web address in running text, without the punctuation that may follow it. */
const LINK = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)]/g;

/** SMTP_URL set: nodemailer over SMTP (smtp://user:pass@host:587, smtps://… for implicit TLS). */
function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // Bounded waits: a hung server fails the attempt, and the mailer's retry takes over.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    async deliver(message) {
      await transporter.sendMail({ from, ...composed(message, from) });
    },
    close: () => transporter.close(),
  };
}

/**
 * No SMTP_URL: each message becomes an .eml file under DATA_DIR/outbox/ and its links are logged, so a
 * fresh install works with no mail server. Files are written whole (temp file, then rename) and readable
 * by the owner only: they hold live reset links.
 */
export function outboxTransport(dataDir: string, from: string, log: MailLog): MailTransport {
  const outbox = path.join(dataDir, 'outbox');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    name: 'outbox',
    async deliver(message) {
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const stamp = (message.date ?? new Date()).toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${message.messageId ?? randomUUID().slice(0, 8)}.eml`;
      const file = path.join(outbox, name);
      // The same email again (its batch retried after a crash that came after the file was written): already here.
      if (message.messageId && (await exists(file))) return;
      const info = await composer.sendMail({ from, ...composed(message, from) });
      await writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.tmp`, file);
      log.info({ to: message.to, subject: message.subject, file, links: linksOf(message) }, 'mail written to outbox');
    },
  };
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * The message as nodemailer takes it: a notification's id becomes its Message-ID at the sender's domain, and its
 * thread's root id In-Reply-To and References.
 */
function composed(message: MailMessage, from: string) {
  const { messageId, threadId, ...rest } = message;
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  const root = threadId ? `<${threadId}@${domain}>` : undefined;
  return {
    ...rest,
    ...(messageId ? { messageId: `<${messageId}@${domain}>` } : {}),
    ...(root ? { inReplyTo: root, references: [root] } : {}),
  };
}

const linksOf = (message: MailMessage): string[] => message.text.match(LINK) ?? [];

/** SMTP when SMTP_URL is set, the outbox otherwise. */
export function createMailTransport(config: Config, log: MailLog): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : outboxTransport(config.dataDir, config.mailFrom, log);
}
