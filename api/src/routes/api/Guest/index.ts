import type { FastifyPluginAsync } from 'fastify';
import { badRequest, envelopeSchema, ok } from '../../../lib/envelope';
import { guestEnquirySchema, type GuestEnquiry } from '../../../contracts/api-requests';
import { checkEnquiry } from '../../../services/enquiries/check-enquiry';
import { createEnquiryRepository } from '../../../services/enquiries/enquiry-repository';
import { receiveEnquiry, type EnquiryDesk } from '../../../services/enquiries/receive-enquiry';

/** The contact form is rate-limited. Five enquiries per address in ten minutes is more than a person sends. */
export const GUEST_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 } as const;

const THANKS = 'Thank you. We will contact you soon.';

/** /api/Guest: contact enquiries. */
const guestRoutes: FastifyPluginAsync = async (app) => {
  const desk: EnquiryDesk = {
    enquiries: createEnquiryRepository(app.db),
    sendMail: (mail) => app.mailer.send(mail),
    salesEmail: app.config.salesEmail,
    now: () => app.clock.now(),
  };

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
        return ok(null, THANKS);
      }
      const checked = checkEnquiry(body);
      if (!checked.ok) throw badRequest(checked.message);
      await receiveEnquiry(desk, checked.enquiry, request.ip, request.log);
      return ok(null, THANKS);
    },
  );
};

export default guestRoutes;
