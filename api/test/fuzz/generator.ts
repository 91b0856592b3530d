// The fuzzer's request generator: pure, seeded and independent of any server, so one seed always yields the same
// sequence of requests and a failure found in a long run can be replayed on its own.
import zlib from 'node:zlib';

// ---------------------------------------------------------------------------------------------------------------
// Seeded randomness

/** mulberry32: a 32-bit state is plenty for picking among a few hundred cases, and it is tiny and fast. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Random {
  private readonly source: () => number;

  constructor(seed: number) {
    this.source = mulberry32(seed);
  }

  next(): number {
    return this.source();
  }

  /** A whole number in [0, max). */
  int(max: number): number {
    return Math.floor(this.source() * max);
  }

  chance(probability: number): boolean {
    return this.source() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)] as T;
  }

  /** Picks a key with probability proportional to its weight. */
  weighted<K extends string>(weights: Partial<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.source() * total;
    for (const [key, weight] of entries) {
      roll -= weight;
      if (roll < 0) return key;
    }
    return (entries[entries.length - 1] as [K, number])[0];
  }

  shuffle<T>(items: T[]): T[] {
    for (let index = items.length - 1; index > 0; index -= 1) {
      const other = this.int(index + 1);
      [items[index], items[other]] = [items[other] as T, items[index] as T];
    }
    return items;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Routes and requests

/** The subset of JSON Schema the API's routes use; anything else in a schema is ignored, not an error. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export type RouteKind = 'api' | 'page' | 'static';

export interface FuzzRoute {
  method: string;
  url: string;
  kind: RouteKind;
  querystring?: JsonSchema;
  body?: JsonSchema;
  params?: JsonSchema;
}

export interface FuzzRequest {
  /** Position in the seeded sequence: with the seed, enough to generate this request again. */
  index: number;
  route: FuzzRoute;
  /** What the generator set out to do, for the failure message ("body:json-raw", "static:traversal"). */
  strategy: string;
  method: string;
  /** The request target exactly as sent: only characters 0x21-0xff, each one byte on the wire. */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** A socket is needed for bytes that inject would parse or normalise before the server sees them. */
  transport: 'inject' | 'socket';
  /** The runner adds a live session cookie, so the signed-in side of a route is fuzzed too. */
  withSession: boolean;
}

export interface GeneratorContext {
  routes: readonly FuzzRoute[];
  /** Public file addresses the site links to (found by the runner), the starting points for wildcard routes. */
  assets: readonly string[];
}

/** The kind of a route from its address: /api is the API, a wildcard serves files, anything else is a page. */
export function routeKind(url: string): RouteKind {
  if (url.startsWith('/api/')) return 'api';
  return url.includes('*') ? 'static' : 'page';
}

// ---------------------------------------------------------------------------------------------------------------
// JSON text that JSON.stringify cannot write

/** JSON text used as is: tokens such as 1e999, -0 and 9007199254740993, escapes such as \ud800, and broken pieces. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A JSON object whose keys may repeat (later keys win in JSON.parse) or be "__proto__", written in order. */
export class JsonEntries {
  constructor(readonly entries: [string, JsonValue][]) {}
}

export type JsonValue = null | boolean | number | string | RawJson | JsonEntries | JsonValue[] | { [key: string]: JsonValue };

/** Serialises a value; deep nesting is only ever built as RawJson text, so recursion here stays shallow. */
export function jsonText(value: JsonValue): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof JsonEntries) return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : Number.isFinite(value) ? String(value) : 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  return `{${Object.entries(value)
    .map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`)
    .join(',')}}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Percent-encoding that survives lone surrogates

/** UTF-8 bytes of text; a lone surrogate becomes its three-byte (WTF-8) form instead of throwing as encodeURIComponent does. */
export function looseUtf8(text: string): number[] {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    let code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
      index += 1;
    }
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
  }
  return bytes;
}

const UNRESERVED = /[A-Za-z0-9\-_.~]/;

export function percentEncode(text: string): string {
  let out = '';
  for (const byte of looseUtf8(text)) {
    const character = String.fromCharCode(byte);
    out += byte < 0x80 && UNRESERVED.test(character) ? character : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * Makes a request target sendable: Node's client refuses characters outside 0x21-0xff, so those are
 * percent-encoded (as UTF-8); bytes 0x80-0xff written on purpose stay raw.
 */
export function sendableTarget(target: string): string {
  let out = '';
  for (const character of target) {
    const code = character.codePointAt(0) as number;
    out += code >= 0x21 && code <= 0xff ? character : percentEncode(character);
  }
  return out;
}

/** True when inject can carry the target unchanged: printable ASCII without broken escapes, fragments or backslashes. */
function injectable(target: string): boolean {
  return /^[\x21-\x7e]*$/.test(target) && !/%(?![0-9A-Fa-f]{2})/.test(target) && !/[#\\]/.test(target);
}

// ---------------------------------------------------------------------------------------------------------------
// Hostile values

/** Text that has broken SQL, SQLite FTS5 queries, HTML pages, paths and parsers elsewhere. */
export const HOSTILE_TEXT: readonly string[] = [
  '',
  ' ',
  '   \t  ',
  "' OR 1=1 --",
  "' OR '1'='1",
  '" OR ""="',
  "'; DROP TABLE users; --",
  '1; SELECT * FROM sessions',
  '"',
  "'",
  '\\',
  '\\"',
  '`',
  'NEAR(',
  'NEAR(a b, 2)',
  'NEAR/2',
  '*',
  '**',
  'a*',
  '"unterminated',
  'AND OR NOT',
  'NOT',
  'OR',
  'a OR b AND NOT c',
  '^',
  '^a',
  '-',
  '-a',
  '--',
  '+',
  'column:term',
  'title:switch',
  'search_index:x',
  '{title summary}:x',
  '(',
  ')',
  '()',
  '[',
  ']',
  '{',
  '}',
  '%',
  '_',
  '%_%',
  'a%b_c',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(20),
  '\u202eevil\u202c',
  '\u200b\u200c\u200d\ufeff',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z\u0351\u0360\u0361\u0362\u0363\u0364\u0365\u0366',
  '😀',
  '👩‍👩‍👧‍👦',
  '🇳🇴'.repeat(5),
  '\ud800',
  '\udfff',
  'a\ud800b',
  '\udc00\ud800',
  '\ufffe\uffff',
  '\u2028\u2029',
  '\r\n',
  '\r\nSet-Cookie: fuzz=1',
  '\t',
  '\u0085',
  'İıŞşß',
  'ﬃ',
  'ＦＬ－ＭＳ５００８Ｇ',
  '中文搜索',
  'مرحبا',
  '١٢٣',
  '</script><img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '"><script>alert(1)</script>',
  'javascript:alert(1)',
  '&lt;&#x3c;&#0;&#xd800;',
  '../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '..%2f..%2fapi/src/app.ts',
  '%2e%2e/%2e%2e/',
  '/etc/passwd',
  'C:\\boot.ini',
  'file:///etc/passwd',
  // Entry URLs that read as a path on this site but resolve to another host (or hide one): the release gate
  // judges the URL as the parser resolves it.
  '/\\127.0.0.1:18490/ok/remoteEntry.js',
  '/\\\\127.0.0.1:18490/ok/remoteEntry.js',
  '\\\\evil.example/remoteEntry.js',
  '//evil.example/x/remoteEntry.js',
  'https://cdn.example.com%2F@evil.example/remoteEntry.js',
  'http:evil.example/remoteEntry.js',
  'https:evil.example/remoteEntry.js',
  'https://ｃdn.example.com/remoteEntry.js',
  'HTTPS://CDN.EXAMPLE.COM/remoteEntry.js',
  '/remote\tEntry.js',
  '${7*7}',
  '{{7*7}}',
  '#{7*7}',
  '%s%s%s%n',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'null',
  'undefined',
  'true',
  'false',
  '[]',
  '{}',
  '[object Object]',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '-0',
  '9007199254740993',
  '0x10',
  '0b11',
  '0o17',
  '1_000',
  '  12  ',
  '+1',
  '1.5',
  '1.',
  '.5',
  '-1',
  '0',
  '00001',
  '2147483648',
  '-2147483649',
  '99999999999999999999999999',
  '1e-400',
  '１２',
  'a@b.co',
  'a@b',
  '@',
  'a@@b.co',
  '"a"@b.co',
  'a@b.co\u0000',
  'a+tag@example.com',
  `${'a'.repeat(64)}@${'b'.repeat(63)}.co`,
  'A'.repeat(255),
  '%00',
  '%ZZ',
  // Forged load tickets, as a report's `ticket` or anywhere else: shaped like one, altered, or oversized. A report
  // carrying one is answered and never counted (fuzz.test.ts checks that nothing the fuzzer sent was counted).
  'eyJmb3JnZWQiOnRydWV9.c2lnbmF0dXJl',
  'W10.W10',
  '.',
  'a.b.c',
  `${'A'.repeat(1100)}.${'B'.repeat(43)}`,
];

/** A string of about `bytes` UTF-8 bytes. */
function hugeText(rng: Random, bytes: number): string {
  const unit = rng.pick(['A', 'é', '😀', 'e\u0301', "' OR 1=1 --", '\u0000', '%', '\\u0000']);
  const units = Math.max(1, Math.floor(bytes / Buffer.byteLength(unit)));
  return unit.repeat(units);
}

/** Strings at and just past a maxLength, counted in code points as the validator counts them. */
function boundaryText(rng: Random, schema: JsonSchema): string {
  const max = schema.maxLength ?? 200;
  const min = schema.minLength ?? 0;
  return rng.pick([
    'x'.repeat(max),
    'x'.repeat(max + 1),
    'x'.repeat(max * 2 + 1),
    '😀'.repeat(max),
    '😀'.repeat(max + 1),
    'e\u0301'.repeat(Math.ceil(max / 2)),
    '\ud800'.repeat(max),
    '\u0000'.repeat(max),
    ' '.repeat(max),
    'x'.repeat(Math.max(0, min - 1)),
    `${'x'.repeat(Math.max(0, max - 11))}' OR 1=1 --`,
  ]);
}

export function hostileString(rng: Random, schema: JsonSchema = {}): string {
  switch (rng.weighted({ corpus: 10, boundary: 3, huge: 2, mixed: 3 })) {
    case 'corpus':
      return rng.pick(HOSTILE_TEXT);
    case 'boundary':
      return boundaryText(rng, schema);
    case 'huge':
      return hugeText(rng, rng.pick([4 * 1024, 16 * 1024, 60 * 1024]));
    default:
      return `${rng.pick(['switch', 'fuzz', 'a@b.co', '1'])}${rng.pick(HOSTILE_TEXT)}${rng.chance(0.5) ? rng.pick(HOSTILE_TEXT) : ''}`;
  }
}

/** Numbers in forms a query string carries them: out of range, non-finite, not whole, not numbers at all. */
export function hostileNumberText(rng: Random, schema: JsonSchema = {}): string {
  const min = schema.minimum ?? 0;
  const max = schema.maximum ?? 2_147_483_647;
  return rng.pick([
    String(min - 1),
    String(max + 1),
    String(max),
    String(min),
    'Infinity',
    '-Infinity',
    'NaN',
    '1e999',
    '-1e999',
    '1e308',
    '-0',
    '0',
    '9007199254740993',
    '-9007199254740993',
    '1.5',
    '1e2',
    '0x1f',
    ' 1',
    '1 ',
    '',
    'abc',
    'true',
    'null',
    '[]',
    '{}',
    '1,2',
    '１',
    '²',
  ]);
}

function deepArrayText(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

function deepObjectText(depth: number, key = 'k'): string {
  return `${`{${JSON.stringify(key)}:`.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A JSON value of any shape meant to break whoever reads it: wrong types, non-finite numbers, deep and long values. */
export function hostileJson(rng: Random, schema: JsonSchema = {}): JsonValue {
  switch (rng.weighted({ string: 8, number: 5, rawNumber: 5, scalar: 3, array: 3, object: 3, deep: 4, escape: 3, long: 2 })) {
    case 'string':
      return hostileString(rng, schema);
    case 'number':
      return rng.pick([0, -1, 1.5, -1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308, Number.MIN_VALUE, 5e-324, 123456789012]);
    case 'rawNumber':
      return new RawJson(
        rng.pick(['1e999', '-1e999', '-0', '-0.0', '9007199254740993', '1E400', '1e-400', '0.1e1', '1.0', '100000000000000000000001']),
      );
    case 'scalar':
      return rng.pick([null, true, false]);
    case 'array':
      return rng.pick<JsonValue>([[], [null], ['a@b.co'], [1, 2], [[]], [{}], ['x', 1, null, true, {}]]);
    case 'object':
      return rng.pick<JsonValue>([
        {},
        { a: 1 },
        new JsonEntries([['__proto__', { polluted: true }]]),
        new JsonEntries([['constructor', { prototype: { polluted: true } }]]),
        { $gt: '' },
        { toString: 1, valueOf: 2 },
        { length: 1e9 },
      ]);
    case 'deep': {
      const depth = rng.pick([64, 1_000, 8_000, 20_000]);
      return new RawJson(rng.chance(0.6) ? deepArrayText(depth) : deepObjectText(Math.min(depth, 9_000)));
    }
    case 'escape':
      return new RawJson(rng.pick(['"\\ud800"', '"\\udfff\\ud800"', '"a\\u0000b"', '"\\u202e"', '"\\uD83D"', '"\\/\\/"', '"\\u00e9\\u0301"']));
    default:
      return rng.chance(0.5) ? Array.from({ length: rng.pick([1_000, 10_000]) }, (_, index) => index) : Array.from({ length: 2_000 }, () => 'a@b.co');
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Valid values from a schema

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function fits(schema: JsonSchema, text: string): boolean {
  const length = Array.from(text).length;
  if (schema.maxLength !== undefined && length > schema.maxLength) return false;
  if (schema.minLength !== undefined && length < schema.minLength) return false;
  if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(text)) return false;
  if (schema.format === 'email' && !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(text)) return false;
  return true;
}

/** Plausible text for a field, so that some requests get past validation and reach the handler with hostile neighbours. */
function plausibleText(rng: Random, name: string, schema: JsonSchema): string {
  const lower = name.toLowerCase();
  const hinted = lower.includes('mail')
    ? ['fuzz.one@example.com', 'engineer@example.com']
    : lower.includes('pass')
      ? ['Fuzzing-Pass-2024', 'correct horse battery']
      : lower.includes('path')
        ? ['/index', '/productCenter', '/newsList']
        : lower.includes('referrer') || lower.includes('url')
          ? ['https://www.example.com/page']
          : lower === 'key' || lower.includes('search')
            ? ['switch', 'FL-MS5008G', 'router 4G', 'ethernet']
            : [];
  const generic = ['Fuzz Tester', 'fuzz', 'Norway', '123456', '1', 'abc', 'a'];
  const candidates = [...rng.shuffle([...hinted]), ...generic].filter((text) => fits(schema, text));
  if (candidates.length > 0) return candidates[0] as string;
  const filler = 'a'.repeat(Math.max(1, schema.minLength ?? 1));
  return schema.maxLength !== undefined ? filler.slice(0, schema.maxLength) : filler;
}

function plausibleNumber(rng: Random, schema: JsonSchema, integer: boolean): number {
  if (typeof schema.default === 'number' && rng.chance(0.4)) return schema.default;
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : low + 50);
  // Small values near the bottom of the range: ids and pages that exist in the seeded content.
  const value = low + rng.int(Math.max(1, Math.min(high - low, 40) + 1));
  return integer ? Math.floor(value) : value;
}

/** A value the schema accepts (as far as this generator understands schemas). */
export function validValue(rng: Random, schema: JsonSchema, name = ''): JsonValue {
  if (schema.const !== undefined) return schema.const as JsonValue;
  if (schema.enum && schema.enum.length > 0) return rng.pick(schema.enum) as JsonValue;
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) {
    const concrete = options.filter((option) => !typesOf(option).includes('null'));
    return validValue(rng, rng.pick(concrete.length > 0 ? concrete : options), name);
  }
  const type = typesOf(schema)[0];
  switch (type) {
    case 'integer':
      return plausibleNumber(rng, schema, true);
    case 'number':
      return plausibleNumber(rng, schema, false);
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'array':
      return schema.items ? [validValue(rng, schema.items, name)] : [];
    case 'object':
      return Object.fromEntries(validEntries(rng, schema, 0.7));
    default:
      return plausibleText(rng, name, schema);
  }
}

/** The entries of a valid object: every required property, and each optional one with the given chance. */
export function validEntries(rng: Random, schema: JsonSchema, optionalChance: number): [string, JsonValue][] {
  const required = new Set(schema.required ?? []);
  const entries: [string, JsonValue][] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (required.has(name) || rng.chance(optionalChance)) entries.push([name, validValue(rng, property, name)]);
  }
  return entries;
}

/** How a valid value is written in a query string or a form. */
function fieldText(value: JsonValue): string {
  if (typeof value === 'string') return value;
  if (value instanceof RawJson) return value.text;
  if (value === null || typeof value !== 'object') return String(value);
  return jsonText(value);
}

// ---------------------------------------------------------------------------------------------------------------
// Query strings

interface QueryPart {
  key: string;
  value: string | undefined;
  /** The value is already encoded text (broken escapes, raw bytes) and is written unchanged. */
  raw?: boolean;
}

function queryText(parts: QueryPart[]): string {
  return parts
    .map((part) => {
      const key = percentEncode(part.key);
      if (part.value === undefined) return key;
      return `${key}=${part.raw ? part.value : percentEncode(part.value)}`;
    })
    .join('&');
}

/** Encoded text that a strict decoder refuses or a loose one reads as something else; raw bytes are latin1 characters. */
const RAW_QUERY_VALUES: readonly string[] = [
  '%ZZ',
  '%',
  '%2',
  '%%',
  '%%32%30',
  '%00',
  'a%00b',
  '%C0%AF',
  '%C0%AE%C0%AE%2F',
  '%E0%80%AF',
  '%F0%80%80%AF',
  '%ED%A0%80',
  '%ED%BF%BF%ED%A0%80',
  '%F4%90%80%80',
  '%FF%FE',
  '%FE%FF%00%41',
  '%u0041',
  '%uD800',
  '+',
  '++',
  '%2B',
  '\xc0\xaf',
  '\xc0\xae\xc0\xae/',
  '\xff\xfe',
  '\xe9',
  '\xed\xa0\x80',
  '%2e%2e%2f%2e%2e%2fapi/src/app.ts',
  '..%2f..%2fapi/src/app.ts',
  '..%5c..%5capi%5csrc%5capp.ts',
  '%252e%252e%252f',
  '%0d%0aSet-Cookie:%20fuzz=1',
  '%26page%3D0',
  '1%00',
  '%E2%80%AE',
  '%EF%BB%BF1',
  'Infinity',
  '1e999',
  '=',
  '==',
  '%3D%3D',
  '?',
  ';',
  '\\',
  "'%20OR%201=1%20--",
  '%22%20NEAR(',
  '</script><img%20src=x%20onerror=alert(1)>',
];

/** Whole query strings whose structure is odd: empty keys, bracket keys, prototype keys, thousands of pairs. */
function structuralQuery(rng: Random, names: string[]): string {
  const name = names.length > 0 ? rng.pick(names) : 'page';
  return rng.pick([
    '&&&',
    '=',
    '=1',
    name,
    `${name}=`,
    `${name}[]=1&${name}[]=2`,
    `${name}[a]=1`,
    `${name}[a][b][c]=1`,
    '__proto__=1',
    '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1',
    'hasOwnProperty=1',
    `${name}=1;${name}=2`,
    `${name}=1?${name}=2`,
    `${name}=1&&${name}=2`,
    Array.from({ length: 2_000 }, (_, index) => `p${index}=${index}`).join('&'),
    Array.from({ length: 1_000 }, (_, index) => `${name}=${index}`).join('&'),
    `${'%41'.repeat(3_000)}=1`,
    `${name}=${'%'.repeat(3_000)}`,
    `${name}=${'%ZZ'.repeat(1_000)}`,
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Headers

/** Headers to add on top of a request; values are latin1, as HTTP carries them. */
function hostileHeaders(rng: Random, kind: RouteKind): Record<string, string> {
  const choices: (() => Record<string, string>)[] = [
    () => ({
      cookie: `fl_session=${rng.pick(['', 'x', 'a'.repeat(99), 'a'.repeat(101), 'a'.repeat(4000), '%00', '\xff\xfe', "' OR 1=1 --", '"quoted"'])}`,
    }),
    () => ({
      cookie: rng.pick(['fl_session=a; fl_session=b', '=;;=;', 'a', ';;;', '__proto__=1; constructor=2', 'fl_session="\\"', `x=${'y'.repeat(8000)}`]),
    }),
    () => ({
      'accept-encoding': rng.pick([
        'br;q=NaN',
        'gzip;q=1e999',
        'gzip;q=-1',
        '*',
        '*;q=0',
        'br;q=0, gzip;q=0',
        'x-gzip',
        'identity;q=0',
        ',,,',
        'br'.repeat(2000),
        'gzip, deflate, br, zstd',
      ]),
    }),
    () => ({ 'if-none-match': rng.pick(['*', 'W/"x"', '"', 'W/', `"${'a'.repeat(3000)}"`, '"a", "b", *']) }),
    () => ({ 'if-modified-since': rng.pick(['garbage', '0', 'Thu, 01 Jan 1970 00:00:00 GMT', 'Fri, 31 Dec 9999 23:59:59 GMT', '-1']) }),
    () => ({
      range: rng.pick([
        'bytes=0-0',
        'bytes=-1',
        'bytes=-0',
        'bytes=999999999-',
        'bytes=1-0',
        'bytes=abc',
        'items=0-1',
        'bytes=0-1,1-2,2-3',
        `bytes=${Array.from({ length: 500 }, (_, index) => `${index}-${index}`).join(',')}`,
      ]),
    }),
    () => ({ 'user-agent': rng.pick(['', 'Mozilla/5.0 (iPhone; Mobile)', 'curl/8', `Mozilla/5.0 ${'A'.repeat(8000)}`, "' OR 1=1 --", '\xff\xfe']) }),
    () => ({ 'x-forwarded-for': rng.pick(['not-an-ip', '1.1.1.1, 2.2.2.2', '::ffff:127.0.0.1', '999.999.999.999', '']) }),
    () => ({ dnt: rng.pick(['1', '0', 'x']), 'sec-gpc': rng.pick(['1', '0', '']) }),
    () => ({ 'cf-ipcountry': rng.pick(['NO', 'XX', 'T1', "' OR", '\xff\xfe', 'a'.repeat(3000)]) }),
    () => ({ 'accept-language': rng.pick(['*', 'zz-ZZ;q=NaN', 'a'.repeat(4000), ',,;;']) }),
    () => ({ accept: rng.pick(['application/xml', 'text/html', '*/*;q=0', '', 'application/json;q=NaN']) }),
    () => ({ origin: rng.pick(['null', 'https://evil.example', 'http://localhost:8080', 'not a url', '\xff']) }),
    () => ({ 'sec-fetch-site': rng.pick(['cross-site', 'same-site', 'same-origin', 'none', 'junk']) }),
    () => ({ referer: rng.pick(['javascript:alert(1)', 'https://evil.example/', '../../etc/passwd', 'a'.repeat(4000)]) }),
    () => ({ 'x-requested-with': 'XMLHttpRequest', 'x-http-method-override': rng.pick(['DELETE', 'PUT', 'CONNECT']) }),
    () => ({ 'content-length': '0' }),
  ];
  const headers: Record<string, string> = {};
  const count = 1 + rng.int(3);
  for (let index = 0; index < count; index += 1) Object.assign(headers, rng.pick(choices)());
  if (kind === 'static' && rng.chance(0.3)) headers.range = rng.pick(['bytes=0-10', 'bytes=-5', 'bytes=5-', 'bytes=0-0,-1']);
  return headers;
}

// ---------------------------------------------------------------------------------------------------------------
// Bodies

const CONTENT_TYPES: readonly (string | undefined)[] = [
  undefined,
  '',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/xml',
  'text/xml',
  'text/html',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'multipart/mixed; boundary=fuzz',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=bogus',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'application/jsonx',
  'application/vnd.api+json',
  'text/json',
  '*/*',
  ';;;',
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=utf-16',
  'application/json; boundary=x',
];

/** Whole bodies that are not (or not quite) JSON, with the bytes they are sent as. */
function rawJsonBody(rng: Random, valid: string): Buffer {
  const cut = valid.length > 1 ? valid.slice(0, 1 + rng.int(valid.length - 1)) : '{';
  const text = rng.pick([
    '',
    ' ',
    '{',
    '{"',
    '{"a":',
    cut,
    '{"a":1,}',
    '[1,2,]',
    `\ufeff${valid}`,
    '\ufeff',
    `\ufeff\ufeff${valid}`,
    `${valid}garbage`,
    `${valid}${valid}`,
    `${valid}\u0000`,
    "{'a':1}",
    '{a:1}',
    '/* comment */{}',
    '// comment\n{}',
    'NaN',
    'Infinity',
    '-Infinity',
    '{"a":NaN}',
    '{"a":Infinity}',
    '{"a":-Infinity}',
    '{"a":01}',
    '{"a":.5}',
    '{"a":1e999}',
    '{"a":"\\ud800"}',
    '{"a":"\\uZZZZ"}',
    '{"a":"\u0001"}',
    '{"a":"\n"}',
    'null',
    'true',
    '0',
    '-0',
    '1e999',
    '"str"',
    '[]',
    '{}',
    '\u0000',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    `{${Array.from({ length: 5_000 }, (_, index) => `"k${index}":${index}`).join(',')}}`,
    `{${JSON.stringify('k'.repeat(60_000))}:1}`,
    `{"k":${deepArrayText(8_000)}}`,
    `{"k":${deepArrayText(30_000)}}`,
    deepObjectText(9_000),
    `{"k":"${'x'.repeat(70_000)}"}`,
    valid.replace(/"/g, "'"),
  ]);
  if (rng.chance(0.12)) {
    // Bytes that are not UTF-8: overlong forms, a lone surrogate's bytes, UTF-16.
    return rng.pick([
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d]),
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xae, 0xc0, 0xae, 0x2f, 0x22, 0x7d]),
      Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
      Buffer.concat([Buffer.from(valid.slice(0, -1)), Buffer.from([0xf4, 0x90, 0x80, 0x80]), Buffer.from('}')]),
      Buffer.from(`\ufeff${valid}`, 'utf16le'),
      Buffer.from(valid, 'utf16le'),
    ]);
  }
  return Buffer.from(text);
}

function multipartJunk(rng: Random, fields: [string, string][]): Buffer {
  const parts = fields.map(([name, value]) => `--fuzz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('');
  return Buffer.from(
    rng.pick([
      `${parts}--fuzz--\r\n`,
      parts,
      '--fuzz\r\n\r\n',
      '--fuzz\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\nContent-Type: text/plain\r\n\r\nroot\r\n--fuzz--',
      'junk',
      '',
    ]),
  );
}

const XML_BODIES = [
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  '<mail>a@b.co</mail>',
  '<a><b><c>',
  `${'<a>'.repeat(5_000)}${'</a>'.repeat(5_000)}`,
];

// ---------------------------------------------------------------------------------------------------------------
// Paths

/** Where an escape from a public folder would land: the marker says so in the reply. */
const TRAVERSAL_TARGETS = ['api/src/app.ts', 'package.json', '.git/config', 'api/package.json'];

function traversalPaths(rng: Random, prefix: string): string[] {
  const up = '../'.repeat(1 + rng.int(8));
  const target = rng.pick(TRAVERSAL_TARGETS);
  return [
    `${prefix}../../etc/passwd`,
    `${prefix}${up}${target}`,
    `${prefix}${'../'.repeat(12)}etc/passwd`,
    `${prefix}..%2f..%2f${target}`,
    `${prefix}..%2f..%2f..%2f${target}`,
    `${prefix}%2e%2e/%2e%2e/${target}`,
    `${prefix}%2e%2e%2f%2e%2e%2f%2e%2e%2f${target}`,
    `${prefix}%252e%252e%252f${target}`,
    `${prefix}..\\..\\${target.replace(/\//g, '\\')}`,
    `${prefix}..%5c..%5c${target.replace(/\//g, '%5c')}`,
    `${prefix}....//....//${target}`,
    `${prefix}..%c0%af..%c0%af${target}`,
    `${prefix}..%00/${target}`,
    `${prefix}%00`,
    `${prefix}/etc/passwd`,
    `${prefix}//etc/passwd`,
    `${prefix}.`,
    `${prefix}..`,
    `${prefix}.git/config`,
    `${prefix}.env`,
    `${prefix}~/.ssh/id_rsa`,
    `${prefix}node_modules/fastify/package.json`,
    `${prefix}%ZZ`,
    `${prefix}\xc0\xae\xc0\xae/${target}`,
    `${prefix}${'a/'.repeat(300)}x.js`,
    `${prefix}${'x'.repeat(5_000)}.js`,
  ];
}

/** Variations of one address: case, slashes, encodings, suffixes. */
function pathVariants(rng: Random, path: string): string[] {
  const last = path.lastIndexOf('/');
  return [
    `${path}/`,
    `${path}//`,
    `/${path}`,
    `${path}/.`,
    `${path}/..`,
    `${path}/../`,
    `${path}/%2e%2e/`,
    `${path}%2F`,
    `${path};jsessionid=1`,
    `${path}%00`,
    `${path}%ZZ`,
    `${path}%`,
    `${path}#fragment`,
    `${path}\\`,
    path.toUpperCase(),
    path.toLowerCase(),
    `${path.slice(0, last)}%2F${path.slice(last + 1)}`,
    `${path.slice(0, last)}/./${path.slice(last + 1)}`,
    `${path.slice(0, last)}/x/../${path.slice(last + 1)}`,
    path.replace(/\//g, '\\'),
    `${path}/${'a'.repeat(rng.pick([250, 5_000]))}`,
    `${path}.json`,
    `${path}.html`,
    `${path}/index.html`,
    `${path}\xc0\xaf`,
    `${path}%C0%AF`,
    `${path}%E2%80%AE`,
    path.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// The generator

const API_WEIGHT = 3;
const WRONG_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'HEAD', 'PROPFIND'];

interface Draft {
  strategy: string;
  method: string;
  path: string;
  query?: string;
  headers: Record<string, string>;
  body?: Buffer;
  socket?: boolean;
  withSession?: boolean;
}

/**
 * Yields requests, one per call to next(). Routes are visited in shuffled rounds (API routes several times a
 * round) so every route is reached early in any run, however short; what is sent to each is random.
 */
export class RequestGenerator {
  private readonly rng: Random;
  private round: FuzzRoute[] = [];
  private index = 0;
  /** API routes that have had their one request sure to pass validation (see firstValidDraft). */
  private readonly sentValid = new Set<FuzzRoute>();

  constructor(
    readonly seed: number,
    private readonly context: GeneratorContext,
  ) {
    if (context.routes.length === 0) throw new Error('The route table is empty: there is nothing to fuzz.');
    this.rng = new Random(seed);
  }

  next(): FuzzRequest {
    if (this.round.length === 0) this.round = this.newRound();
    const route = this.round.pop() as FuzzRoute;
    const draft = this.firstValidDraft(route) ?? this.draftFor(route);
    const rng = this.rng;
    const rawTarget = draft.query === undefined ? draft.path : `${draft.path}?${draft.query}`;
    const target = sendableTarget(rawTarget);
    const transport = draft.socket || !injectable(target) || rng.chance(0.35) ? 'socket' : 'inject';
    const request: FuzzRequest = {
      index: this.index,
      route,
      strategy: draft.strategy,
      method: draft.method,
      target,
      headers: draft.headers,
      body: draft.body,
      transport,
      withSession: draft.withSession ?? rng.chance(0.1),
    };
    this.index += 1;
    return request;
  }

  private newRound(): FuzzRoute[] {
    const round: FuzzRoute[] = [];
    for (const route of this.context.routes) {
      const copies = route.kind === 'api' && route.method !== 'HEAD' ? API_WEIGHT : 1;
      for (let copy = 0; copy < copies; copy += 1) round.push(route);
    }
    return this.rng.shuffle(round);
  }

  /**
   * The first request to an API route without a body is a valid one, so every such route is seen past validation in
   * any run however its random requests fall: a route visited once a round (a HEAD route) can otherwise draw no valid
   * request in a short run, and whether it does shifts with every schema added anywhere in the table.
   */
  private firstValidDraft(route: FuzzRoute): Draft | undefined {
    if (route.kind !== 'api' || this.sentValid.has(route)) return undefined;
    if (route.body && route.method !== 'GET' && route.method !== 'HEAD') return undefined;
    this.sentValid.add(route);
    return { strategy: 'valid', method: route.method, path: this.pathFor(route), headers: {}, query: this.validQuery(route) };
  }

  private draftFor(route: FuzzRoute): Draft {
    const rng = this.rng;
    const path = this.pathFor(route);
    const base: Draft = { strategy: '', method: route.method, path, headers: {} };
    if (rng.chance(0.04)) return this.wrongMethod(route, base);
    if (rng.chance(0.06)) return { ...base, strategy: 'headers', headers: hostileHeaders(rng, route.kind), query: this.validQuery(route) };
    if (route.kind === 'static') return this.staticDraft(route, base);
    if (route.kind === 'page') return this.pageDraft(base);
    if (rng.chance(0.05)) return { ...base, strategy: 'path', path: rng.pick(pathVariants(rng, path)), query: this.validQuery(route) };
    if (route.body && route.method !== 'GET' && route.method !== 'HEAD') return this.bodyDraft(route, base);
    if (route.querystring) return this.queryDraft(route, base);
    return this.schemalessDraft(route, base);
  }

  /** Fills `:name` and `*` segments of a route address. */
  private pathFor(route: FuzzRoute): string {
    const rng = this.rng;
    return route.url
      .replace(/:(\w+)/g, (_match, name: string) => {
        const schema = route.params?.properties?.[name] ?? {};
        return percentEncode(rng.chance(0.5) ? fieldText(validValue(rng, schema, name)) : hostileString(rng, schema));
      })
      .replace(/\*$/, () => {
        const prefix = route.url.slice(0, -1);
        const assets = this.context.assets.filter((asset) => asset.startsWith(prefix));
        return assets.length > 0 ? rng.pick(assets).slice(prefix.length) : rng.pick(['index.html', 'remoteEntry.js', 'missing.js', '']);
      });
  }

  private validQuery(route: FuzzRoute): string | undefined {
    if (!route.querystring) return undefined;
    const parts = validEntries(this.rng, route.querystring, 0.5).map(([key, value]) => ({ key, value: fieldText(value) }));
    return parts.length > 0 ? queryText(parts) : undefined;
  }

  private wrongMethod(route: FuzzRoute, base: Draft): Draft {
    const rng = this.rng;
    const method = rng.pick(WRONG_METHODS.filter((candidate) => candidate !== route.method));
    const body = method === 'GET' || method === 'HEAD' || rng.chance(0.5) ? undefined : Buffer.from('{"mail":"a@b.co"}');
    return {
      ...base,
      strategy: 'method',
      method,
      query: this.validQuery(route),
      body,
      headers: body ? { 'content-type': 'application/json' } : {},
    };
  }

  private staticDraft(route: FuzzRoute, base: Draft): Draft {
    const rng = this.rng;
    const prefix = route.url.slice(0, -1);
    switch (rng.weighted({ asset: 2, traversal: 5, variant: 3, precompressed: 1, query: 1 })) {
      case 'asset':
        return { ...base, strategy: 'static:asset', headers: rng.chance(0.5) ? hostileHeaders(rng, 'static') : {} };
      case 'traversal':
        return { ...base, strategy: 'static:traversal', path: rng.pick(traversalPaths(rng, prefix)), socket: rng.chance(0.7) };
      case 'variant':
        return { ...base, strategy: 'static:variant', path: rng.pick(pathVariants(rng, base.path)) };
      case 'precompressed':
        return {
          ...base,
          strategy: 'static:precompressed',
          path: `${base.path}${rng.pick(['.br', '.gz', '.br.gz', ''])}`,
          headers: { 'accept-encoding': rng.pick(['br', 'gzip', 'br;q=0, gzip', 'identity', '*']) },
        };
      default:
        return {
          ...base,
          strategy: 'static:query',
          query: rng.chance(0.5) ? structuralQuery(rng, []) : `v=${rng.pick(RAW_QUERY_VALUES)}`,
          socket: true,
        };
    }
  }

  private pageDraft(base: Draft): Draft {
    const rng = this.rng;
    switch (rng.weighted({ page: 2, variant: 5, query: 3 })) {
      case 'page':
        return { ...base, strategy: 'page' };
      case 'variant':
        return { ...base, strategy: 'page:variant', path: rng.pick([...pathVariants(rng, base.path), ...traversalPaths(rng, `${base.path}/`)]) };
      default:
        return {
          ...base,
          strategy: 'page:query',
          query: rng.chance(0.5)
            ? structuralQuery(rng, ['hash', 'id', 'key'])
            : `${rng.pick(['hash', 'id', 'key', 'redirect'])}=${rng.pick(RAW_QUERY_VALUES)}`,
          socket: true,
        };
    }
  }

  private schemalessDraft(route: FuzzRoute, base: Draft): Draft {
    const rng = this.rng;
    switch (rng.weighted({ valid: 3, query: 4, body: 2 })) {
      case 'valid':
        return { ...base, strategy: 'valid' };
      case 'query':
        return {
          ...base,
          strategy: 'query:junk',
          query: rng.chance(0.5)
            ? structuralQuery(rng, ['mail', 'password', 'id'])
            : `mail=${rng.pick(RAW_QUERY_VALUES)}&password=${rng.pick(RAW_QUERY_VALUES)}`,
          socket: true,
        };
      default: {
        const body = this.bodyDraft({ ...route, body: { type: 'object' } }, base);
        return { ...body, strategy: `schemaless-${body.strategy}` };
      }
    }
  }

  // --- query strings --------------------------------------------------------------------------------------------

  private queryDraft(route: FuzzRoute, base: Draft): Draft {
    const rng = this.rng;
    const schema = route.querystring as JsonSchema;
    const properties = schema.properties ?? {};
    const names = Object.keys(properties);
    const parts: QueryPart[] = validEntries(rng, schema, 0.6).map(([key, value]) => ({ key, value: fieldText(value) }));
    const strategy = rng.weighted({ valid: 6, text: 25, field: 20, fields: 10, duplicate: 6, raw: 14, structure: 6, body: 3 });
    const anyName = () =>
      names.length > 0 && rng.chance(0.9) ? rng.pick(names) : rng.pick(['extra', '__proto__', 'constructor', 'id', 'Id', 'PAGE']);
    const set = (name: string, value: string, raw = false) => {
      const existing = parts.find((part) => part.key === name);
      if (existing) Object.assign(existing, { value, raw });
      else parts.push({ key: name, value, raw });
    };
    const wrong = (name: string): string => {
      const property = properties[name] ?? {};
      const types = typesOf(property);
      if (types.includes('integer') || types.includes('number')) return hostileNumberText(rng, property);
      return hostileString(rng, property);
    };
    switch (strategy) {
      case 'valid':
        break;
      case 'text': {
        // Hostile text that still fits the field, so it reaches the handler: SQL, FTS syntax, markup, unicode.
        const textual = names.filter((name) => typesOf(properties[name] ?? {}).includes('string') && !properties[name]?.enum);
        const name = textual.length > 0 ? rng.pick(textual) : anyName();
        const property = properties[name] ?? {};
        let value = hostileString(rng, property);
        if (property.maxLength !== undefined && rng.chance(0.8)) value = Array.from(value).slice(0, property.maxLength).join('');
        set(name, value);
        break;
      }
      case 'field': {
        const name = anyName();
        set(name, wrong(name));
        break;
      }
      case 'fields':
        for (let count = 1 + rng.int(4); count > 0; count -= 1) {
          const name = anyName();
          if (rng.chance(0.3)) parts.splice(0, parts.length, ...parts.filter((part) => part.key !== name));
          else if (rng.chance(0.2))
            parts.push({ key: rng.pick(['extra', 'Extra', '__proto__', 'constructor', 'x'.repeat(2000)]), value: wrong(name) });
          else set(name, wrong(name));
        }
        break;
      case 'duplicate': {
        const name = anyName();
        const valid = fieldText(validValue(rng, properties[name] ?? {}, name));
        const pair = rng.chance(0.5) ? [valid, wrong(name)] : [wrong(name), valid];
        parts.splice(0, parts.length, ...parts.filter((part) => part.key !== name));
        for (const value of pair) parts.push({ key: name, value });
        if (rng.chance(0.3)) parts.push({ key: name, value: valid });
        break;
      }
      case 'raw':
        set(anyName(), rng.pick(RAW_QUERY_VALUES), true);
        return { ...base, strategy: 'query:raw', query: queryText(parts), socket: true };
      case 'structure': {
        const prefix = queryText(parts);
        return {
          ...base,
          strategy: 'query:structure',
          query: `${prefix}${prefix ? '&' : ''}${structuralQuery(rng, names)}`,
          socket: rng.chance(0.5),
        };
      }
      default: {
        // A body on a GET: some servers read it, some hang waiting for it.
        const body = this.bodyDraft({ ...route, body: schema }, base);
        return { ...body, strategy: `get-${body.strategy}`, query: queryText(parts) };
      }
    }
    return { ...base, strategy: `query:${strategy}`, query: parts.length > 0 ? queryText(parts) : undefined };
  }

  // --- bodies ---------------------------------------------------------------------------------------------------

  private bodyDraft(route: FuzzRoute, base: Draft): Draft {
    const rng = this.rng;
    const schema = route.body as JsonSchema;
    const properties = schema.properties ?? {};
    const names = Object.keys(properties);
    const entries = validEntries(rng, schema, 0.8);
    const valid = jsonText(new JsonEntries(entries));
    const anyName = () => (names.length > 0 && rng.chance(0.9) ? rng.pick(names) : rng.pick(['extra', 'Website', 'isAdmin', 'id', '__proto__']));
    const setEntry = (name: string, value: JsonValue) => {
      const existing = entries.find(([key]) => key === name);
      if (existing) existing[1] = value;
      else entries.push([name, value]);
    };
    const json = (text: string | Buffer, strategy: string, contentType = 'application/json', socket = false): Draft => ({
      ...base,
      strategy: `body:${strategy}`,
      headers: { 'content-type': contentType },
      body: typeof text === 'string' ? Buffer.from(text) : text,
      socket,
    });

    switch (
      rng.weighted({
        valid: 5,
        text: 20,
        field: 16,
        fields: 8,
        nested: 5,
        duplicate: 7,
        top: 5,
        raw: 12,
        contentType: 9,
        form: 10,
        encoding: 5,
        query: 3,
      })
    ) {
      case 'valid':
        return json(valid, 'valid', rng.pick(['application/json', 'application/json; charset=utf-8']));
      case 'text': {
        const textual = names.filter((name) => typesOf(properties[name] ?? {}).includes('string'));
        const name = textual.length > 0 ? rng.pick(textual) : anyName();
        const property = properties[name] ?? {};
        let value = hostileString(rng, property);
        if (property.maxLength !== undefined && rng.chance(0.8)) value = Array.from(value).slice(0, property.maxLength).join('');
        setEntry(name, value);
        return json(jsonText(new JsonEntries(entries)), 'text');
      }
      case 'field': {
        const name = anyName();
        setEntry(name, hostileJson(rng, properties[name] ?? {}));
        return json(jsonText(new JsonEntries(entries)), 'field', 'application/json', rng.chance(0.5));
      }
      case 'fields': {
        let kept = entries;
        for (let count = 1 + rng.int(4); count > 0; count -= 1) {
          const name = anyName();
          if (rng.chance(0.35)) kept = kept.filter(([key]) => key !== name);
          else if (rng.chance(0.3)) kept.push([rng.pick(['extra', '__proto__', 'constructor', 'k'.repeat(3000), '']), hostileJson(rng)]);
          else {
            const existing = kept.find(([key]) => key === name);
            if (existing) existing[1] = hostileJson(rng, properties[name] ?? {});
            else kept.push([name, hostileJson(rng, properties[name] ?? {})]);
          }
        }
        return json(jsonText(new JsonEntries(kept)), 'fields', 'application/json', rng.chance(0.5));
      }
      case 'nested': {
        // Deep values under a key the schema does not list: validation lets them through to whatever walks the body next.
        const depth = rng.pick([8_000, 20_000]);
        const deep = new RawJson(rng.chance(0.6) ? deepArrayText(depth) : deepObjectText(Math.min(depth, 9_000)));
        const name = rng.pick(['k', 'extra', 'nested'].filter((candidate) => !names.includes(candidate)));
        const text = rng.chance(0.2) ? deep.text : jsonText(new JsonEntries([...entries, [name, deep]]));
        return json(text, 'nested', 'application/json', rng.chance(0.5));
      }
      case 'duplicate': {
        // {"mail":"a@b.co","mail":[1]}: JSON.parse keeps the last, a streaming parser might keep the first.
        const name = anyName();
        const good = validValue(rng, properties[name] ?? {}, name);
        const bad = hostileJson(rng, properties[name] ?? {});
        const rest = entries.filter(([key]) => key !== name);
        const pair: [string, JsonValue][] = rng.chance(0.5)
          ? [
              [name, good],
              [name, bad],
            ]
          : [
              [name, bad],
              [name, good],
            ];
        return json(jsonText(new JsonEntries([...rest, ...pair])), 'duplicate-keys', 'application/json', true);
      }
      case 'top':
        return json(jsonText(hostileJson(rng, schema)), 'top-level', 'application/json', rng.chance(0.5));
      case 'raw':
        return json(rawJsonBody(rng, valid), 'json-raw', rng.pick(['application/json', 'application/json; charset=utf-8']), true);
      case 'contentType': {
        const contentType = rng.pick(CONTENT_TYPES);
        const fields = entries.map(([key, value]): [string, string] => [key, fieldText(value)]);
        const body = contentType?.includes('xml')
          ? Buffer.from(rng.pick(XML_BODIES))
          : contentType?.startsWith('multipart')
            ? multipartJunk(rng, fields)
            : Buffer.from(rng.chance(0.7) ? valid : rng.pick(['', 'mail=a@b.co', 'hello', '\u0000\u0001\u0002']));
        return {
          ...base,
          strategy: `body:content-type`,
          headers: contentType === undefined ? {} : { 'content-type': contentType },
          body,
          socket: true,
        };
      }
      case 'form':
        return this.formDraft(base, entries, properties, valid);
      case 'encoding':
        return this.encodedDraft(base, valid);
      default:
        return { ...json(valid, 'with-query-junk'), query: structuralQuery(rng, names), socket: true };
    }
  }

  private formDraft(base: Draft, entries: [string, JsonValue][], properties: Record<string, JsonSchema>, valid: string): Draft {
    const rng = this.rng;
    const names = Object.keys(properties);
    const parts: QueryPart[] = entries.map(([key, value]) => ({ key, value: fieldText(value) }));
    const name = names.length > 0 ? rng.pick(names) : 'mail';
    let body: string;
    switch (rng.weighted({ hostile: 4, raw: 3, duplicate: 2, structure: 2, json: 2 })) {
      case 'hostile':
        parts.push({ key: name, value: hostileString(rng, properties[name] ?? {}) });
        body = queryText(parts.filter((part, index, all) => part.key !== name || index === all.length - 1));
        break;
      case 'raw':
        parts.push({ key: name, value: rng.pick(RAW_QUERY_VALUES), raw: true });
        body = queryText(parts.filter((part, index, all) => part.key !== name || index === all.length - 1));
        break;
      case 'duplicate':
        parts.push({ key: name, value: hostileString(rng) });
        body = queryText(parts);
        break;
      case 'structure':
        body = `${queryText(parts)}&${structuralQuery(rng, names)}`;
        break;
      default:
        // A JSON body sent with the form content type.
        body = valid;
    }
    return {
      ...base,
      strategy: 'body:form',
      headers: { 'content-type': rng.pick(['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=utf-8']) },
      body: Buffer.from(body, 'latin1'),
      socket: true,
    };
  }

  /** Compressed bodies the client says are compressed, junk that says it is, and a small body that inflates hugely. */
  private encodedDraft(base: Draft, valid: string): Draft {
    const rng = this.rng;
    const encoding = rng.pick(['gzip', 'deflate', 'br', 'gzip, gzip', 'identity', 'compress', 'x-unknown', 'GZIP']);
    const body = rng.pick([
      () => zlib.gzipSync(valid),
      () => zlib.deflateSync(valid),
      () => zlib.brotliCompressSync(valid),
      () => Buffer.from(valid),
      () => Buffer.from('not compressed at all'),
      () => zlib.gzipSync(valid).subarray(0, 12),
      () => zlib.gzipSync(Buffer.concat([Buffer.from('{"k":"'), Buffer.alloc(4 * 1024 * 1024, 0x61), Buffer.from('"}')])),
      () => zlib.gzipSync(`{"k":${deepArrayText(50_000)}}`),
    ])();
    return {
      ...base,
      strategy: 'body:content-encoding',
      headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      body,
      socket: true,
    };
  }
}
