import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { Mailer } from '../../lib/outgoing-mail';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** nodemailer through SMTP_URL, or an outbox folder of .eml files. */
export default fp(
  async function mailerPlugin(app) {
    const { smtpUrl, mailFrom, mailDir } = app.config;
    let transporter: Transporter;
    let mode: Mailer['mode'];
    if (smtpUrl) {
      transporter = nodemailer.createTransport(smtpUrl);
      mode = 'smtp';
    } else {
      transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      mode = 'outbox';
    }
    let sequence = 0;
    const envelopeFrom = addressparser(mailFrom, { flatten: true })[0]?.address ?? mailFrom;

    const mailer: Mailer = {
      mode,
      async send(mail) {
        // nodemailer reads "a@b.c,d@e.f" or "x <a@b.c>" as lists and names: a mail goes to exactly the one address
        // it names, or nowhere. The routes already refuse such addresses; this keeps any later caller honest.
        const recipients = addressparser(mail.to, { flatten: true });
        if (recipients.length !== 1 || recipients[0]?.address !== mail.to) throw new Error('a mail must go to exactly one plain address');
        const info = await transporter.sendMail({
          from: mailFrom,
          to: mail.to,
          // The SMTP envelope too, so no header rewriting can add a recipient.
          envelope: { from: envelopeFrom, to: [mail.to] },
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        if (mode === 'outbox') {
          fs.mkdirSync(mailDir, { recursive: true });
          sequence += 1;
          const safeRecipient = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 80);
          const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${sequence}-${safeRecipient}.eml`);
          fs.writeFileSync(file, (info as unknown as { message: Buffer }).message);
          if (mail.consoleHint) app.log.info({ outbox: file }, mail.consoleHint);
        }
      },
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => transporter.close());
  },
  { name: 'mailer', dependencies: ['config'] },
);
