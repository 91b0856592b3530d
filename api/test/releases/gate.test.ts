import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { checkRelease, type GateOptions, type GateVerdict } from '../../src/services/releases/gate';
import { SHELL_SHARED, serveFolder, startServer, tempDir, writeRemoteBuild, writeShellBuild } from './fixtures';

const shortHash = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 8);

describe('the release gate', () => {
  let fixtures: string;
  let options: GateOptions;
  let good: string;
  const servers: { close: () => Promise<void> }[] = [];

  const serve = async (handler: Parameters<typeof startServer>[0]) => {
    const server = await startServer(handler);
    servers.push(server);
    return server.origin;
  };
  const withOrigins = (...origins: string[]): GateOptions => ({ ...options, config: { ...options.config, allowedRemoteOrigins: origins } });
  const refusal = (verdict: GateVerdict) => (verdict.ok ? { ok: true } : { check: verdict.check, message: verdict.message });

  beforeAll(() => {
    fixtures = tempDir('gate');
    options = { config: { siteUrl: 'http://localhost:8080', allowedRemoteOrigins: [] }, shellDir: writeShellBuild(path.join(fixtures, 'shell')) };
    good = writeRemoteBuild(path.join(fixtures, 'good'), { buildVersion: '1.2.0' });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    fs.rmSync(fixtures, { recursive: true, force: true });
  });

  it('passes a build in a folder that meets every check', async () => {
    const verdict = await checkRelease({ source: 'store', remote: 'mf-catalog', version: '1.0.0+0a1b2c3d', dir: good }, options);
    expect(verdict).toMatchObject({ ok: true, version: '1.0.0+0a1b2c3d', entryUrl: '/remotes/mf-catalog/1.0.0+0a1b2c3d/remoteEntry.js' });
  });

  it('passes a release on an allowed origin, versioned by its manifest', async () => {
    const origin = await serve(serveFolder(good, '/cdn/mf-catalog/'));
    const entryUrl = `${origin}/cdn/mf-catalog/remoteEntry.js`;
    const verdict = await checkRelease({ source: 'url', remote: 'mf-catalog', entryUrl }, withOrigins(origin));
    expect(verdict).toMatchObject({ ok: true, remote: 'mf-catalog', entryUrl, version: `1.2.0+${shortHash(path.join(good, 'mf-manifest.json'))}` });
  });

  it('(a) refuses an origin that is neither this site nor listed in ALLOWED_REMOTE_ORIGINS', async () => {
    const origin = await serve(serveFolder(good, '/'));
    const verdict = await checkRelease(
      { source: 'url', remote: 'mf-catalog', entryUrl: `${origin}/remoteEntry.js` },
      withOrigins('https://cdn.example.com'),
    );
    expect(refusal(verdict)).toEqual({
      check: 'origin',
      message: `${origin}/remoteEntry.js is on ${origin}, which is neither this site (http://localhost:8080) nor listed in ALLOWED_REMOTE_ORIGINS (https://cdn.example.com).`,
    });
  });

  it('(b) refuses an entry that answers 404, naming the URL and the rule, not the status', async () => {
    const origin = await serve(serveFolder(good, '/', ['/remoteEntry.js']));
    const verdict = await checkRelease({ source: 'url', remote: 'mf-catalog', entryUrl: `${origin}/remoteEntry.js` }, withOrigins(origin));
    expect(refusal(verdict)).toEqual({ check: 'reachable', message: `${origin}/remoteEntry.js did not answer 200.` });
  });

  it('(b) refuses a manifest that answers with a redirect, without following it or repeating where it leads', async () => {
    let followed = false;
    const elsewhere = await serve((_request, response) => {
      followed = true;
      response.writeHead(200).end('{}');
    });
    const origin = await serve((request, response) => {
      if (request.url?.endsWith('mf-manifest.json')) response.writeHead(302, { location: `${elsewhere}/mf-manifest.json` }).end();
      else serveFolder(good, '/')(request, response);
    });
    const verdict = await checkRelease({ source: 'url', remote: 'mf-catalog', entryUrl: `${origin}/remoteEntry.js` }, withOrigins(origin));
    expect(refusal(verdict)).toEqual({ check: 'reachable', message: `${origin}/mf-manifest.json did not answer 200.` });
    expect(followed).toBe(false);
  });

  it('(b) refuses a host that refuses the connection without repeating the network error', async () => {
    // A port that was just free: nothing listens on it.
    const closed = await startServer(() => undefined);
    await closed.close();
    const verdict = await checkRelease(
      { source: 'url', remote: 'mf-catalog', entryUrl: `${closed.origin}/remoteEntry.js` },
      withOrigins(closed.origin),
    );
    expect(refusal(verdict)).toEqual({ check: 'reachable', message: `${closed.origin}/remoteEntry.js could not be reached.` });
  });

  it('(b) refuses a build folder without its remoteEntry.js', async () => {
    const dir = writeRemoteBuild(path.join(fixtures, 'no-entry'), { withoutEntry: true });
    const verdict = await checkRelease({ source: 'store', remote: 'mf-catalog', version: '1.0.0+0a1b2c3d', dir }, options);
    expect(refusal(verdict)).toMatchObject({
      check: 'reachable',
      message: expect.stringContaining('mf-catalog 1.0.0+0a1b2c3d has no remoteEntry.js'),
    });
  });

  it('(b) refuses a server that never answers, within the time limit it is given', async () => {
    const origin = await serve(() => undefined);
    const verdict = await checkRelease(
      { source: 'url', remote: 'mf-catalog', entryUrl: `${origin}/remoteEntry.js` },
      { ...withOrigins(origin), timeoutMs: 300 },
    );
    expect(refusal(verdict)).toEqual({ check: 'reachable', message: `${origin}/remoteEntry.js did not answer within 0.3 s.` });
  });

  it('(c) refuses a release that does not expose a module the shell mounts', async () => {
    const dir = writeRemoteBuild(path.join(fixtures, 'no-widget'), { exposes: ['ProductCenterPage', 'ProductListPage', 'ProductDetailsPage'] });
    const verdict = await checkRelease({ source: 'store', remote: 'mf-catalog', version: '1.0.0+0a1b2c3d', dir }, options);
    expect(refusal(verdict)).toEqual({
      check: 'exposes',
      message:
        'mf-catalog 1.0.0+0a1b2c3d does not expose FeaturedProducts, which the shell mounts from mf-catalog (it exposes ProductCenterPage, ProductListPage, ProductDetailsPage).',
    });
  });

  it('(d) refuses a release built against another @ferrolink/shared, naming both versions', async () => {
    const shared = SHELL_SHARED.map((entry) =>
      entry.name === '@ferrolink/shared' ? { ...entry, version: '1.1.0', requiredVersion: '1.1.0' } : entry,
    );
    const dir = writeRemoteBuild(path.join(fixtures, 'newer-shared'), { shared });
    const origin = await serve(serveFolder(dir, '/'));
    const verdict = await checkRelease({ source: 'url', remote: 'mf-catalog', entryUrl: `${origin}/remoteEntry.js` }, withOrigins(origin));
    const version = `1.0.0+${shortHash(path.join(dir, 'mf-manifest.json'))}`;
    expect(refusal(verdict)).toEqual({
      check: 'singletons',
      message: `mf-catalog ${version} was built against @ferrolink/shared 1.1.0; the shell runs @ferrolink/shared 1.0.0.`,
    });
  });

  it('(d) refuses a release that bundles its own react instead of sharing it', async () => {
    const dir = writeRemoteBuild(path.join(fixtures, 'own-react'), { shared: SHELL_SHARED.filter((entry) => entry.name !== 'react') });
    const verdict = await checkRelease({ source: 'store', remote: 'mf-catalog', version: '1.0.0+0a1b2c3d', dir }, options);
    expect(refusal(verdict)).toEqual({
      check: 'singletons',
      message: "mf-catalog 1.0.0+0a1b2c3d does not share react, so it would bundle a second copy beside the shell's react 19.3.1.",
    });
  });

  it("refuses a build of another remote, and a remote the shell's build does not mount", async () => {
    const news = writeRemoteBuild(path.join(fixtures, 'news'), { name: 'mf_news' });
    expect(refusal(await checkRelease({ source: 'store', remote: 'mf-catalog', version: '1.0.0+0a1b2c3d', dir: news }, options))).toEqual({
      check: 'manifest',
      message: 'The mf-manifest.json of mf-catalog 1.0.0+0a1b2c3d is a build of mf_news, not of mf_catalog (mf-catalog).',
    });
    expect(refusal(await checkRelease({ source: 'store', remote: 'mf-video', version: '1.0.0+0a1b2c3d', dir: good }, options))).toMatchObject({
      check: 'shell',
      message: expect.stringContaining('The shell\'s build mounts nothing from "mf-video"'),
    });
  });

  it("refuses everything while the shell's build is missing", async () => {
    const verdict = await checkRelease(
      { source: 'store', remote: 'mf-catalog', version: '1.0.0+0a1b2c3d', dir: good },
      { ...options, shellDir: path.join(fixtures, 'nowhere') },
    );
    expect(refusal(verdict)).toMatchObject({ check: 'shell', message: expect.stringContaining('build the shell first (npm run build)') });
  });
});
