import { richTextLine } from '@client-portal/contract';

/** Longer words are cut here, in documents and searches alike (PostgreSQL leaves out a word of over 2 kB). */
const MAX_WORD_LENGTH = 100;
/** A document keeps its first 20,000 different words: far more than a conversation holds, under tsvector's 1 MB. */
const MAX_DOCUMENT_WORDS = 20_000;
/** A search uses its first 16 words. */
const MAX_SEARCH_WORDS = 16;

/**
 * The words of some text as the inbox search compares them: runs of letters (with their marks) and digits, in lower
 * case. Both databases index exactly these, one space apart, so they split and fold text alike; and a search made of
 * them holds no operator of either database's query syntax.
 */
function searchWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

export interface SearchedTicket {
  name: string;
  /** Rich text, as stored: the markup is not searched, only the text. */
  description: string;
  /** The replies and internal notes, rich text as stored. */
  updates: readonly string[];
  creator: { first_name: string | null; last_name: string | null; email: string | null } | null;
  projectName: string;
}

/** Adds the different words of the texts to `words`, up to the document's limit. */
function addWords(words: Set<string>, texts: readonly string[]): Set<string> {
  for (const text of texts) {
    for (const word of searchWords(text)) {
      if (words.size >= MAX_DOCUMENT_WORDS) return words;
      words.add(word);
    }
  }
  return words;
}

/** A ticket's search document: every different word of its conversation, its client and its project. */
export function searchDocument(ticket: SearchedTicket): string {
  const texts = [
    ticket.name,
    richTextLine(ticket.description),
    ...ticket.updates.map(richTextLine),
    ticket.creator?.first_name ?? '',
    ticket.creator?.last_name ?? '',
    ticket.creator?.email ?? '',
    ticket.projectName,
  ];
  return [...addWords(new Set(), texts)].join(' ');
}

/**
 * A document with the words of one more reply or note (rich text) added, or null when it adds none: the document the
 * ticket would have were it written again, but for the order of words at the 20,000-word limit.
 */
export function documentWithUpdate(document: string, updateText: string): string | null {
  const words = new Set(document.split(' ').filter(Boolean));
  const before = words.size;
  addWords(words, [richTextLine(updateText)]);
  return words.size === before ? null : [...words].join(' ');
}

/** The different words of one reply or note (rich text), as a document holds them. */
export const updateWords = (updateText: string): string =>
  [...addWords(new Set(), [richTextLine(updateText)])].join(' ');

/** PostgreSQL: a document stops taking words at the limit (its lexemes counted by `length`). */
export const DOCUMENT_WORD_LIMIT = MAX_DOCUMENT_WORDS;

/** The words of a search, each once. */
export const searchTerms = (q: string): string[] => [...new Set(searchWords(q))].slice(0, MAX_SEARCH_WORDS);

/**
 * SQLite (FTS5): every word as the start of a word of the document, e.g. `"invo"* "acme"*`; or, `whole`, as a word of
 * it (`"invo" "acme"`).
 */
export const fts5Query = (terms: readonly string[], as: 'start' | 'whole' = 'start'): string =>
  terms.map((term) => (as === 'whole' ? `"${term}"` : `"${term}"*`)).join(' ');

/** PostgreSQL (to_tsquery): every word as the start of a word of the document, e.g. `invo:* & acme:*`. */
export const tsQuery = (terms: readonly string[]): string => terms.map((term) => `${term}:*`).join(' & ');
