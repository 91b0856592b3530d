import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { loadConfig, REPO_ROOT } from '../../src/config';
import { runReleaseCli } from '../../src/cli/release';
import { packageVersion } from '../../src/services/releases/releases';
import { releaseFolder } from '../../src/services/releases/store';
import { tempDir, writeShellBuild } from './fixtures';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS build scripts without type declarations
const { readRemoteContract } = require(path.join(REPO_ROOT, 'build-tools', 'remote-contract-plugin.cjs')) as {
  readRemoteContract: () => Record<string, string[]>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const { sharedConfig } = require(path.join(REPO_ROOT, 'build-tools', 'federation.cjs')) as {
  sharedConfig: () => Record<string, { version: string; requiredVersion: string; singleton: boolean }>;
};

// The real command on the real repository: webpack builds mf-support (the smallest remote) into a temporary
// folder, and the release lands in a store of the test's own. The shell's side of the gate is made from the
// sources the shell's build makes it from (its contract and the singletons of build-tools/federation.cjs), so
// the test does not depend on shell/dist having been built.
describe('npm run release -- publish, on the real repository', () => {
  let t: TestApp;
  let fixtures: string;

  beforeAll(async () => {
    t = await createTestApp({}, { seed: false });
    fixtures = tempDir('publish');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(fixtures, { recursive: true, force: true });
  });

  it('builds, checks, stores and records mf-support, and the same build again changes nothing', async () => {
    const shared = Object.entries(sharedConfig())
      .filter(([name]) => !name.endsWith('/'))
      .map(([name, entry]) => ({ name, version: entry.version, requiredVersion: entry.requiredVersion, singleton: entry.singleton }));
    const shellDir = writeShellBuild(path.join(fixtures, 'shell'), { shared, contract: readRemoteContract() });
    const config = loadConfig({ varDir: t.varDir, databaseUrl: t.databaseUrl, sessionSecret: 'test-secret', siteUrl: 'http://localhost:8080' });
    const packaged = packageVersion(REPO_ROOT, 'mf-support');
    const dist = path.join(REPO_ROOT, 'mf-support', 'dist', packaged);
    const distState = () => [dist, path.join(dist, 'remoteEntry.js')].map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs);
    const distBefore = distState();

    const publish = async () => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runReleaseCli(
        ['publish', 'mf-support'],
        config,
        { out: (line) => out.push(line), err: (line) => err.push(line) },
        { shellDir },
      );
      return { code, out: out.join('\n'), err: err.join('\n') };
    };

    const first = await publish();
    expect(first.code).toBe(0);
    const version = /^Released mf-support (\S+)\.$/m.exec(first.out)?.[1] ?? '';
    expect(version.startsWith(`${packaged}+`)).toBe(true);
    expect(version).toMatch(/\+[0-9a-f]{8}$/);
    expect(first.out).toContain(`  entry:   http://localhost:8080/remotes/mf-support/${version}/remoteEntry.js`);
    expect(first.out).toContain(`Next: npm run rollout -- start mf-support ${version}`);

    const folder = releaseFolder(config, 'mf-support', version);
    const files = fs.readdirSync(folder);
    expect(files).toEqual(
      expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json', 'remoteEntry.js.br', 'remoteEntry.js.gz', 'remoteEntry.js.map']),
    );
    const row = await t.app.db.selectFrom('releases').selectAll().where('remote', '=', 'mf-support').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ version, source: 'store', created_by: `cli:${os.userInfo().username}` });
    expect(JSON.parse(row.manifest_summary)).toMatchObject({
      name: 'mf_support',
      exposes: ['SupportPage', 'SecurityAdvisoriesPage', 'SecurityAdvisoryPage', 'PartsListCheckPage'],
    });
    // The build that npm start serves is not touched.
    expect(distState()).toEqual(distBefore);

    // webpack builds here are deterministic: a second build of the same source is the same release.
    const second = await publish();
    expect(second.code).toBe(0);
    expect(second.out).toContain(`mf-support ${version} is already released with the same content; nothing changed.`);
  }, 240_000);
});
