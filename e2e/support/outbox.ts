import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';

const PORTAL_LINK = /https?:\/\/\S+\/login\/reset\?guid=[0-9a-f-]{36}(?:&welcome=1)?/;

export interface MailedMessage {
  subject: string;
  text: string;
  /** The headers a mail client threads and answers by. */
  messageId: string;
  inReplyTo: string;
  references: string;
  replyTo: string;
}

/** Every email sent to `email`, oldest first, read from the server's outbox. */
export async function mailsTo(email: string): Promise<MailedMessage[]> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  const messages: MailedMessage[] = [];
  for (const file of files) {
    const message = await PostalMime.parse(readFileSync(path.join(outbox, file), 'utf8'));
    if (message.to?.some((to) => to.address === email)) {
      messages.push({
        subject: message.subject ?? '',
        text: message.text ?? '',
        messageId: message.messageId ?? '',
        inReplyTo: message.inReplyTo ?? '',
        references: message.references ?? '',
        replyTo: message.replyTo?.[0]?.address ?? '',
      });
    }
  }
  return messages;
}

/**
 * The set-password links (reset links and invitations) mailed to `email`, oldest first, read from the server's outbox
 * (DATA_DIR/outbox: the browser tests run without SMTP_URL).
 */
export async function linksMailedTo(email: string): Promise<string[]> {
  return (await mailsTo(email)).flatMap((message) => PORTAL_LINK.exec(message.text)?.[0] ?? []);
}
