/** Text the PDF's standard fonts can show: they hold Windows-1252 only, and the server ships no font files. */

const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const REPLACEMENTS: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '⇒': '=>',
  '≥': '>=',
  '≤': '<=',
  '\t': ' ',
  // Letters that carry no separable accent.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
};
const isWinAnsi = (ch: string) => {
  const code = ch.codePointAt(0)!;
  return ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch);
};
const INVISIBLE = /[\p{Cc}\p{Cf}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}\u{1F1E6}-\u{1F1FF}\u2713\u2714]/u;

/**
 * Text in the PDF's standard fonts (Windows-1252): arrows become "->", accented letters outside it lose their accent,
 * emoji and invisible characters go, anything else reads "?". The server ships no font files of its own.
 */
export function printable(text: string): string {
  let out = '';
  let hasDropped = false;
  for (const ch of text.normalize('NFC')) {
    if (isWinAnsi(ch)) out += ch;
    else if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
    else if (INVISIBLE.test(ch)) hasDropped = true;
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base && [...base].every(isWinAnsi) ? base : '?';
    }
  }
  return hasDropped ? out.replace(/ {2,}/g, ' ').trim() : out;
}
