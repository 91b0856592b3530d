import { escapeHtml } from '../../lib/html';
import type { OutgoingMail } from '../../lib/outgoing-mail';

function layout(siteName: string, bodyHtml: string): string {
  const name = escapeHtml(siteName);
  return [
    '<!doctype html><html><body style="margin:0;padding:0;background:#f4f6f9;font-family:Arial,Helvetica,sans-serif;color:#1d2733">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">',
    '<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:6px;border-top:4px solid #0a5cad">',
    `<tr><td style="padding:24px 32px 8px;font-size:18px;font-weight:bold;color:#0a5cad">${name}</td></tr>`,
    `<tr><td style="padding:8px 32px 24px;font-size:15px;line-height:1.6">${bodyHtml}</td></tr>`,
    `<tr><td style="padding:16px 32px;font-size:12px;color:#6b7582;border-top:1px solid #e3e7ec">This message was sent by ${name} because someone used this address on our website. If it was not you, you can ignore it.</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
}

/** The sign-up mail: the 6-digit code. */
export function verificationCodeMail(siteName: string, to: string, code: string): OutgoingMail {
  return {
    to,
    subject: `${siteName}: your verification code ${code}`,
    text: [
      `Your ${siteName} verification code is: ${code}`,
      '',
      'Enter it on the Create account page to finish signing up. The code is valid for 10 minutes.',
      '',
      'If you did not ask for an account, you can ignore this message.',
    ].join('\n'),
    html: layout(
      siteName,
      `<p>Your verification code is:</p><p style="font-size:28px;letter-spacing:6px;font-weight:bold;margin:8px 0 16px">${code}</p>` +
        '<p>Enter it on the Create account page to finish signing up. The code is valid for 10 minutes.</p>',
    ),
    consoleHint: `Verification code for ${to}: ${code}`,
  };
}

/** The reset mail: a single-use link to /passwordSetting. */
export function passwordResetMail(siteName: string, to: string, link: string): OutgoingMail {
  const safeLink = escapeHtml(link);
  return {
    to,
    subject: `${siteName}: set a new password`,
    text: [
      `Someone asked to change the password of the ${siteName} account for this address.`,
      '',
      'Open this special link to create a new password (valid for one hour, once):',
      link,
      '',
      'If you did not ask for it, ignore this message: your password stays as it is.',
    ].join('\n'),
    html: layout(
      siteName,
      `<p>Someone asked to change the password of the ${escapeHtml(siteName)} account for this address.</p>` +
        `<p style="margin:20px 0"><a href="${safeLink}" style="background:#0a5cad;color:#ffffff;padding:12px 24px;border-radius:4px;text-decoration:none;font-weight:bold">Create a new password</a></p>` +
        `<p>Or copy this link into your browser (valid for one hour, once):<br><a href="${safeLink}">${safeLink}</a></p>` +
        '<p>If you did not ask for it, ignore this message: your password stays as it is.</p>',
    ),
    consoleHint: `Password reset link for ${to}: ${link}`,
  };
}

/** Work done after the reply (so the reply's timing says nothing about the address), tracked so tests and shutdown can wait for it. */
const pending = new Set<Promise<void>>();

export function runInBackground(work: () => Promise<void>, onError: (error: unknown) => void): void {
  // On the next turn of the event loop, so not even the work's synchronous start delays the reply.
  const job = new Promise<void>((resolve) => setImmediate(resolve)).then(work).catch(onError);
  pending.add(job);
  void job.finally(() => pending.delete(job));
}

/** Resolves once all background work (and so every background mail) is done. */
export async function settleBackgroundWork(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
