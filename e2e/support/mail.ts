import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

// Reads the mail the site sent to the test's SMTP server (e2e/run-e2e.mjs writes
// each message to E2E_INBOX). A small MIME reader: headers, multipart bodies,
// quoted-printable and base64; enough for the site's own mails, no mailparser.

export interface ReceivedMail {
  file: string;
  subject: string;
  text: string;
  html: string;
}

function inboxDir(): string {
  const dir = process.env.E2E_INBOX;
  if (!dir) throw new Error('E2E_INBOX is not set: run the suite through e2e/run-e2e.mjs');
  return dir;
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const char = joined[i] as string;
    const hex = joined.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= or ?B?) in a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_match, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function collectParts(raw: string, into: { text: string; html: string }): void {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectParts(section.replace(/^\n/, ''), into);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  if (/^text\/html/i.test(type)) into.html += decoded;
  else if (/^text\/plain/i.test(type)) into.text += decoded;
}

export function parseMail(file: string, raw: string): ReceivedMail {
  const { headers } = splitHead(raw);
  const parts = { text: '', html: '' };
  collectParts(raw, parts);
  return { file, subject: decodeHeader(headers.get('subject') ?? ''), ...parts };
}

/** Every message received for `address`, oldest first. */
export function mailsFor(address: string): ReceivedMail[] {
  const dir = inboxDir();
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
    .map((name) => ({ name, raw: fs.readFileSync(path.join(dir, name), 'utf8') }))
    .filter(({ raw }) => (splitHead(raw).headers.get('x-test-recipients') ?? '').toLowerCase().split(',').includes(address.toLowerCase()))
    .map(({ name, raw }) => parseMail(name, raw));
}

/** Waits for the mail that follows the `seen` messages already received for `address`, and returns the newest. */
export async function waitForNewMail(address: string, seen: number): Promise<ReceivedMail> {
  await expect.poll(() => mailsFor(address).length, { message: `a new mail for ${address}`, timeout: 15_000 }).toBeGreaterThan(seen);
  const newest = mailsFor(address).at(-1);
  if (!newest) throw new Error(`No mail for ${address}`);
  return newest;
}

export function verificationCodeIn(mail: ReceivedMail): string {
  const code = /verification code is: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No verification code in "${mail.subject}"`);
  return code;
}

export function resetLinkIn(mail: ReceivedMail): string {
  const link = /(https?:\/\/\S+\/passwordSetting\?hash=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`No reset link in "${mail.subject}"`);
  return link;
}
