import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { createEnquiryRepository, type EnquiryRow } from '../services/enquiries/enquiry-repository';
import { jsonOrText, optionsOrExitCode, optionValue, type Parsed } from './command-line';

// npm run enquiries [-- --limit N] [-- --json]: the contact enquiries stored by
// POST /api/Guest/Add, newest first, for the sales team to read and answer.

const USAGE = `Usage: npm run enquiries -- [--limit N] [--json]
  --limit N   show the N newest enquiries (default 50, 0 for all)
  --json      print JSON instead of the readable list`;

interface Options {
  limit: number;
  json: boolean;
}

export function parseArgs(argv: string[]): Parsed<Options> {
  const options: Options = { limit: 50, json: false };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    if (arg === '--help' || arg === '-h') return 'help';
    const limitOption = optionValue(argv, index, 'limit');
    if (arg === '--json') options.json = true;
    else if (limitOption) {
      const { value, lastIndex } = limitOption;
      index = lastIndex;
      // Digits only: Number('') is 0, which would turn an empty --limit= into "all".
      if (!/^\d+$/.test(value ?? '')) return { error: `--limit needs a whole number, got "${value ?? ''}"` };
      options.limit = Number(value);
    } else return { error: `unknown option "${arg}"` };
  }
  return options;
}

export type { EnquiryRow };

function wrap(text: string, width: number, indent: string): string {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + word.length + 1 > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  return lines.join(`\n${indent}`);
}

/** The readable list: one block per enquiry, labels aligned, the message wrapped. */
export function formatEnquiries(rows: EnquiryRow[], total: number): string {
  if (rows.length === 0) return 'No enquiries yet.';
  const header = `Contact enquiries: ${rows.length} of ${total}, newest first\n${'='.repeat(60)}`;
  const indent = ' '.repeat(11);
  const blocks = rows.map((row) => {
    const date = `${row.created_at.slice(0, 10)} ${row.created_at.slice(11, 16)} UTC`;
    return [
      `#${row.id}  ${date}`,
      `  Name:    ${row.first_name} ${row.last_name}`,
      `  Company: ${row.company}`,
      `  Country: ${row.country}`,
      `  Email:   ${row.email}`,
      `  Phone:   ${row.phone || '-'}`,
      `  Message: ${wrap(row.body, 68, indent)}`,
    ].join('\n');
  });
  return `${header}\n${blocks.join(`\n${'-'.repeat(60)}\n`)}`;
}

/** Reads the enquiries of the database at `databaseUrl` and returns what the command prints. */
export async function listEnquiries(databaseUrl: string, options: Options): Promise<string> {
  const handle = openDatabase(databaseUrl);
  try {
    await migrateToLatest(handle);
    const enquiries = createEnquiryRepository(handle.db);
    const count = await enquiries.count();
    const rows = await enquiries.newest(options.limit);
    return jsonOrText(rows, options.json, (list) => formatEnquiries(list, count));
  } finally {
    await handle.db.destroy();
  }
}

async function main(): Promise<void> {
  const options = optionsOrExitCode(parseArgs(process.argv.slice(2)), USAGE);
  if (typeof options === 'number') {
    process.exitCode = options;
    return;
  }
  // The secret is not needed to read enquiries; passing one keeps the command from creating var/session-secret.
  console.log(await listEnquiries(loadConfig({ sessionSecret: 'unused-by-this-command' }).databaseUrl, options));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
