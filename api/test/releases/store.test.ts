import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { hashBuildFolder } from '../../src/services/releases/content-hash';
import { releaseBuildFolder, type ReleaseContext } from '../../src/services/releases/releases';
import { putInStore, ReleaseConflictError, releaseFolder, releasesRoot } from '../../src/services/releases/store';
import { releaseVersion } from '../../src/services/releases/version';
import { tempDir, writeRemoteBuild, writeRepo, writeShellBuild } from './fixtures';

describe('the release store', () => {
  let t: TestApp;
  let fixtures: string;
  let context: ReleaseContext;

  beforeAll(async () => {
    t = await createTestApp({}, { seed: false });
    fixtures = tempDir('store');
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

  it('stores and records a build once; the same build again changes nothing', async () => {
    const build = writeRemoteBuild(path.join(fixtures, 'build-a'));
    const { sha256 } = await hashBuildFolder(build);
    const version = releaseVersion('1.0.0', sha256);

    const first = await releaseBuildFolder('mf-catalog', build, context);
    expect(first).toEqual({ status: 'recorded', remote: 'mf-catalog', version, entryUrl: `/remotes/mf-catalog/${version}/remoteEntry.js` });
    const folder = releaseFolder(context.config, 'mf-catalog', version);
    // Everything of the build is kept, maps and precompressed files included.
    expect(fs.readdirSync(folder).sort()).toEqual(fs.readdirSync(build).sort());
    expect(fs.readFileSync(path.join(folder, '971.338d4204.js.map'), 'utf8')).toContain('sourcesContent');

    const again = await releaseBuildFolder('mf-catalog', build, context);
    expect(again).toEqual({ ...first, status: 'unchanged' });
    const rows = await t.app.db.selectFrom('releases').selectAll().where('remote', '=', 'mf-catalog').execute();
    expect(rows).toEqual([
      expect.objectContaining({
        version,
        source: 'store',
        content_hash: sha256,
        created_by: 'cli:tester',
        entry_url: `/remotes/mf-catalog/${version}/remoteEntry.js`,
      }),
    ]);
    expect(JSON.parse(rows[0]?.manifest_summary ?? '{}')).toMatchObject({
      name: 'mf_catalog',
      buildVersion: '1.0.0',
      exposes: expect.arrayContaining(['FeaturedProducts']),
    });
    // No temporary folder is left beside the release.
    expect(fs.readdirSync(path.join(releasesRoot(context.config), 'mf-catalog'))).toEqual([version]);
  });

  it('refuses a version whose folder exists with other content, and changes nothing', async () => {
    const build = writeRemoteBuild(path.join(fixtures, 'build-b'), { chunk: 'console.log("b");\n' });
    const { sha256 } = await hashBuildFolder(build);
    const version = releaseVersion('1.0.0', sha256);
    // Another build already sits under that version's name (as a prefix collision or a hand-made folder would).
    const squatter = writeRemoteBuild(path.join(fixtures, 'squatter'), { chunk: 'console.log("other");\n' });
    const folder = releaseFolder(context.config, 'mf-catalog', version);
    fs.cpSync(squatter, folder, { recursive: true });

    const outcome = await releaseBuildFolder('mf-catalog', build, context);
    expect(outcome).toMatchObject({ status: 'refused', check: 'conflict', version });
    expect(outcome.status === 'refused' && outcome.message).toContain('already holds a different build of mf-catalog');
    expect(fs.readFileSync(path.join(folder, '971.338d4204.js'), 'utf8')).toBe('console.log("other");\n');
    expect(await t.app.db.selectFrom('releases').select('version').where('version', '=', version).execute()).toEqual([]);
    await expect(putInStore(context.config, 'mf-catalog', version, build, sha256)).rejects.toBeInstanceOf(ReleaseConflictError);
  });

  it('refuses a version recorded with other content', async () => {
    const build = writeRemoteBuild(path.join(fixtures, 'build-c'), { chunk: 'console.log("c");\n' });
    const version = releaseVersion('1.0.0', (await hashBuildFolder(build)).sha256);
    await t.app.db
      .insertInto('releases')
      .values({
        remote: 'mf-catalog',
        version,
        entry_url: `/remotes/mf-catalog/${version}/remoteEntry.js`,
        source: 'store',
        content_hash: 'f'.repeat(64),
        manifest_summary: '{}',
        created_at: new Date().toISOString(),
        created_by: 'cli:someone',
      })
      .execute();
    expect(await releaseBuildFolder('mf-catalog', build, context)).toMatchObject({ status: 'refused', check: 'conflict' });
    expect(fs.existsSync(releaseFolder(context.config, 'mf-catalog', version))).toBe(false);
  });

  it('stores nothing that the gate refuses', async () => {
    const build = writeRemoteBuild(path.join(fixtures, 'build-d'), { exposes: ['ProductCenterPage'] });
    const version = releaseVersion('1.0.0', (await hashBuildFolder(build)).sha256);
    expect(await releaseBuildFolder('mf-catalog', build, context)).toMatchObject({ status: 'refused', check: 'exposes', version });
    expect(fs.existsSync(releaseFolder(context.config, 'mf-catalog', version))).toBe(false);
  });

  it('never makes a path of a name that is not a remote or a version', () => {
    expect(() => releaseFolder(context.config, '../mf-catalog', '1.0.0+3f9a0c12')).toThrow("is not a remote's folder name");
    expect(() => releaseFolder(context.config, 'mf-catalog', '..')).toThrow('is not a release version');
    expect(() => releaseFolder(context.config, 'mf-catalog', '.incoming-1.0.0+3f9a0c12')).toThrow('is not a release version');
  });
});
