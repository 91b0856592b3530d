import type { FastifyPluginAsync } from 'fastify';
import { badRequest, envelopeSchema, ok } from '../../../lib/envelope';
import { guestEnquirySchema, type GuestEnquiry } from '../../../contracts/api-requests';
import { createEnquiryRepository } from '../../../services/enquiries/enquiry-repository';
import { validateEnquiry, type Enquiry } from './validate-enquiry';

/** The contact form is rate-limited. Five enquiries per address in ten minutes is more than a person sends. */
export const GUEST_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 } as const;
/** The reply waits at most this long for the notification mail; a slow mail server must not keep the visitor waiting. */
const MAIL_WAIT_MS = 5000;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function notificationMail(enquiry: Enquiry, id: number, receivedAt: string) {
  const rows: [string, string][] = [
    ['Name', `${enquiry.FirstName} ${enquiry.LastName}`],
    ['Company', enquiry.Company],
    ['Country/Region', enquiry.Country],
    ['Email', enquiry.EMail],
    ['Phone/Whats app/Skype', enquiry.Phone || '-'],
    ['Received', receivedAt],
  ];
  return {
    subject: `Website enquiry #${id} from ${enquiry.FirstName} ${enquiry.LastName} (${enquiry.Company})`.slice(0, 200),
    text: `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nMessage:\n${enquiry.Body}\n\nAll enquiries: npm run enquiries\n`,
    html:
      `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>` +
      `<p style="white-space:pre-wrap">${escapeHtml(enquiry.Body)}</p>`,
  };
}

/** /api/Guest: contact enquiries. */
const guestRoutes: FastifyPluginAsync = async (app) => {
  const enquiries = createEnquiryRepository(app.db);

  app.post<{ Body: GuestEnquiry }>(
    '/Add',
    {
      config: { ...(app.config.rateLimit ? { rateLimit: GUEST_RATE_LIMIT } : {}), idempotent: true },
      schema: { body: guestEnquirySchema, response: { 200: envelopeSchema({ type: 'null' }) } },
    },
    async (request) => {
      const body = request.body ?? {};
      // A bot filled the hidden field: answer as if accepted so it learns nothing, keep and send nothing.
      if (typeof body.Website === 'string' && body.Website.trim() !== '') {
        request.log.info('contact enquiry dropped by the honeypot');
        return ok(null, 'Thank you. We will contact you soon.');
      }
      const result = validateEnquiry(body);
      if (!result.ok) throw badRequest(result.message);
      const { enquiry } = result;
      const receivedAt = app.clock.now().toISOString();

      // Stored before anything else: whatever happens to the mail, the enquiry is not lost. An address is at most
      // 45 characters (IPv6 with an IPv4 tail); behind a trusted proxy it comes from a header, so it is bounded.
      const id = await enquiries.add(enquiry, receivedAt, request.ip.slice(0, 64));

      const mail = notificationMail(enquiry, id, receivedAt);
      const sending = app.mailer
        .send({ to: app.config.salesEmail, ...mail })
        .catch((error: unknown) => request.log.error({ err: error, enquiryId: id }, 'the enquiry notification mail failed; the enquiry is stored'));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([sending, new Promise<void>((resolve) => (timer = setTimeout(resolve, MAIL_WAIT_MS)))]);
      clearTimeout(timer);
      return ok(null, 'Thank you. We will contact you soon.');
    },
  );
};

export default guestRoutes;
