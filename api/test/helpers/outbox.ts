import fs from 'node:fs';
import path from 'node:path';

/** Undoes quoted-printable soft breaks and =XX escapes (enough for the ASCII mails the site sends). */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every message in the outbox folder for `address`, oldest first, as decoded text (headers and all parts). */
export function outboxMessages(varDir: string, address: string): string[] {
  const dir = path.join(varDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return (
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => ({ name, raw: fs.readFileSync(path.join(dir, name), 'utf8') }))
      .filter((entry) => new RegExp(`^To: .*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(entry.raw))
      // Names start with the time and a sequence number, so their order is the sending order.
      .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }))
      .map((entry) => decodeQuotedPrintable(entry.raw))
  );
}

export function latestCode(varDir: string, address: string): string {
  const message = outboxMessages(varDir, address).at(-1);
  const match = message?.match(/verification code is: (\d{6})/);
  if (!match?.[1]) throw new Error(`No verification code mailed to ${address}`);
  return match[1];
}

export function latestResetToken(varDir: string, address: string): string {
  const message = outboxMessages(varDir, address).at(-1);
  const match = message?.match(/\/passwordSetting\?hash=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`No reset link mailed to ${address}`);
  return match[1];
}
