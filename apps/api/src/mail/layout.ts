import type { EmailBranding } from './branding.js';

/** Words of a paragraph: plain, or linking somewhere. */
export type Inline = string | { text: string; href: string };

export type Block =
  | { kind: 'paragraph'; parts: readonly Inline[] }
  /** The email's one action: a button in HTML, the bare link on its own line in plain text. */
  | { kind: 'button'; label: string; href: string };

export interface EmailContent {
  /** The subject line, also the HTML document's title. */
  subject: string;
  heading: string;
  /** The line an inbox shows beside the subject (HTML only: the plain text part is its own preview). */
  preview: string;
  blocks: readonly Block[];
}

export const paragraph = (...parts: Inline[]): Block => ({ kind: 'paragraph', parts });
export const button = (label: string, href: string): Block => ({ kind: 'button', label, href });
export const link = (text: string, href: string): Inline => ({ text, href });

/** One email as two twins with the same words: plain text and branded HTML. */
export function renderEmail(branding: EmailBranding, content: EmailContent): { text: string; html: string } {
  return { text: renderText(branding, content), html: renderHtml(branding, content) };
}

const signOff = (brand: string) => `— The ${brand} team`;
const masthead = (brand: string) => `${brand} · Client Portal`;
const FOOTER_LEAD = 'You received this email because of your Client Portal account at';

// ---- Plain text -------------------------------------------------------------------------------------------------

function inlineText(part: Inline): string {
  if (typeof part === 'string') return part;
  const shown = part.href === part.text || part.href === `mailto:${part.text}`;
  return shown ? part.text : `${part.text} (${part.href})`;
}

function renderText(branding: EmailBranding, content: EmailContent): string {
  const blocks = content.blocks.map((block) =>
    block.kind === 'paragraph' ? block.parts.map(inlineText).join('') : block.href,
  );
  return [
    masthead(branding.brand),
    '',
    content.heading,
    '',
    ...blocks.flatMap((block) => [block, '']),
    signOff(branding.brand),
    branding.supportEmail,
    '',
    '-- ',
    `${FOOTER_LEAD} ${branding.brand}.`,
    branding.providerUrl,
    '',
  ].join('\n');
}

// ---- HTML -------------------------------------------------------------------------------------------------------
// Tables and inline styles only: the common mail clients drop <style> blocks, external CSS, flexbox and grid.

/** Text made safe to stand in HTML, in an element or an attribute. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
/** The login screen's palette (Bootstrap's greys, the header's navy, the link blue). */
const COLOR = {
  text: '#212529',
  muted: '#6c757d',
  page: '#f1f3f5',
  card: '#ffffff',
  rule: '#dee2e6',
  band: '#0b3d91',
  action: '#0a58ca',
};
const TABLE = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';

const anchor = (href: string, text: string, style = '') =>
  `<a href="${escapeHtml(href)}" target="_blank" style="color:${COLOR.action};${style}">${escapeHtml(text)}</a>`;

const inlineHtml = (part: Inline) => (typeof part === 'string' ? escapeHtml(part) : anchor(part.href, part.text));

function buttonHtml(label: string, href: string): string {
  // A link styled as a table cell: the cell's colour shows even where the link's padding is ignored (Outlook).
  return [
    `<table ${TABLE} style="margin:8px 0 24px;">`,
    `<tr><td align="center" bgcolor="${COLOR.action}" style="border-radius:6px;background-color:${COLOR.action};mso-padding-alt:12px 28px;">`,
    `<a href="${escapeHtml(href)}" target="_blank" style="display:inline-block;padding:12px 28px;border-radius:6px;font-family:${FONT};font-size:16px;line-height:24px;font-weight:600;color:#ffffff;text-decoration:none;">${escapeHtml(label)}</a>`,
    '</td></tr></table>',
    `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${COLOR.muted};">If the button does not work, copy this link into your browser:<br>`,
    `${anchor(href, href, 'word-break:break-all;')}</p>`,
  ].join('\n');
}

const blockHtml = (block: Block) =>
  block.kind === 'button'
    ? buttonHtml(block.label, block.href)
    : `<p style="margin:0 0 16px;">${block.parts.map(inlineHtml).join('')}</p>`;

function headerHtml({ brand, logoUrl, providerUrl }: EmailBranding): string {
  // Many clients show no SVG and some block images: the alt text and the name beneath carry the brand then.
  const logo = logoUrl
    ? `<a href="${escapeHtml(providerUrl)}" target="_blank" style="text-decoration:none;"><img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(brand)}" width="230" style="display:block;width:230px;max-width:100%;height:auto;border:0;font-family:${FONT};font-size:20px;font-weight:700;color:${COLOR.text};"></a>\n`
    : '';
  return `${logo}<div style="margin-top:8px;font-size:13px;line-height:20px;color:${COLOR.muted};">${escapeHtml(masthead(brand))}</div>`;
}

function renderHtml(branding: EmailBranding, content: EmailContent): string {
  const { brand, providerUrl, supportEmail } = branding;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLOR.page};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${COLOR.page};">${escapeHtml(content.preview)}</div>
<table ${TABLE} width="100%" style="background-color:${COLOR.page};">
<tr><td align="center" style="padding:24px 12px;">
<!--[if mso]><table ${TABLE} width="600"><tr><td><![endif]-->
<table ${TABLE} width="100%" style="max-width:600px;font-family:${FONT};color:${COLOR.text};">
<tr><td style="background-color:${COLOR.card};border-top:4px solid ${COLOR.band};border-radius:6px 6px 0 0;padding:24px 28px 20px;border-bottom:1px solid ${COLOR.rule};">
${headerHtml(branding)}
</td></tr>
<tr><td style="background-color:${COLOR.card};border-radius:0 0 6px 6px;padding:28px 28px 32px;font-size:16px;line-height:24px;">
<h1 style="margin:0 0 20px;font-size:22px;line-height:30px;font-weight:700;color:${COLOR.text};">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join('\n')}
<p style="margin:24px 0 0;">${escapeHtml(signOff(brand))}<br>
${anchor(`mailto:${supportEmail}`, supportEmail)}</p>
</td></tr>
<tr><td style="padding:16px 28px;font-size:12px;line-height:18px;color:${COLOR.muted};text-align:center;">
${escapeHtml(FOOTER_LEAD)} ${anchor(providerUrl, brand, `color:${COLOR.muted};`)}.
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}
