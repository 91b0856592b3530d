import fs from 'node:fs';
import path from 'node:path';
import { hashBuildFolder } from '../../src/services/releases/content-hash';
import { serverBuildOf } from '../../src/services/releases';
import { importLocalBuilds, pruneReleases, releaseBuildFolder, type ReleaseContext } from '../../src/services/releases/releases';
import { materializeRelease } from '../../src/services/releases/shared-store';
import { releaseFolder } from '../../src/services/releases/store';
import { releaseVersion } from '../../src/services/releases/version';
import { listReleases } from '../../src/services/rollouts/rollout-operations';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { CATALOG_MODULES, tempDir, writeRemoteBuild, writeRepo, writeShellBuild } from './fixtures';

// A release's server build lives in its folder, under server/, beside the browser build: stored, hashed, shared
// between machines and removed with it, and found by the server renderer through serverBuildOf.

describe('server builds in the release store', () => {
  let t: TestApp;
  let fixtures: string;
  let context: ReleaseContext;

  const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const release = async (dir: string) => {
    const outcome = await releaseBuildFolder('mf-catalog', dir, context);
    if (outcome.status === 'refused') throw new Error(outcome.message);
    return outcome.version;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { seed: false });
    fixtures = tempDir('server-build');
    writeRepo(path.join(fixtures, 'repo'), { 'mf-catalog': { built: false } });
    context = {
      db: t.app.db,
      config: { varDir: t.varDir, siteUrl: 'http://localhost:8080', allowedRemoteOrigins: [] },
      createdBy: 'cli:tester',
      repoRoot: path.join(fixtures, 'repo'),
      shellDir: writeShellBuild(path.join(fixtures, 'shell')),
    };
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(fixtures, { recursive: true, force: true });
  });

  it("stores the server build with the release, and serverBuildOf finds its entry in the store's copy", async () => {
    const build = writeRemoteBuild(path.join(fixtures, 'with-server'), { server: { code: 'module.exports = { exposes: {} }; // a\n' } });
    const version = await release(build);
    const folder = releaseFolder(context.config, 'mf-catalog', version);
    expect(fs.readdirSync(path.join(folder, 'server')).sort()).toEqual(['remote-server.js', 'remote-server.js.map', 'server-manifest.json']);

    const found = serverBuildOf(context.config, 'mf-catalog', version);
    expect(found).toEqual({ entryFile: path.join(folder, 'server', 'remote-server.js'), exposes: CATALOG_MODULES });
    // The copy in the store, not the build it came from: the build folder may be rebuilt or removed.
    fs.rmSync(build, { recursive: true, force: true });
    expect(fs.readFileSync(found?.entryFile ?? '', 'utf8')).toBe('module.exports = { exposes: {} }; // a\n');
  });

  it('gives a release whose server build alone changed a version of its own, each with its own entry', async () => {
    const first = writeRemoteBuild(path.join(fixtures, 'server-a'), { server: { code: 'module.exports = { exposes: {} }; // one\n' } });
    const second = writeRemoteBuild(path.join(fixtures, 'server-b'), { server: { code: 'module.exports = { exposes: {} }; // two\n' } });
    const hashes = [(await hashBuildFolder(first)).sha256, (await hashBuildFolder(second)).sha256];
    expect(hashes[0]).not.toBe(hashes[1]);
    const versions = [await release(first), await release(second)];
    expect(versions).toEqual([releaseVersion('1.0.0', hashes[0] ?? ''), releaseVersion('1.0.0', hashes[1] ?? '')]);
    const entries = versions.map((version) => fs.readFileSync(serverBuildOf(context.config, 'mf-catalog', version)?.entryFile ?? '', 'utf8'));
    expect(entries).toEqual(['module.exports = { exposes: {} }; // one\n', 'module.exports = { exposes: {} }; // two\n']);
  });

  it('stores nothing of a release whose server build the gate refuses', async () => {
    const build = writeRemoteBuild(path.join(fixtures, 'server-missing-module'), { server: { exposes: ['ProductCenterPage'] } });
    const version = releaseVersion('1.0.0', (await hashBuildFolder(build)).sha256);
    expect(await releaseBuildFolder('mf-catalog', build, context)).toMatchObject({ status: 'refused', check: 'server', version });
    expect(fs.existsSync(releaseFolder(context.config, 'mf-catalog', version))).toBe(false);
    expect(serverBuildOf(context.config, 'mf-catalog', version)).toBeUndefined();
  });

  it('answers undefined for a release without a server build, a release not in the store, and names that are no release', async () => {
    const version = await release(writeRemoteBuild(path.join(fixtures, 'browser-only'), { chunk: 'console.log("browser only");\n' }));
    expect(fs.existsSync(releaseFolder(context.config, 'mf-catalog', version))).toBe(true);
    expect(serverBuildOf(context.config, 'mf-catalog', version)).toBeUndefined();
    // A release registered by URL has a version but no folder in the store.
    expect(serverBuildOf(context.config, 'mf-catalog', '1.0.0+ffffffff')).toBeUndefined();
    expect(serverBuildOf(context.config, '../mf-catalog', version)).toBeUndefined();
    expect(serverBuildOf(context.config, 'mf-catalog', '../../etc')).toBeUndefined();
  });

  it('records which releases have a server build, and the release list says so', async () => {
    const withServer = await release(writeRemoteBuild(path.join(fixtures, 'listed-server'), { chunk: 'console.log("listed");\n', server: {} }));
    const browserOnly = await release(writeRemoteBuild(path.join(fixtures, 'listed-browser'), { chunk: 'console.log("listed");\n' }));
    const summaries = await t.app.db
      .selectFrom('releases')
      .select(['version', 'manifest_summary'])
      .where('version', 'in', [withServer, browserOnly])
      .execute();
    const summaryOf = (version: string) =>
      JSON.parse(summaries.find((row) => row.version === version)?.manifest_summary ?? '{}') as Record<string, unknown>;
    expect(summaryOf(withServer).serverExposes).toEqual(CATALOG_MODULES);
    expect(summaryOf(browserOnly)).not.toHaveProperty('serverExposes');
    const listed = await listReleases(t.app.db, 'mf-catalog');
    expect(listed.find((row) => row.version === withServer)).toMatchObject({ serverBuild: true });
    expect(listed.find((row) => row.version === browserOnly)).toMatchObject({ serverBuild: false });
  });

  it("reads a release's folder once: a release is immutable", async () => {
    const version = await release(writeRemoteBuild(path.join(fixtures, 'read-once'), { server: { code: '// read once\n' } }));
    const first = serverBuildOf(context.config, 'mf-catalog', version);
    expect(first).toBeDefined();
    fs.rmSync(path.join(releaseFolder(context.config, 'mf-catalog', version), 'server', 'server-manifest.json'));
    expect(serverBuildOf(context.config, 'mf-catalog', version)).toEqual(first);
  });

  it('imports a local build with its server build, and pruning removes the server build with the release', async () => {
    const repo = writeRepo(path.join(fixtures, 'import-repo'), {
      'mf-news': { name: 'mf_news', exposes: ['AboutPage', 'NewsListPage', 'NewsContentPage'], server: {} },
    });
    const [imported] = await importLocalBuilds(t.app.db, context.config, silent, {
      repoRoot: repo,
      shellDir: context.shellDir,
      remotes: ['mf-news'],
    });
    const version = imported?.version ?? '';
    const folder = releaseFolder(context.config, 'mf-news', version);
    expect(serverBuildOf(context.config, 'mf-news', version)).toEqual({
      entryFile: path.join(folder, 'server', 'remote-server.js'),
      exposes: ['AboutPage', 'NewsListPage', 'NewsContentPage'],
    });
    const removed = await pruneReleases(t.app.db, context.config, {
      keep: new Set(),
      olderThanMs: 0,
      keepNewestPerRemote: 0,
      now: new Date(Date.now() + 1000),
    });
    expect(removed).toContainEqual({ remote: 'mf-news', version, source: 'store' });
    expect(fs.existsSync(folder)).toBe(false);
  });

  describe('on another machine of the same database', () => {
    // Its own VAR_DIR, the same database: what another machine of a cluster has.
    let varDirB: string;
    beforeAll(() => {
      varDirB = tempDir('server-build-b');
    });
    afterAll(() => fs.rmSync(varDirB, { recursive: true, force: true }));

    it('writes the server build from the database, and serverBuildOf finds it once the folder is there', async () => {
      const build = writeRemoteBuild(path.join(fixtures, 'shared'), { server: { code: '// on machine A\n' } });
      const { sha256 } = await hashBuildFolder(build);
      const version = await release(build);
      const configB = { varDir: varDirB };
      // Not on this machine yet: no answer, and none remembered.
      expect(serverBuildOf(configB, 'mf-catalog', version)).toBeUndefined();
      expect(await materializeRelease(t.app.db, configB, { remote: 'mf-catalog', version, contentHash: sha256 })).toBe('written');
      const found = serverBuildOf(configB, 'mf-catalog', version);
      expect(found?.entryFile).toBe(path.join(releaseFolder(configB, 'mf-catalog', version), 'server', 'remote-server.js'));
      expect(fs.readFileSync(found?.entryFile ?? '', 'utf8')).toBe('// on machine A\n');
      // Source maps are never served, so they are not kept in the database, the server build's neither.
      expect(fs.existsSync(`${found?.entryFile ?? ''}.map`)).toBe(false);
    });
  });
});
