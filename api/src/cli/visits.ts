import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

const DEFAULT_DAYS = 30;

/** Reads `--days N` (1..3650) from the command line. */
function readDays(argv: string[]): number {
  const index = argv.indexOf('--days');
  const value = index >= 0 ? Number(argv[index + 1]) : DEFAULT_DAYS;
  if (!Number.isInteger(value) || value < 1 || value > 3650) throw new Error('--days must be a whole number of days between 1 and 3650.');
  return value;
}

/** npm run visits (npm run visits -w api -- --days N): visits recorded by POST /api/data/insert, counted per day and page, newest day first. */
async function main(): Promise<void> {
  const days = readDays(process.argv.slice(2));
  const handle = openDatabase(loadConfig().databaseUrl);
  await migrateToLatest(handle);
  const since = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  // The day is the date part of the ISO timestamp: the same expression on SQLite and PostgreSQL.
  const rows = await handle.db
    .selectFrom('visits')
    .select((eb) => [eb.fn<string>('substr', ['created_at', eb.val(1), eb.val(10)]).as('day'), 'path', eb.fn.countAll<number>().as('count')])
    .where('created_at', '>=', since)
    .groupBy(['day', 'path'])
    .orderBy('day', 'desc')
    .orderBy('count', 'desc')
    .orderBy('path')
    .execute();
  const devices = await handle.db
    .selectFrom('visits')
    .select(['device', (eb) => eb.fn.countAll<number>().as('count')])
    .where('created_at', '>=', since)
    .groupBy('device')
    .orderBy('device')
    .execute();
  await handle.db.destroy();

  if (rows.length === 0) {
    console.log(`No visits recorded in the last ${days} days.`);
    return;
  }
  const width = Math.max(4, ...rows.map((row) => row.path.length));
  console.log(`Visits in the last ${days} days (from ${since}, UTC)\n`);
  console.log(`${'day'.padEnd(10)}  ${'page'.padEnd(width)}  visits`);
  let previousDay = '';
  let total = 0;
  for (const row of rows) {
    const count = Number(row.count);
    total += count;
    console.log(`${(row.day === previousDay ? '' : row.day).padEnd(10)}  ${row.path.padEnd(width)}  ${String(count).padStart(6)}`);
    previousDay = row.day;
  }
  console.log(`\nTotal ${total}; by device: ${devices.map((row) => `${row.device} ${Number(row.count)}`).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
