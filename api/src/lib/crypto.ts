import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

// scrypt parameters: N=2^15, r=8, p=1 (about 32 MB and 60 ms here), the OWASP minimum for scrypt.
const SCRYPT = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 32;

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return safeEqual(key, expected);
}

/** A random URL-safe token with `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** Random bytes drawn from the system's generator this many at a time for frequentRandomToken. */
const RANDOM_POOL_BYTES = 4096;
let randomPool = Buffer.alloc(0);
let randomPoolAt = 0;

/**
 * A random URL-safe token with `bytes` bytes of entropy, for what is made on every page request (a visitor id, a
 * load ticket's nonce): the bytes come from the cryptographic generator as randomToken's do, but are drawn 4 KB at a
 * time and each used once, so a page costs a slice of a buffer rather than a call into the generator (measured: 5% of
 * a page request's time on the server's thread).
 */
export function frequentRandomToken(bytes: number): string {
  if (bytes > RANDOM_POOL_BYTES) return randomToken(bytes);
  if (randomPoolAt + bytes > randomPool.length) {
    randomPool = crypto.randomFillSync(Buffer.allocUnsafe(RANDOM_POOL_BYTES));
    randomPoolAt = 0;
  }
  const token = randomPool.toString('base64url', randomPoolAt, randomPoolAt + bytes);
  randomPoolAt += bytes;
  return token;
}

/** `digits` decimal digits from the cryptographic generator, leading zeros kept: a code a person types from a mail. */
export function randomDigits(digits = 6): string {
  return crypto
    .randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0');
}

/** The SHA-256 digest of some text or bytes, as bytes. */
export function sha256Digest(value: string | Buffer): Buffer {
  return crypto.createHash('sha256').update(value).digest();
}

/**
 * SHA-256 as 64 hex digits: what the database stores instead of a token, a release file's checksum, a
 * manifest's fingerprint.
 */
export function sha256(value: string | Buffer): string {
  return sha256Digest(value).toString('hex');
}

/** HMAC-SHA256 signature of `value` with `secret`: base64url for a token, hex for a key kept in the database. */
export function sign(value: string, secret: string, encoding: 'base64url' | 'hex' = 'base64url'): string {
  return crypto.createHmac('sha256', secret).update(value).digest(encoding);
}

/**
 * Whether two secrets (tokens, signatures, password hashes) are the same, in constant time: each side is hashed
 * first, so the compare always runs over 32 bytes and neither the content nor the length of the expected value
 * leaks by timing.
 */
export function safeEqual(given: string | Buffer, expected: string | Buffer): boolean {
  return crypto.timingSafeEqual(sha256Digest(given), sha256Digest(expected));
}

/**
 * The first of `candidates` whose secret `given` is, or undefined. Every candidate is compared, whatever matched,
 * so the time taken says nothing about which one (or whether any) did.
 */
export function matchingSecret<T extends { secret: string }>(given: string | undefined, candidates: readonly T[]): T | undefined {
  let matched: T | undefined;
  for (const candidate of candidates) if (given !== undefined && safeEqual(given, candidate.secret) && matched === undefined) matched = candidate;
  return matched;
}
