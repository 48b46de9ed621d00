import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { expect, vi } from 'vitest';

/** A mail the server wrote to DATA_DIR/outbox (no SMTP_URL), as a mail client reads it. */
export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The reset screen's GUID of the mail's link, or '' when it has none. */
  guid: string;
}

/** Every mail in the app's DATA_DIR/outbox, oldest first. */
export async function outbox(app: { config: { dataDir: string } }): Promise<Mail[]> {
  const dir = path.join(app.config.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const email = await PostalMime.parse(readFileSync(path.join(dir, file), 'utf8'));
      const text = email.text ?? '';
      return {
        file,
        to: email.to?.[0]?.address ?? '',
        subject: email.subject ?? '',
        text,
        html: email.html ?? '',
        guid: /\/login\/reset\?guid=([0-9a-f-]{36})/.exec(text)?.[1] ?? '',
      };
    }),
  );
}

/** Waits for the one mail to this address that was not in the outbox before (mail goes out after the answer). */
export async function newMailTo(app: { config: { dataDir: string } }, to: string, before: Mail[]): Promise<Mail> {
  const seen = new Set(before.map((mail) => mail.file));
  return vi.waitFor(
    async () => {
      const fresh = (await outbox(app)).filter((mail) => mail.to === to && !seen.has(mail.file));
      expect(fresh).toHaveLength(1);
      return fresh[0]!;
    },
    { timeout: 5000 },
  );
}
