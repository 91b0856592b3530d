import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { loadConfig } from '../../src/config';
import { parseArgs, runReleaseCli } from '../../src/cli/release';
import { serveFolder, startServer, tempDir, writeRemoteBuild, writeShellBuild } from './fixtures';

const SITE = 'http://localhost:8080';

describe('npm run release: arguments', () => {
  it.each([
    [['--help'], 'Usage: npm run release -- <command>'],
    [[], 'Usage: npm run release -- <command>'],
    [['publish', '--help'], 'Usage: npm run release -- publish <remote>'],
    [['register', 'mf-catalog', '--help'], 'Usage: npm run release -- register <remote> <url-of-remoteEntry.js>'],
  ])('%j prints its usage', (argv, usage) => {
    expect(parseArgs(argv, SITE)).toEqual({ help: expect.stringContaining(usage) });
  });

  it.each([
    [['deploy'], 'unknown command "deploy"; it is publish or register.'],
    [['publish'], 'publish needs a remote: one of mf-catalog, mf-solutions, mf-support, mf-news, mf-account, mf-ops.'],
    [['publish', 'mf-video'], '"mf-video" is not a remote; it is one of mf-catalog, mf-solutions, mf-support, mf-news, mf-account, mf-ops.'],
    [['publish', 'mf-catalog', 'mf-news'], 'publish takes one remote; "mf-news" is one argument too many.'],
    [['publish', 'mf-catalog', '--force'], 'unknown option "--force".'],
    [['register', 'mf-catalog'], "register needs the URL of the release's remoteEntry.js after the remote."],
    [
      ['register', 'mf-catalog', 'cdn.example.com/remoteEntry.js'],
      '"cdn.example.com/remoteEntry.js" is not a URL (e.g. https://cdn.example.com/mf-catalog/1.2.0/remoteEntry.js).',
    ],
    [['register', 'mf-catalog', 'ftp://cdn.example.com/remoteEntry.js'], 'ftp://cdn.example.com/remoteEntry.js is not an http or https URL.'],
    [
      ['register', 'mf-catalog', 'https://cdn.example.com/mf-manifest.json'],
      'https://cdn.example.com/mf-manifest.json is not the URL of a remoteEntry.js.',
    ],
  ])('%j is refused with a sentence', (argv, error) => {
    expect(parseArgs(argv, SITE)).toEqual({ error, usage: expect.stringContaining('Usage: npm run release') });
  });
});

describe('npm run release -- register', () => {
  let t: TestApp;
  let fixtures: string;
  let server: Awaited<ReturnType<typeof startServer>>;
  let shellDir: string;

  beforeAll(async () => {
    t = await createTestApp({}, { seed: false });
    fixtures = tempDir('cli');
    shellDir = writeShellBuild(path.join(fixtures, 'shell'));
    const good = writeRemoteBuild(path.join(fixtures, 'good'), { buildVersion: '1.3.0' });
    const bad = writeRemoteBuild(path.join(fixtures, 'bad'), { exposes: ['ProductCenterPage'] });
    server = await startServer((request, response) =>
      (request.url?.startsWith('/bad/') ? serveFolder(bad, '/bad/') : serveFolder(good, '/good/'))(request, response),
    );
  });
  afterAll(async () => {
    await server.close();
    await t.close();
    fs.rmSync(fixtures, { recursive: true, force: true });
  });

  async function run(argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const config = loadConfig({
      varDir: t.varDir,
      databaseUrl: t.databaseUrl,
      sessionSecret: 'test-secret',
      siteUrl: SITE,
      allowedRemoteOrigins: [server.origin],
    });
    const code = await runReleaseCli(argv, config, { out: (line) => out.push(line), err: (line) => err.push(line) }, { shellDir });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('records a release hosted elsewhere, says what to run next, and records it once', async () => {
    const entry = `${server.origin}/good/remoteEntry.js`;
    const first = await run(['register', 'mf-catalog', entry]);
    expect(first).toMatchObject({ code: 0, err: '' });
    const version = /version: (\S+)/.exec(first.out)?.[1] ?? '';
    expect(version).toMatch(/^1\.3\.0\+[0-9a-f]{8}$/);
    expect(first.out).toBe(
      [
        `Released mf-catalog ${version}.`,
        `  version: ${version}`,
        `  entry:   ${entry}`,
        `Next: npm run rollout -- start mf-catalog ${version}`,
      ].join('\n'),
    );
    const row = await t.app.db.selectFrom('releases').selectAll().where('version', '=', version).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ remote: 'mf-catalog', source: 'url', entry_url: entry, created_by: `cli:${os.userInfo().username}` });

    const again = await run(['register', 'mf-catalog', entry]);
    expect(again.code).toBe(0);
    expect(again.out).toContain(`mf-catalog ${version} is already released with the same content; nothing changed.`);
    expect(await t.app.db.selectFrom('releases').select('version').where('remote', '=', 'mf-catalog').execute()).toHaveLength(1);
  });

  it('exits 1 and names the check when the gate refuses', async () => {
    const refused = await run(['register', 'mf-catalog', `${server.origin}/bad/remoteEntry.js`]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      /^REFUSED by the gate, check "exposes": mf-catalog 1\.0\.0\+[0-9a-f]{8} does not expose ProductListPage, ProductDetailsPage, FeaturedProducts/,
    );
    const foreign = await run(['register', 'mf-catalog', 'https://cdn.elsewhere.example/remoteEntry.js']);
    expect(foreign.code).toBe(1);
    expect(foreign.err).toContain(
      'REFUSED by the gate, check "origin": https://cdn.elsewhere.example/remoteEntry.js is on https://cdn.elsewhere.example',
    );
  });

  it('exits 2 on bad arguments, with the sentence and the usage', async () => {
    const result = await run(['register', 'mf-video', `${server.origin}/good/remoteEntry.js`]);
    expect(result.code).toBe(2);
    expect(result.err).toContain('"mf-video" is not a remote');
    expect(result.err).toContain('Usage: npm run release -- register');
  });
});
