import fs from 'node:fs';
import path from 'node:path';
import { checkRelease, type GateOptions, type GateVerdict } from '../../src/services/releases/gate';
import { SERVER_SHARED, serveFolder, startServer, tempDir, writeRemoteBuild, writeShellBuild, type ServerBuildOptions } from './fixtures';

// The gate's check (e): a release in a folder may carry a server build in server/, which the server loads to
// render the release's sections. A broken one is refused with its own check; none at all passes.

describe("the release gate on a release's server build", () => {
  let fixtures: string;
  let options: GateOptions;
  let count = 0;
  const version = '1.0.0+0a1b2c3d';
  const label = `mf-catalog ${version}`;

  const refusal = (verdict: GateVerdict) => (verdict.ok ? { ok: true } : { check: verdict.check, message: verdict.message });
  const judge = (server: ServerBuildOptions | undefined) => {
    count += 1;
    const dir = writeRemoteBuild(path.join(fixtures, `build-${count}`), server ? { server } : {});
    return checkRelease({ source: 'store', remote: 'mf-catalog', version, dir }, options);
  };

  beforeAll(() => {
    fixtures = tempDir('server-gate');
    options = { config: { siteUrl: 'http://localhost:8080', allowedRemoteOrigins: [] }, shellDir: writeShellBuild(path.join(fixtures, 'shell')) };
  });
  afterAll(() => fs.rmSync(fixtures, { recursive: true, force: true }));

  it('refuses a server build that misses a module the shell mounts; the release passes with a complete one or none', async () => {
    expect(refusal(await judge({ exposes: ['ProductCenterPage', 'ProductListPage', 'ProductDetailsPage'] }))).toEqual({
      check: 'server',
      message: `The server build of ${label} does not expose FeaturedProducts, which the shell mounts from mf-catalog (it exposes ProductCenterPage, ProductListPage, ProductDetailsPage).`,
    });
    expect(await judge({})).toMatchObject({ ok: true, version });
    // No server/ at all: its sections are drawn in the browser, as before server builds.
    expect(await judge(undefined)).toMatchObject({ ok: true, version });
  });

  it('does not judge files beside a release registered by URL: the server renders only releases of its store', async () => {
    const dir = writeRemoteBuild(path.join(fixtures, 'hosted'), { server: { exposes: [] } });
    expect(refusal(await checkRelease({ source: 'store', remote: 'mf-catalog', version, dir }, options))).toMatchObject({ check: 'server' });
    const server = await startServer(serveFolder(dir, '/'));
    try {
      const verdict = await checkRelease(
        { source: 'url', remote: 'mf-catalog', entryUrl: `${server.origin}/remoteEntry.js` },
        { ...options, config: { ...options.config, allowedRemoteOrigins: [server.origin] } },
      );
      expect(verdict).toMatchObject({ ok: true });
    } finally {
      await server.close();
    }
  });

  it('refuses a server build whose entry file is missing, or whose folder has no manifest', async () => {
    expect(refusal(await judge({ withoutEntry: true }))).toEqual({
      check: 'server',
      message: `The server build of ${label} names server/remote-server.js as its entry, but there is no such file.`,
    });
    expect(refusal(await judge({ withoutManifest: true }))).toEqual({
      check: 'server',
      message: `${label} has a server/ folder without server/server-manifest.json, so its server build cannot be loaded; build it again, or leave server/ out to have it drawn in the browser.`,
    });
  });

  it('refuses a server build compiled against another react, or one that keeps its own zustand', async () => {
    expect(refusal(await judge({ shared: { ...SERVER_SHARED, react: '19.4.0' } }))).toEqual({
      check: 'server',
      message: `The server build of ${label} was compiled against react 19.4.0; the shell runs react 19.3.1.`,
    });
    const { zustand: _zustand, ...withoutZustand } = SERVER_SHARED;
    expect(refusal(await judge({ shared: withoutZustand }))).toEqual({
      check: 'server',
      message: `The server build of ${label} does not leave zustand to its host (server/server-manifest.json does not name it), so it would run its own copy beside the shell's zustand 5.1.0.`,
    });
  });

  it('refuses a server manifest that is not JSON, or names an entry outside the server folder', async () => {
    expect(refusal(await judge({ manifestText: '{ "entry": ' }))).toEqual({
      check: 'server',
      message: `The server/server-manifest.json of ${label} is not JSON.`,
    });
    const outside = JSON.stringify({ entry: '../remoteEntry.js', exposes: ['ProductCenterPage'], shared: SERVER_SHARED });
    expect(refusal(await judge({ manifestText: outside }))).toEqual({
      check: 'server',
      message: `The server/server-manifest.json of ${label} gives "../remoteEntry.js" as its entry, which is not a .js file inside the server folder.`,
    });
    const prefixed = JSON.stringify({ entry: 'remote-server.js', exposes: ['./ProductCenterPage'], shared: SERVER_SHARED });
    expect(refusal(await judge({ manifestText: prefixed }))).toEqual({
      check: 'server',
      message: `The server/server-manifest.json of ${label} has no list of exposed module names (e.g. ["ProductCenterPage"]).`,
    });
  });
});
