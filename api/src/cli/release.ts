import os from 'node:os';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { GATE_TIMEOUT_MS, parseEntryUrl } from '../services/releases/gate';
import { publishRelease, registerRelease, REMOTE_FOLDERS, type ReleaseContext, type ReleaseOutcome } from '../services/releases/releases';

// npm run release -- publish <remote> | register <remote> <url>: makes a release of one remote that a rollout
// can then offer to visitors. The server keeps running and nothing else is rebuilt; the release is written to
// the release store (VAR_DIR/releases) and the database (DATABASE_URL, or VAR_DIR's SQLite file) it reads.

const REMOTE_LIST = REMOTE_FOLDERS.join(', ');

const PUBLISH_USAGE = `Usage: npm run release -- publish <remote>
  Builds <remote> alone for production into a temporary folder, precompresses it, names it
  <package version>+<8 hex of its content hash> (e.g. 1.0.0+3f9a0c12), checks it with the gate, copies it
  into the release store (VAR_DIR/releases/<remote>/<version>/, served at /remotes/<remote>/<version>/) and
  records it. The same build again changes nothing.`;

const REGISTER_USAGE = `Usage: npm run release -- register <remote> <url-of-remoteEntry.js>
  Records a release hosted elsewhere, e.g. https://cdn.example.com/mf-catalog/1.2.0/remoteEntry.js; its
  origin, as a browser resolves the URL, must be this site's (SITE_URL) or listed in ALLOWED_REMOTE_ORIGINS.
  Its version is the buildVersion of the mf-manifest.json beside it + "+" + 8 hex of that manifest's sha256.`;

const USAGE = `Usage: npm run release -- <command>
  publish <remote>                          build, check and store a release of <remote>
  register <remote> <url-of-remoteEntry.js> record a release hosted elsewhere
  Remotes: ${REMOTE_LIST}.

The gate refuses a release unless (a) it is hosted on this site or an origin of ALLOWED_REMOTE_ORIGINS,
(b) its remoteEntry.js and mf-manifest.json answer 200, (c) it exposes every module the shell mounts from
that remote, and (d) its shared singletons are the shell's (shell/dist), all within ${GATE_TIMEOUT_MS / 1000} s.
Then: npm run rollout -- start <remote> <version>
Exit status: 0 released (or already released), 1 refused (by the gate, or a version that exists with other
content), 2 bad arguments. \`npm run release -- <command> --help\` explains one command.`;

export type ReleaseCommand = { command: 'publish'; remote: string } | { command: 'register'; remote: string; entryUrl: string };

/** The command line: a command, 'help' with the usage to print, or an error sentence. */
export function parseArgs(argv: string[], siteUrl: string): ReleaseCommand | { help: string } | { error: string; usage: string } {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') return { help: USAGE };
  if (command !== 'publish' && command !== 'register') return { error: `unknown command "${command}"; it is publish or register.`, usage: USAGE };
  const usage = command === 'publish' ? PUBLISH_USAGE : REGISTER_USAGE;
  if (rest.includes('--help') || rest.includes('-h')) return { help: usage };
  const option = rest.find((arg) => arg.startsWith('-'));
  if (option !== undefined) return { error: `unknown option "${option}".`, usage };
  const [remote, url, ...extra] = rest;
  if (remote === undefined) return { error: `${command} needs a remote: one of ${REMOTE_LIST}.`, usage };
  if (!REMOTE_FOLDERS.includes(remote)) return { error: `"${remote}" is not a remote; it is one of ${REMOTE_LIST}.`, usage };
  if (command === 'publish') {
    if (url !== undefined) return { error: `publish takes one remote; "${url}" is one argument too many.`, usage };
    return { command, remote };
  }
  if (url === undefined) return { error: "register needs the URL of the release's remoteEntry.js after the remote.", usage };
  if (extra.length > 0) return { error: `register takes a remote and a URL; "${extra[0]}" is one argument too many.`, usage };
  const parsed = parseEntryUrl(url, siteUrl);
  if ('error' in parsed) return { error: `${parsed.error}.`, usage };
  return { command, remote, entryUrl: url };
}

/** "cli:<os user>" for releases.created_by; a container without a user entry still gets a name. */
export function cliActor(): string {
  let name: string | undefined;
  try {
    name = os.userInfo().username;
  } catch {
    name = process.env.USER ?? process.env.LOGNAME;
  }
  return `cli:${name || 'unknown'}`;
}

export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** What the command prints for an outcome, and its exit status. */
export function report(outcome: ReleaseOutcome, config: Pick<AppConfig, 'siteUrl'>, output: CliOutput): number {
  if (outcome.status === 'refused') {
    const what = outcome.version ? `${outcome.remote} ${outcome.version}` : outcome.remote;
    if (outcome.check === 'conflict') output.err(`REFUSED ${what}: ${outcome.message}`);
    else output.err(`REFUSED by the gate, check "${outcome.check}": ${outcome.message}`);
    return 1;
  }
  const url = /^https?:\/\//.test(outcome.entryUrl) ? outcome.entryUrl : `${config.siteUrl}${outcome.entryUrl}`;
  output.out(
    outcome.status === 'unchanged'
      ? `${outcome.remote} ${outcome.version} is already released with the same content; nothing changed.`
      : `Released ${outcome.remote} ${outcome.version}.`,
  );
  output.out(`  version: ${outcome.version}`);
  output.out(`  entry:   ${url}`);
  output.out(`Next: npm run rollout -- start ${outcome.remote} ${outcome.version}`);
  return 0;
}

/** Runs one command line; returns the exit status. */
export async function runReleaseCli(argv: string[], config: AppConfig, output: CliOutput, context: Partial<ReleaseContext> = {}): Promise<number> {
  const parsed = parseArgs(argv, config.siteUrl);
  if ('help' in parsed) {
    output.out(parsed.help);
    return 0;
  }
  if ('error' in parsed) {
    output.err(`${parsed.error}\n\n${parsed.usage}`);
    return 2;
  }
  const handle = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(handle);
    const base: ReleaseContext = { db: handle.db, config, createdBy: cliActor(), ...context };
    if (parsed.command === 'publish') {
      const outcome = await publishRelease(parsed.remote, { ...base, onProgress: (line) => output.err(`[release] ${line}`) });
      const code = report(outcome, config, output);
      output.err(`[release] ${parsed.remote}: ${(outcome.totalMs / 1000).toFixed(1)} s in all (webpack ${(outcome.buildMs / 1000).toFixed(1)} s).`);
      return code;
    }
    return report(await registerRelease(parsed.remote, parsed.entryUrl, base), config, output);
  } finally {
    await handle.db.destroy();
  }
}

async function main(): Promise<void> {
  // Only the database, the store and the gate's settings are needed; a fixed secret keeps the command from
  // creating VAR_DIR/session-secret.
  const config = loadConfig({ sessionSecret: 'unused-by-this-command' });
  process.exitCode = await runReleaseCli(process.argv.slice(2), config, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
