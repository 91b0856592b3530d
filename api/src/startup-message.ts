import path from 'node:path';
import type { Mailer } from './lib/outgoing-mail';

/**
 * The line the server prints once it listens: where the site answers, and where mail goes. The outbox is
 * VAR_DIR's mail folder, wherever VAR_DIR points; it is written relative to the working directory when it is
 * inside it (var/mail after `npm start`), and in full otherwise, so it can be opened as printed.
 */
export function startupMessage(port: number, mail: { mode: Mailer['mode']; mailDir: string }, cwd: string = process.cwd()): string {
  const relative = path.relative(cwd, mail.mailDir);
  const inside = relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative);
  const folder = inside ? relative || '.' : mail.mailDir;
  return `\nFerrolink website is running at http://localhost:${port}/  (mail: ${mail.mode === 'smtp' ? 'SMTP_URL' : `written to ${folder}`})\n`;
}
