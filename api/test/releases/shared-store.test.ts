import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { pruneReleases, releaseBuildFolder } from '../../src/services/releases/releases';
import { materializeRelease, ReleaseFilesError } from '../../src/services/releases/shared-store';
import { releaseFolder } from '../../src/services/releases/store';
import { seedRollout } from '../../src/services/rollouts/rollout-repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { tempDir, writeRemoteBuild, writeShellBuild } from './fixtures';

// Two machines, one database: a release published on one (its own VAR_DIR) is served by the other, which has no
// shared disk, from the release's files in the database, checked file by file and against the content hash.

let machineA: TestApp;
let machineB: FastifyInstance;
let varDirB: string;
let fixtures: string;

beforeEach(async () => {
  machineA = await createTestApp({ serveStatic: true, seedReleases: false, rolloutController: false }, { seed: false });
  varDirB = tempDir('machine-b');
  fixtures = tempDir('shared-store');
  machineB = await buildApp({ logger: false, config: { ...machineA.app.config, varDir: varDirB } });
  await machineB.ready();
});
afterEach(async () => {
  await machineB.close();
  await machineA.close();
  fs.rmSync(varDirB, { recursive: true, force: true });
  fs.rmSync(fixtures, { recursive: true, force: true });
});

/** Publishes a fixture build of mf-news from machine A, as `npm run release -- publish` does after its build. */
async function publishOnA(chunk = 'first'): Promise<string> {
  const build = writeRemoteBuild(path.join(fixtures, `build-${chunk}`), {
    name: 'mf_news',
    exposes: ['AboutPage', 'NewsListPage', 'NewsContentPage'],
    chunk,
  });
  const script = `console.log(${JSON.stringify(chunk.repeat(3000))});\n`;
  fs.writeFileSync(path.join(build, '971.338d4204.js'), script);
  fs.writeFileSync(path.join(build, '971.338d4204.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(build, '971.338d4204.js.map'), '{"version":3}');
  const outcome = await releaseBuildFolder('mf-news', build, {
    db: machineA.app.db,
    config: machineA.app.config,
    createdBy: 'test',
    shellDir: writeShellBuild(path.join(fixtures, 'shell')),
  });
  if (outcome.status === 'refused') throw new Error(outcome.message);
  return outcome.version;
}

const getFrom = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('a release store shared by machines through the database', () => {
  it('serves a release published on another machine, byte for byte, without its source maps', async () => {
    const version = await publishOnA();
    expect(fs.existsSync(releaseFolder({ varDir: varDirB }, 'mf-news', version))).toBe(false);
    await machineB.refreshRollout();

    const entry = await getFrom(machineB, `/remotes/mf-news/${version}/remoteEntry.js`);
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe(fs.readFileSync(path.join(releaseFolder({ varDir: machineA.varDir }, 'mf-news', version), 'remoteEntry.js'), 'utf8'));
    const chunk = await getFrom(machineB, `/remotes/mf-news/${version}/971.338d4204.js`, { 'accept-encoding': 'br' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(chunk.rawPayload).toString()).toContain('firstfirst');
    // Maps stay on the machine that built the release: never served, never copied.
    expect(fs.existsSync(path.join(releaseFolder({ varDir: varDirB }, 'mf-news', version), '971.338d4204.js.map'))).toBe(false);
  });

  it('writes a release in use into its store as soon as it reads the rollout state, before any request', async () => {
    const version = await publishOnA();
    await seedRollout(machineA.app.db, 'mf-news', version, '2026-11-26T10:00:00.000Z', 'test');
    await machineB.refreshRollout();
    const folder = releaseFolder({ varDir: varDirB }, 'mf-news', version);
    for (let waited = 0; !fs.existsSync(folder) && waited < 2000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fs.existsSync(path.join(folder, 'remoteEntry.js'))).toBe(true);
  });

  it('refuses files that do not match their hash, and writes nothing', async () => {
    const version = await publishOnA();
    await machineA.app.db
      .updateTable('release_files')
      .set({ content: Buffer.from('console.log("not what was published");\n') })
      .where('remote', '=', 'mf-news')
      .where('version', '=', version)
      .where('path', '=', 'remoteEntry.js')
      .execute();
    const release = {
      remote: 'mf-news',
      version,
      contentHash: (await machineA.app.db.selectFrom('releases').select('content_hash').where('version', '=', version).executeTakeFirstOrThrow())
        .content_hash,
    };
    await expect(materializeRelease(machineB.db, { varDir: varDirB }, release)).rejects.toThrow(ReleaseFilesError);
    await machineB.refreshRollout();
    expect((await getFrom(machineB, `/remotes/mf-news/${version}/remoteEntry.js`)).statusCode).toBe(404);
    expect(fs.existsSync(releaseFolder({ varDir: varDirB }, 'mf-news', version))).toBe(false);
  });

  it("answers 404 for a release nobody published, and prunes a release's files with it", async () => {
    expect((await getFrom(machineB, '/remotes/mf-news/9.9.9+deadbeef/remoteEntry.js')).statusCode).toBe(404);
    const version = await publishOnA();
    const files = () => machineA.app.db.selectFrom('release_files').select('path').where('version', '=', version).execute();
    expect((await files()).map((row) => row.path)).toEqual(expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json', '971.338d4204.js.br']));
    await pruneReleases(machineA.app.db, machineA.app.config, {
      keep: new Set(),
      olderThanMs: 0,
      keepNewestPerRemote: 0,
      now: new Date(Date.now() + 1000),
    });
    expect(await files()).toEqual([]);
  });

  it('goes on reading the rollout state when a stored release has a name that is no store folder', async () => {
    await machineA.app.db
      .insertInto('releases')
      .values({
        remote: 'mf-news',
        version: 'not-a-version',
        entry_url: '/remotes/mf-news/not-a-version/remoteEntry.js',
        source: 'store',
        content_hash: 'x',
        manifest_summary: '{}',
        created_at: new Date().toISOString(),
        created_by: 'test',
      })
      .execute();
    await seedRollout(machineA.app.db, 'mf-news', 'not-a-version', '2026-11-26T10:00:00.000Z', 'test');
    await machineB.refreshRollout();
    expect(machineB.rollout().states.get('mf-news')?.stableVersion).toBe('not-a-version');
  });
});
