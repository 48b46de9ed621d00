import { describe, expect, it } from 'vitest';
import { formatPath, parseJsonBody, TextError } from '../src/lib/text.js';

const BOUNDS = { maxValues: 2_000, maxDepth: 16 };
const parse = (text: string) => parseJsonBody(Buffer.from(text), JSON.parse, BOUNDS);
const refusal = (text: string) => {
  try {
    parse(text);
  } catch (error) {
    if (error instanceof TextError) return `${formatPath(error.path) || 'body'}: ${error.problem}`;
    throw error;
  }
  return 'accepted';
};

describe('a JSON body read in one pass of its text', () => {
  it('takes text whose escapes only look like a NUL or a surrogate', () => {
    expect(parse('{"a":"\\\\u0000","b":"\\u00e9\\uD83D\\uDE00\\ud83d\\ude00","c":"\\\\\\"u0000"}')).toEqual({
      a: '\\u0000',
      b: 'é😀😀',
      c: '\\"u0000',
    });
  });

  it.each([
    ['{"a":{"b":["x","\\u0000"]}}', 'a.b[1]: must not contain the NUL character (U+0000)'],
    ['{"a\\u0000":1}', 'a\u0000: must not contain the NUL character (U+0000)'],
    ['{"a":"\\uD800"}', 'a: must be valid Unicode text (it holds a lone surrogate)'],
    ['{"a":"\\uDE00\\uD83D"}', 'a: must be valid Unicode text (it holds a lone surrogate)'],
    ['{"a":"x\\ud83d\\u0041"}', 'a: must be valid Unicode text (it holds a lone surrogate)'],
    [`{"a":[${Array(2_001).fill(1).join(',')}]}`, 'body: must hold at most 2000 values'],
    [`{"a":${'['.repeat(16)}${']'.repeat(16)}}`, 'body: must nest at most 16 levels deep'],
  ])('refuses %s', (text, message) => {
    expect(refusal(text)).toBe(message);
  });

  it('counts no comma or bracket inside a string', () => {
    const text = JSON.stringify({ a: `${'[{,'.repeat(5_000)}"\\` });
    expect(parse(text)).toEqual({ a: `${'[{,'.repeat(5_000)}"\\` });
  });
});
