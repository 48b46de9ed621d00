import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_AUTH_SITE_KEY } from '@client-portal/contract';
import PostalMime, { type Email } from 'postal-mime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config.js';
import { absoluteLogoUrl } from '../src/mail/branding.js';
import { passwordChangedMessage } from '../src/mail/messages.js';
import { CLIENT } from './helpers/demo-seed.js';
import { buildTestApp, testDatabases, type TestApp } from './helpers/test-app.js';

/** Branding with every character HTML treats specially, as an operator might type it. */
const BRANDING = {
  PUBLIC_URL: 'https://portal.example.test',
  BRAND_NAME: `Smith & Sons <Web> "O'Neil"`,
  LOGO_URL: '/logo.svg',
  PROVIDER_URL: 'https://smith.example/',
  SUPPORT_EMAIL: 'help@smith.example',
};
const BRAND_HTML = 'Smith &amp; Sons &lt;Web&gt; &quot;O&#39;Neil&quot;';
const HOSTILE_NAME = '<script>alert("hi")</script>';
const RESET_LINK = /^https:\/\/portal\.example\.test\/login\/reset\?guid=([0-9a-f-]{36})$/m;

const decodeEntities = (value: string) =>
  value.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
  );

/** Every link of the HTML part as a reader sees it: where it goes and the words on it. */
function linksOf(html: string): Array<{ href: string; text: string }> {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => ({
    href: decodeEntities(href!),
    text: decodeEntities(inner!.replace(/<[^>]*>/g, '')).trim(),
  }));
}

function imagesOf(html: string): Array<{ src: string; alt: string }> {
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
    src: decodeEntities(/\bsrc="([^"]*)"/.exec(tag)?.[1] ?? ''),
    alt: decodeEntities(/\balt="([^"]*)"/.exec(tag)?.[1] ?? ''),
  }));
}

interface Parsed extends Email {
  raw: string;
  text: string;
  html: string;
}

/** Waits for an .eml with this subject in DATA_DIR/outbox and parses it as a mail client would. */
async function mailWithSubject(t: TestApp, subject: string): Promise<Parsed> {
  const outbox = path.join(t.config.dataDir, 'outbox');
  const raw = await vi.waitFor(
    () => {
      const found = readdirSync(outbox, { withFileTypes: true })
        .filter((f) => f.name.endsWith('.eml'))
        .map((f) => readFileSync(path.join(outbox, f.name), 'utf8'))
        .find((content) => content.includes(`Subject: ${subject}`));
      expect(found).toBeDefined();
      return found!;
    },
    { timeout: 5000 },
  );
  const email = await PostalMime.parse(raw);
  expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
  expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
  expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
  expect(email.text).toBeDefined();
  expect(email.html).toBeDefined();
  return { ...email, raw, text: email.text!, html: email.html! };
}

/** What both emails show of the provider, in both parts. */
function expectBranded({ text, html }: Parsed) {
  expect(imagesOf(html)).toEqual([{ src: 'https://portal.example.test/logo.svg', alt: BRANDING.BRAND_NAME }]);
  expect(html).toContain(`${BRAND_HTML} · Client Portal`);
  expect(html).toContain(`— The ${BRAND_HTML} team`);
  expect(linksOf(html)).toContainEqual({ href: 'mailto:help@smith.example', text: 'help@smith.example' });
  expect(linksOf(html)).toContainEqual({ href: 'https://smith.example/', text: BRANDING.BRAND_NAME });
  expect(html).not.toMatch(/<link\b|<style\b|<script\b/i);
  expect(html).not.toContain('<Web>');

  expect(text).toContain(`${BRANDING.BRAND_NAME} · Client Portal`);
  expect(text).toContain(`— The ${BRANDING.BRAND_NAME} team\nhelp@smith.example`);
  expect(text).toContain('https://smith.example/');
}

describe.each(testDatabases())('the emails a client receives, on $name', (target) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('sends the reset link as branded HTML with a button, and as plain text with the same link', async () => {
    t = await buildTestApp({ database: target, seed: true, env: BRANDING });
    await t.db.updateTable('users').set({ first_name: HOSTILE_NAME }).where('email', '=', CLIENT.email).execute();
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sendresetlink/',
      payload: { EmailAddress: CLIENT.email, SiteKey: DEFAULT_AUTH_SITE_KEY },
    });
    expect(request.statusCode).toBe(200);

    const mail = await mailWithSubject(t, 'Reset your Client Portal password');
    expect(mail.to).toEqual([{ address: CLIENT.email, name: '' }]);
    const [link, guid] = RESET_LINK.exec(mail.text)!;
    expectBranded(mail);

    const button = linksOf(mail.html).find((a) => a.text === 'Choose a new password');
    expect(button?.href).toBe(link);
    expect(linksOf(mail.html)).toContainEqual({ href: link, text: link });
    expect(mail.html).toContain('<h1 style="');
    expect(mail.html).toContain('Reset your password</h1>');
    expect(mail.html).toContain(`Hello &lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt;,`);
    expect(mail.html).toContain(`account at ${BRAND_HTML}. To choose a new password`);
    expect(mail.html).toContain('expires in 60 minutes');

    // The plain text is not HTML: it shows the name and the brand as they were typed.
    expect(mail.text).toContain(`Hello ${HOSTILE_NAME},`);
    expect(mail.text).toContain(`account at ${BRANDING.BRAND_NAME}. To choose a new password, open this link:`);
    expect(mail.text).toContain('expires in 60 minutes');

    // The button works: its link sets a new password, and the notice that follows is branded too.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resetpassword/',
      payload: { PasswordResetGuid: guid, Password1: 'N3wSecretPass', Password2: 'N3wSecretPass' },
    });
    expect(reset.statusCode).toBe(200);
    const notice = await mailWithSubject(t, 'Your Client Portal password was changed');
    expectBranded(notice);
    expect(notice.html).toContain('Your password was changed</h1>');
    expect(notice.html).toContain(`Hello &lt;script&gt;`);
    expect(notice.html).not.toContain('/login/reset');
    expect(notice.text).toContain(`Hello ${HOSTILE_NAME},`);
    expect(notice.text).toContain('If you did not change it, contact us at once at help@smith.example.');
    expect(notice.text).not.toContain('/login/reset');
  });
});

describe('the logo in an email', () => {
  it('is made absolute from PUBLIC_URL when LOGO_URL is relative, as the login screen resolves it', () => {
    expect(absoluteLogoUrl('/logo.svg', 'https://portal.example.test')).toBe('https://portal.example.test/logo.svg');
    expect(absoluteLogoUrl('brand/logo.png', 'https://portal.example.test')).toBe(
      'https://portal.example.test/brand/logo.png',
    );
    expect(absoluteLogoUrl('/logo.svg', 'https://agency.example/portal')).toBe(
      'https://agency.example/portal/logo.svg',
    );
  });

  it('keeps an absolute LOGO_URL as it is', () => {
    expect(absoluteLogoUrl('https://cdn.example/logo.png', 'https://portal.example.test')).toBe(
      'https://cdn.example/logo.png',
    );
    expect(absoluteLogoUrl('//cdn.example/logo.png', 'https://portal.example.test')).toBe(
      'https://cdn.example/logo.png',
    );
  });

  it('is left out when LOGO_URL is no web address, and the provider name still heads the email', () => {
    expect(absoluteLogoUrl('javascript:alert(1)', 'https://portal.example.test')).toBeUndefined();
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'a-secret-of-at-least-thirty-two-bytes',
      ...BRANDING,
      LOGO_URL: 'data:image/svg+xml,<svg/>',
    });
    const { html, text } = passwordChangedMessage(config, { email: 'someone@example.com', first_name: 'Sam' });
    expect(imagesOf(html)).toEqual([]);
    expect(html).toContain(`${BRAND_HTML} · Client Portal`);
    expect(text.split('\n')[0]).toBe(`${BRANDING.BRAND_NAME} · Client Portal`);
  });
});
