import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { hashBuildFolder } from '../../src/services/releases/content-hash';
import { importLocalBuilds, pruneReleases } from '../../src/services/releases/releases';
import { releaseFolder, releasesRoot } from '../../src/services/releases/store';
import { releaseVersion } from '../../src/services/releases/version';
import { tempDir, writeRemoteBuild, writeRepo, writeShellBuild } from './fixtures';

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      info: (line: string) => lines.push(`info ${line}`),
      warn: (line: string) => lines.push(`warn ${line}`),
      error: (line: string) => lines.push(`error ${line}`),
    },
  };
}

describe('importLocalBuilds', () => {
  let t: TestApp;
  let fixtures: string;

  beforeAll(async () => {
    t = await createTestApp({}, { seed: false });
    fixtures = tempDir('import');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(fixtures, { recursive: true, force: true });
  });

  it('puts the build of each remote without a release into the store, once', async () => {
    const repo = writeRepo(path.join(fixtures, 'repo'), {
      'mf-catalog': {},
      'mf-news': { name: 'mf_news', exposes: ['AboutPage', 'NewsListPage', 'NewsContentPage'], packageVersion: '2.1.0' },
      // Built against another shared: refused by the gate, logged, not imported.
      'mf-support': { name: 'mf_support', exposes: ['SupportPage'], shared: [] },
      'mf-account': { built: false },
    });
    const config = { varDir: t.varDir, siteUrl: 'http://localhost:8080', allowedRemoteOrigins: [] };
    const options = {
      repoRoot: repo,
      shellDir: writeShellBuild(path.join(fixtures, 'shell')),
      remotes: ['mf-catalog', 'mf-news', 'mf-support', 'mf-account'],
    };
    const catalogVersion = releaseVersion('1.0.0', (await hashBuildFolder(path.join(repo, 'mf-catalog', 'dist', '1.0.0'))).sha256);
    const newsVersion = releaseVersion('2.1.0', (await hashBuildFolder(path.join(repo, 'mf-news', 'dist', '2.1.0'))).sha256);

    const { log, lines } = recordingLog();
    expect(await importLocalBuilds(t.app.db, config, log, options)).toEqual([
      { remote: 'mf-catalog', version: catalogVersion },
      { remote: 'mf-news', version: newsVersion },
    ]);
    expect(fs.existsSync(path.join(releaseFolder(config, 'mf-news', newsVersion), 'remoteEntry.js'))).toBe(true);
    const rows = await t.app.db.selectFrom('releases').select(['remote', 'version', 'created_by', 'source']).orderBy('remote').execute();
    expect(rows).toEqual([
      { remote: 'mf-catalog', version: catalogVersion, created_by: 'build', source: 'store' },
      { remote: 'mf-news', version: newsVersion, created_by: 'build', source: 'store' },
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^error The build of mf-support .* was not imported: singletons: mf-support 1\.0\.0\+[0-9a-f]{8} does not share @ferrolink\/shared/,
        ),
        expect.stringMatching(/^warn mf-account has no release and no build in .*mf-account\/dist\/1\.0\.0/),
      ]),
    );

    // The remotes that have a release are not looked at again; the others are tried again.
    const again = recordingLog();
    expect(await importLocalBuilds(t.app.db, config, again.log, { ...options, remotes: ['mf-catalog', 'mf-news'] })).toEqual([]);
    expect(again.lines).toEqual([]);
  });
});

describe('pruneReleases', () => {
  let t: TestApp;
  let fixtures: string;
  const DAY = 24 * 60 * 60 * 1000;
  const now = new Date('2026-11-23T12:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp({}, { seed: false });
    fixtures = tempDir('prune');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(fixtures, { recursive: true, force: true });
  });

  it('removes old releases that are not in use and not among the newest 20 of their remote', async () => {
    const config = { varDir: t.varDir };
    const build = writeRemoteBuild(path.join(fixtures, 'build'));
    // 25 releases of mf-catalog, one a day from 60 days ago (the 20 newest run up to 36 days ago: all older than 30),
    // and 3 of mf-news from 40 days ago: few enough to be kept whatever their age.
    const versions: string[] = [];
    const rows = [];
    for (let day = 0; day < 25; day += 1) {
      const version = `1.0.${day}+${day.toString(16).padStart(8, '0')}`;
      versions.push(version);
      fs.cpSync(build, releaseFolder(config, 'mf-catalog', version), { recursive: true });
      rows.push({ remote: 'mf-catalog', version, created_at: new Date(now.getTime() - (60 - day) * DAY).toISOString() });
    }
    for (let n = 0; n < 3; n += 1)
      rows.push({ remote: 'mf-news', version: `1.0.${n}+0000000${n}`, created_at: new Date(now.getTime() - 40 * DAY).toISOString() });
    // A release hosted elsewhere has no folder: only its row goes.
    rows.push({ remote: 'mf-catalog', version: '0.9.0+ffffffff', created_at: new Date(now.getTime() - 90 * DAY).toISOString() });
    await t.app.db
      .insertInto('releases')
      .values(
        rows.map((row) => ({
          ...row,
          entry_url:
            row.version === '0.9.0+ffffffff' ? 'https://cdn.example.com/remoteEntry.js' : `/remotes/${row.remote}/${row.version}/remoteEntry.js`,
          source: row.version === '0.9.0+ffffffff' ? ('url' as const) : ('store' as const),
          content_hash: '0'.repeat(64),
          manifest_summary: '{}',
          created_by: 'cli:tester',
        })),
      )
      .execute();
    // A copy that was interrupted two hours ago is cleared away too.
    const leftover = path.join(releasesRoot(config), 'mf-catalog', '.incoming-1.0.99+00000063-1-abcd');
    fs.mkdirSync(leftover);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(leftover, twoHoursAgo, twoHoursAgo);

    const inUse = versions[1] as string;
    const removed = await pruneReleases(t.app.db, config, { keep: new Set([`mf-catalog@${inUse}`]), keepNewestPerRemote: 20, now });

    // The 5 oldest store releases are beyond the newest 20; the one in use stays.
    const expected = [0, 2, 3, 4].map((day) => versions[day] as string);
    expect(removed.map((release) => release.version).sort()).toEqual([...expected, '0.9.0+ffffffff'].sort());
    expect(removed.find((release) => release.version === '0.9.0+ffffffff')).toEqual({
      remote: 'mf-catalog',
      version: '0.9.0+ffffffff',
      source: 'url',
    });
    for (const version of expected) expect(fs.existsSync(releaseFolder(config, 'mf-catalog', version))).toBe(false);
    expect(fs.existsSync(releaseFolder(config, 'mf-catalog', inUse))).toBe(true);
    const left = await t.app.db.selectFrom('releases').select(['remote', 'version']).execute();
    expect(left).toHaveLength(rows.length - 5);
    expect(fs.readdirSync(path.join(releasesRoot(config), 'mf-catalog')).sort()).toEqual(
      versions.filter((version) => !expected.includes(version)).sort(),
    );

    // Age decides too: with no newest kept, only those older than the window go (mf-news, 40 days, stays).
    const older = await pruneReleases(t.app.db, config, { keep: new Set(), olderThanMs: 45 * DAY, keepNewestPerRemote: 0, now });
    expect(older.map((release) => release.version).sort()).toEqual(
      [1, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((day) => versions[day] as string).sort(),
    );
  });
});
