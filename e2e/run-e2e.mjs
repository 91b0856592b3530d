// Runs the end-to-end suite against the production server that `npm start` runs:
// a fresh database in var/e2e, a real SMTP server (smtp-server) receiving the
// site's mail into var/e2e/inbox, then Playwright in Debian's Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../scripts/lib/free-port.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const varDir = path.join(root, 'var', 'e2e');
const inbox = path.join(varDir, 'inbox');
fs.rmSync(varDir, { recursive: true, force: true });
fs.mkdirSync(inbox, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
      fs.writeFileSync(
        path.join(inbox, `${Date.now()}-${received}.eml`),
        `X-Test-Recipients: ${recipients}\r\n${Buffer.concat(chunks).toString('utf8')}`,
      );
      callback();
    });
  },
});
const smtpPort = await freePort();
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

// The rollout guard judges a canary from 10 loads instead of 200: releases.spec.ts makes that many, not thousands.
// The tests' own rollout commands get the same setting, so that what they print matches what the server does.
// Every browser of the suite connects from 127.0.0.1, one network, and Chromium sends a page's beacon without the
// headers a test could add (X-Forwarded-For through a proxy), so here one network may decide: ROLLOUT_MIN_SOURCES=1
// and ROLLOUT_SOURCE_SHARE=100. Everything else of the guard holds as configured by default: tickets, one report
// per section and ticket, the canary's own run, the baseline and the ceiling. The API tests
// (api/test/rollouts/forged-reports.test.ts) prove the source rules with reports from many networks.
const rolloutSettings = { ROLLOUT_MIN_LOADS: '10', ROLLOUT_MIN_SOURCES: '1', ROLLOUT_SOURCE_SHARE: '100' };

const port = Number(process.env.E2E_PORT ?? (await freePort()));
const baseURL = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, 'api', 'dist', 'server.js')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    VAR_DIR: varDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SITE_URL: baseURL,
    SALES_EMAIL: 'sales@ferrolink.example',
    LOG_LEVEL: 'warn',
    ...rolloutSettings,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const serverLog = fs.createWriteStream(path.join(varDir, 'server.log'));
server.stdout.pipe(serverLog);
server.stderr.pipe(serverLog);

async function waitForServer() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}; see var/e2e/server.log`);
    try {
      const reply = await fetch(`${baseURL}/api/WebSite/CopyRight`);
      if (reply.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not start within 60 s');
}

let exitCode = 1;
try {
  await waitForServer();
  console.log(`e2e: server on ${baseURL}, SMTP on ${smtpPort}`);
  const playwright = spawn(process.execPath, [path.join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', ...process.argv.slice(2)], {
    cwd: here,
    env: { ...process.env, ...rolloutSettings, E2E_BASE_URL: baseURL, E2E_INBOX: inbox, E2E_VAR_DIR: varDir, E2E_ROOT: root },
    stdio: 'inherit',
  });
  exitCode = await new Promise((resolve) => playwright.on('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  server.kill('SIGTERM');
  smtp.close();
}
process.exit(exitCode);
