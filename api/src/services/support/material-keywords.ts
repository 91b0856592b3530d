// The words a support document or video is found by, and a visitor's key read against them. The support seeder stores
// the words (materials.model_keys, title_words, search_words); the material repository matches a key with LIKE on
// them. Both sides lower-case and split text here, in JavaScript, so SQLite and PostgreSQL compare the same strings
// (SQLite's lower() and LIKE fold ASCII only; PostgreSQL's LIKE folds nothing). Nothing here builds SQL.

import { compactForms, parseKey } from '../../search/text';

/** A run of letters or digits: the only characters a stored word or a matched token holds. */
const WORD = /[\p{L}\p{N}]+/gu;

/** The lower-case words of `text` (NFKC, so full-width "ＦＬ" reads as "fl"). */
function wordsOf(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(WORD) ?? [];
}

/** Words as one string with a space before and after each, so " word" marks where a word starts. */
function padded(words: Iterable<string>): string {
  const distinct = [...new Set(words)].filter(Boolean);
  return distinct.length > 0 ? ` ${distinct.join(' ')} ` : '';
}

/**
 * A model's exact forms without its separators: the whole ("flms5008g" of "FL-MS5008G") and, when it starts with a
 * letters-only brand prefix, the rest ("ms5008g"), which is how people often write it.
 */
export function modelKeys(model: string): string[] {
  const parts = wordsOf(model);
  if (parts.length === 0) return [];
  const keys = [parts.join('')];
  if (parts.length > 1 && /^\p{L}+$/u.test(parts[0] ?? '')) keys.push(parts.slice(1).join(''));
  return keys;
}

/** What the seeder knows of a material, as its content names it. */
export interface MaterialText {
  title: string;
  summary: string;
  /** The product model the material is about ("FL-MS5008G"), '' for none. */
  model: string;
  /** The product's name ("8-Port Gigabit Managed DIN-Rail Switch"), '' for none. */
  productName: string;
  /** The names of the material's type or category, in every language the site has ("User Manual", "用户手册"). */
  typeNames: string[];
  /** Other words the document answers to: an application note's number ("AN-031"), the models a family guide lists. */
  otherNames: string[];
}

/** The stored words of one material (the columns of migration 0010_material_versions). */
export interface MaterialWords {
  model_keys: string;
  title_words: string;
  search_words: string;
}

/** The words the seeder stores for a material: each text's words and the compact forms of its model numbers. */
export function materialWords(material: MaterialText): MaterialWords {
  const withCompact = (text: string) => [...wordsOf(text), ...compactForms(text)];
  const titleWords = [...withCompact(material.title), ...withCompact(material.model)];
  return {
    model_keys: padded(modelKeys(material.model)),
    title_words: padded(titleWords),
    search_words: padded([
      ...titleWords,
      ...withCompact(material.summary),
      ...wordsOf(material.productName),
      ...material.typeNames.flatMap(wordsOf),
      ...material.otherNames.flatMap(withCompact),
    ]),
  };
}

/**
 * Words that say a visitor wants a document without saying which: "FL-MS5008G manual" asks for that model's
 * documents, whichever type they are. They need not match, unless the key has nothing else.
 */
const DOCUMENT_WORDS = new Set(['doc', 'docs', 'document', 'documents', 'documentation', 'manual', 'manuals', 'pdf', 'download', 'file', 'files']);

/** A key as the material list matches it. */
export interface MaterialKeyword {
  /** Each must start a word of the material's search words. Empty: the key had no letter or digit, and nothing matches. */
  required: string[];
  /** Every token of the key: a title holding each ranks above a match found elsewhere. */
  tokens: string[];
  /** The key's letters and digits joined ("flms5008g" of "FL MS5008G"), which also matches as one word; '' for none. */
  compact: string;
  /** The exact model forms the key names (its first model number and the whole key, compacted): that material first. */
  models: string[];
}

/**
 * Reads a visitor's key the way the site search does (search/text.ts parseKey): NFKC, lower case, at most eight tokens
 * of letters and digits, so quotes, LIKE's `%` and `_`, backslashes and SQL are only characters between words; a
 * model's bare brand prefix ("fl" of "FL-MS5008G") and words such as "the" do not have to match.
 */
export function parseMaterialKeyword(key: string): MaterialKeyword {
  const parsed = parseKey(key);
  const specific = parsed.tokens.filter((token) => !DOCUMENT_WORDS.has(token));
  const compact = wordsOf(key).join('');
  // A compact form longer than any model is no model: it neither matches as a word nor names one.
  const usableCompact = compact.length <= 80 ? compact : '';
  const models = new Set<string>();
  if (parsed.model) models.add(wordsOf(parsed.model).join(''));
  if (usableCompact) models.add(usableCompact);
  return {
    required: specific.length > 0 ? specific : parsed.tokens,
    tokens: parsed.tokens,
    compact: parsed.tokens.length > 0 ? usableCompact : '',
    models: parsed.tokens.length > 0 ? [...models] : [],
  };
}

/** The key as a reply cache tells keys apart: two keys read alike answer alike ("FL-MS5008G", "fl-ms5008g "). */
export function keywordCacheKey(keyword: MaterialKeyword | undefined): string {
  return keyword ? JSON.stringify([keyword.required, keyword.tokens, keyword.compact, keyword.models]) : '';
}
