import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { createVisitRepository } from '../services/visits/visit-repository';
import { optionsOrExitCode, optionValue, type Parsed } from './command-line';

const DEFAULT_DAYS = 30;

const USAGE = `Usage: npm run visits -- [--days N]
  --days N   the window, in days up to today (default ${DEFAULT_DAYS}, 1 to 3650)`;

/** Reads `--days N` or `--days=N` (1..3650); anything else is refused so a mistyped option is not silently ignored. */
export function parseArgs(argv: string[]): Parsed<{ days: number }> {
  let days = DEFAULT_DAYS;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    if (arg === '--help' || arg === '-h') return 'help';
    const daysOption = optionValue(argv, index, 'days');
    if (daysOption) {
      const { value, lastIndex } = daysOption;
      index = lastIndex;
      days = Number(value);
      if (!/^\d+$/.test(value ?? '') || days < 1 || days > 3650)
        return { error: `--days must be a whole number of days between 1 and 3650, got "${value ?? ''}"` };
    } else return { error: `unknown option "${arg}"` };
  }
  return { days };
}

/** npm run visits [-- --days N]: visits recorded by POST /api/data/insert, counted per day and page, newest day first. */
async function main(): Promise<void> {
  const options = optionsOrExitCode(parseArgs(process.argv.slice(2)), USAGE);
  if (typeof options === 'number') {
    process.exitCode = options;
    return;
  }
  const { days } = options;
  // The secret is not needed to count visits; passing one keeps the command from creating var/session-secret.
  const handle = openDatabase(loadConfig({ sessionSecret: 'unused-by-this-command' }).databaseUrl);
  await migrateToLatest(handle);
  const since = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const visits = createVisitRepository(handle.db);
  const rows = await visits.perDayAndPage(since);
  const devices = await visits.perDevice(since);
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
    const { count } = row;
    total += count;
    console.log(`${(row.day === previousDay ? '' : row.day).padEnd(10)}  ${row.path.padEnd(width)}  ${String(count).padStart(6)}`);
    previousDay = row.day;
  }
  console.log(`\nTotal ${total}; by device: ${devices.map((row) => `${row.device} ${row.count}`).join(', ')}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
