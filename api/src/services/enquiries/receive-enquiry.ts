import type { FastifyBaseLogger } from 'fastify';
import type { CheckedEnquiry, EnquiryRepository } from './enquiry-repository';
import { enquiryNotification, type EnquiryNotification } from './notification-mail';

/** The reply waits at most this long for the notification mail; a slow mail server must not keep the visitor waiting. */
const MAIL_WAIT_MS = 5000;

/** An address is at most 45 characters (IPv6 with an IPv4 tail); behind a trusted proxy it comes from a header, so it is bounded. */
const STORED_ADDRESS_MAX_LENGTH = 64;

export interface EnquiryDesk {
  enquiries: EnquiryRepository;
  /** Sends one mail (the app's mailer). */
  sendMail: (mail: EnquiryNotification & { to: string }) => Promise<void>;
  /** Where notifications go (SALES_EMAIL). */
  salesEmail: string;
  now: () => Date;
}

/**
 * Takes in a checked enquiry from address `ip`: stores it first, so whatever happens to the mail the enquiry is not
 * lost, then notifies the sales team, waiting for the mail at most MAIL_WAIT_MS. A failed mail is logged, not
 * thrown: the enquiry is stored and `npm run enquiries` shows it.
 */
export async function receiveEnquiry(desk: EnquiryDesk, enquiry: CheckedEnquiry, ip: string, log: FastifyBaseLogger): Promise<void> {
  const receivedAt = desk.now().toISOString();
  const id = await desk.enquiries.add(enquiry, receivedAt, ip.slice(0, STORED_ADDRESS_MAX_LENGTH));

  const sending = desk
    .sendMail({ to: desk.salesEmail, ...enquiryNotification(enquiry, id, receivedAt) })
    .catch((error: unknown) => log.error({ err: error, enquiryId: id }, 'the enquiry notification mail failed; the enquiry is stored'));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([sending, new Promise<void>((resolve) => (timer = setTimeout(resolve, MAIL_WAIT_MS)))]);
  clearTimeout(timer);
}
