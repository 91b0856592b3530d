import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seedContent } from '../seed/run-seed';

const USAGE = `Usage: npm run seed
  Migrates the database (DATABASE_URL, or VAR_DIR/ferrolink.sqlite) and re-imports the content of api/content,
  even when unchanged. Contact enquiries, visits and accounts are kept.`;

/** npm run seed: migrates and re-imports the repository's content, even when unchanged. */
async function main(): Promise<void> {
  // It takes no options: refuse any rather than re-import when someone asked for something else.
  const [first] = process.argv.slice(2);
  if (first === '--help' || first === '-h') {
    console.log(USAGE);
    return;
  }
  if (first !== undefined) {
    console.error(`unknown option "${first}"\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const handle = openDatabase(loadConfig().databaseUrl);
  await migrateToLatest(handle);
  const result = await seedContent(handle, { force: true });
  await handle.db.destroy();
  console.log(`Content imported (version ${result.hash.slice(0, 12)}).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
