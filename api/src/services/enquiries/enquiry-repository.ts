import type { Kysely } from 'kysely';
import type { GuestEnquiry } from '../../contracts/api-requests';
import type { Database } from '../../db/schema';

/** A contact enquiry as the form sent it, once checked (the honeypot field is never kept). */
export type CheckedEnquiry = Required<Omit<GuestEnquiry, 'Website'>>;

/** A stored enquiry as the sales team reads it. */
export interface EnquiryRow {
  id: number;
  created_at: string;
  first_name: string;
  last_name: string;
  company: string;
  country: string;
  email: string;
  phone: string;
  body: string;
}

export type EnquiryRepository = ReturnType<typeof createEnquiryRepository>;

/** The contact enquiries sent through POST /api/Guest/Add. */
export function createEnquiryRepository(db: Kysely<Database>) {
  return {
    /** Stores `enquiry`, received at `receivedAt` (ISO time) from address `ip`, and returns its id. */
    async add(enquiry: CheckedEnquiry, receivedAt: string, ip: string): Promise<number> {
      const { id } = await db
        .insertInto('guests')
        .values({
          first_name: enquiry.FirstName,
          last_name: enquiry.LastName,
          company: enquiry.Company,
          phone: enquiry.Phone,
          country: enquiry.Country,
          body: enquiry.Body,
          email: enquiry.EMail,
          created_at: receivedAt,
          ip,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** How many enquiries are stored. */
    async count(): Promise<number> {
      const { count } = await db
        .selectFrom('guests')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      // PostgreSQL returns a count as a string or a bigint.
      return Number(count);
    },

    /** The `limit` newest enquiries (every one when `limit` is 0), newest first. */
    newest(limit: number): Promise<EnquiryRow[]> {
      let query = db
        .selectFrom('guests')
        .select(['id', 'created_at', 'first_name', 'last_name', 'company', 'country', 'email', 'phone', 'body'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc');
      if (limit > 0) query = query.limit(limit);
      return query.execute();
    },
  };
}
