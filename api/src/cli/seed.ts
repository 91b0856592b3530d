import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seedContent } from '../seed/run-seed';

/** npm run seed: migrates and re-imports the repository's content, even when unchanged. */
async function main(): Promise<void> {
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
