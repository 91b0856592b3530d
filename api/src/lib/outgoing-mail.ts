// What a mail is and what sends one. The services that write mails (account codes, password links, enquiry
// notifications) and the mailer plugin that sends them both use these types, so they sit below both: a service
// never imports a plugin.

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Printed on the server console when there is no SMTP server, so a person on a fresh machine can finish the flow. Never contains a password. */
  consoleHint?: string;
}

export interface Mailer {
  send: (mail: OutgoingMail) => Promise<void>;
  /** 'smtp' with SMTP_URL, 'outbox' when messages go to var/mail. */
  mode: 'smtp' | 'outbox';
}
