import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One recorded page view: no address and no cookie, only what the visit rules keep. */
export interface NewVisit {
  path: string;
  referrerHost: string;
  device: string;
  country: string;
  /** ISO time. */
  createdAt: string;
}

export type VisitRepository = ReturnType<typeof createVisitRepository>;

/** The visits recorded by POST /api/data/insert. */
export function createVisitRepository(db: Kysely<Database>) {
  return {
    async record(visit: NewVisit): Promise<void> {
      await db
        .insertInto('visits')
        .values({
          path: visit.path,
          referrer_host: visit.referrerHost,
          device: visit.device,
          country: visit.country,
          created_at: visit.createdAt,
        })
        .execute();
    },

    /** The visits since `since` (an ISO date) counted per day and page: newest day first, then the most visited page. */
    async perDayAndPage(since: string): Promise<{ day: string; path: string; count: number }[]> {
      // The day is the date part of the ISO timestamp: the same expression on SQLite and PostgreSQL.
      const rows = await db
        .selectFrom('visits')
        .select((eb) => [eb.fn<string>('substr', ['created_at', eb.val(1), eb.val(10)]).as('day'), 'path', eb.fn.countAll<number>().as('count')])
        .where('created_at', '>=', since)
        .groupBy(['day', 'path'])
        .orderBy('day', 'desc')
        .orderBy('count', 'desc')
        .orderBy('path')
        .execute();
      // PostgreSQL returns a count as a string or a bigint.
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },

    /** The visits since `since` (an ISO date) counted per device class, in device order. */
    async perDevice(since: string): Promise<{ device: string; count: number }[]> {
      const rows = await db
        .selectFrom('visits')
        .select(['device', (eb) => eb.fn.countAll<number>().as('count')])
        .where('created_at', '>=', since)
        .groupBy('device')
        .orderBy('device')
        .execute();
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },
  };
}
