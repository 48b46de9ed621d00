import { createHash } from 'node:crypto';
import EmailReplyParser from 'email-reply-parser';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { normaliseEmail } from '../users/email.js';

/** A file that came with a message. */
export interface MailFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** What the portal reads of a message from the support mailbox. */
export interface InboundMessage {
  /** Its Message-ID, or `sha256:` and the hash of the whole message. */
  messageKey: string;
  from: { address: string; name: string } | undefined;
  /** Every address it was sent to (To, Cc, and the delivery headers a server adds). */
  recipients: string[];
  subject: string;
  /** What the sender wrote, without the quoted history and the signature. */
  text: string;
  files: MailFile[];
  /** Why this is a machine's message (an out-of-office, a bounce, a list), or undefined for a person's. */
  automatic: string | undefined;
  /** Why the receiving server doubts the sender (DKIM/SPF/DMARC failed), or undefined. */
  authFailure: string | undefined;
  date: Date | undefined;
}

/**
 * Text as the database can keep it: without U+0000 (PostgreSQL refuses it in text) or lone surrogates, which a
 * message in an odd encoding can hold.
 */
export const storableText = (text: string): string =>
  text
    .replaceAll('\u0000', '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((group) => group.value)
    .flatMap((entry) => [entry.address, ...(entry.group ?? []).map((member) => member.address)])
    .filter((address): address is string => Boolean(address))
    .map(normaliseEmail);

/** A header's value as it came (unfolded), or '' without it. */
function headerLine(parsed: ParsedMail, name: string): string[] {
  return parsed.headerLines
    .filter((line) => line.key === name)
    .map((line) =>
      line.line
        .slice(line.line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim(),
    );
}

const MACHINE_SENDER = /^(mailer-daemon|postmaster|no-?reply|do-?not-?reply|bounces?)([+-].*)?@/i;

/**
 * Why a message is a machine's, by the headers RFC 3834 and mail servers use: automatic answers (Auto-Submitted,
 * X-Autoreply, Precedence), bounces (an empty Return-Path, a delivery report, mailer-daemon) and list mail (List-Id).
 * Such a message never opens a ticket, and is never answered (no mail loops, no backscatter).
 */
function automaticReason(parsed: ParsedMail, from: string | undefined): string | undefined {
  const autoSubmitted = headerLine(parsed, 'auto-submitted')[0];
  if (autoSubmitted && !/^no\b/i.test(autoSubmitted)) return `An automatic message (Auto-Submitted: ${autoSubmitted}).`;
  if (headerLine(parsed, 'x-autoreply').length || headerLine(parsed, 'x-autorespond').length) {
    return 'An automatic reply (X-Autoreply).';
  }
  const precedence = headerLine(parsed, 'precedence')[0];
  if (precedence && /^(bulk|junk|list|auto_reply)$/i.test(precedence)) {
    return `Bulk or automatic mail (Precedence: ${precedence}).`;
  }
  if (headerLine(parsed, 'list-id').length || headerLine(parsed, 'list-unsubscribe').length) {
    return 'Mail from a mailing list (List-Id).';
  }
  const contentType = headerLine(parsed, 'content-type')[0] ?? '';
  if (/^multipart\/report/i.test(contentType) || headerLine(parsed, 'return-path')[0] === '<>') {
    return 'A bounce: a report that mail could not be delivered.';
  }
  if (from && MACHINE_SENDER.test(from)) return `Sent by a machine (${from}).`;
  return undefined;
}

/**
 * What the receiving server found of the sender (its Authentication-Results header, the topmost: later ones could
 * be the sender's own): a failure of DMARC, or of both SPF and DKIM where neither passed.
 */
function authFailureOf(parsed: ParsedMail): string | undefined {
  const results = headerLine(parsed, 'authentication-results')[0];
  if (!results) return undefined;
  const verdict = (method: string) => new RegExp(`\\b${method}=(\\w+)`, 'i').exec(results)?.[1]?.toLowerCase();
  const dmarc = verdict('dmarc');
  const spf = verdict('spf');
  const dkim = verdict('dkim');
  const failed = (value: string | undefined) => value === 'fail' || value === 'softfail' || value === 'permerror';
  if (failed(dmarc)) return `The receiving server could not confirm the sender (dmarc=${dmarc}).`;
  if (spf !== 'pass' && dkim !== 'pass' && (failed(spf) || failed(dkim))) {
    return `The receiving server could not confirm the sender (spf=${spf ?? 'none'}, dkim=${dkim ?? 'none'}).`;
  }
  return undefined;
}

/** What a person wrote in a message: the quoted history and the signature go (a reply parser). */
function visibleText(text: string): string {
  const whole = text.replace(/\r\n/g, '\n').trim();
  const visible = new EmailReplyParser().read(whole).getVisibleText().trim();
  return visible || whole;
}

/** Reads a message; throws when it cannot be read at all (the caller holds it with the reason). */
export async function readMessage(raw: Buffer): Promise<InboundMessage> {
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true });
  const sender = parsed.from?.value[0];
  const from = sender?.address
    ? { address: storableText(normaliseEmail(sender.address)), name: storableText(sender.name.trim()) }
    : undefined;
  const recipients = [
    ...addressesOf(parsed.to),
    ...addressesOf(parsed.cc),
    ...['delivered-to', 'x-original-to', 'envelope-to'].flatMap((name) =>
      headerLine(parsed, name).map((value) => normaliseEmail(value.replace(/^<|>$/g, ''))),
    ),
  ];
  const files = parsed.attachments
    .filter(
      (file) =>
        file.content.length > 0 && !/^message\/(delivery-status|disposition-notification)/i.test(file.contentType),
    )
    .map((file, index) => ({
      fileName: storableText((file.filename ?? '').trim()) || `attachment-${index + 1}`,
      contentType: file.contentType || 'application/octet-stream',
      content: file.content,
    }));
  return {
    messageKey:
      storableText(parsed.messageId?.trim() ?? '') || `sha256:${createHash('sha256').update(raw).digest('hex')}`,
    from,
    recipients: [...new Set(recipients.map(storableText))],
    subject: storableText(parsed.subject ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
    text: visibleText(storableText(parsed.text ?? '')),
    files,
    automatic: automaticReason(parsed, from?.address),
    authFailure: authFailureOf(parsed),
    date: parsed.date,
  };
}
