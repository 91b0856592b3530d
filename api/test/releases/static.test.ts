import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { releaseFolder, releasesRoot } from '../../src/services/releases/store';
import { writeRemoteBuild } from './fixtures';

describe('serving the release store at /remotes/', () => {
  let t: TestApp;
  const version = '1.0.0+0a1b2c3d';
  let folder: string;

  beforeAll(async () => {
    t = await createTestApp({ serveStatic: true, seedReleases: false, rolloutController: false }, { seed: false });
    folder = writeRemoteBuild(releaseFolder({ varDir: t.varDir }, 'mf-catalog', version));
    const chunk = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
    fs.writeFileSync(path.join(folder, '971.338d4204.js'), chunk);
    fs.writeFileSync(path.join(folder, '971.338d4204.js.br'), zlib.brotliCompressSync(chunk));
    // A folder being copied in: never served, even with a complete-looking file inside.
    const incoming = path.join(releasesRoot({ varDir: t.varDir }), 'mf-catalog', `.incoming-${version}-1-abcd`);
    fs.mkdirSync(incoming, { recursive: true });
    fs.writeFileSync(path.join(incoming, 'remoteEntry.js'), 'half');
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves a stored release, its entry revalidated and its hashed chunks immutable', async () => {
    const entry = await get(`/remotes/mf-catalog/${version}/remoteEntry.js`);
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toContain('var mf_catalog;');
    expect(entry.headers['cache-control']).toBe('no-cache');

    const manifest = await get(`/remotes/mf-catalog/${version}/mf-manifest.json`);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');

    const chunk = await get(`/remotes/mf-catalog/${version}/971.338d4204.js`, { 'accept-encoding': 'br' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(chunk.rawPayload).toString()).toContain('xxxx');

    expect((await get(`/remotes/mf-catalog/${version}/assets/logo.0a1b2c3d.svg`)).statusCode).toBe(200);
  });

  it('refuses its source maps', async () => {
    for (const file of ['971.338d4204.js.map', '971.338d4204.JS.MAP']) {
      const reply = await get(`/remotes/mf-catalog/${version}/${file}`);
      expect({ file, status: reply.statusCode }).toEqual({ file, status: 404 });
      expect(reply.body).not.toContain('sourcesContent');
    }
  });

  it('serves nothing that is not a file of a stored release', async () => {
    const answers: Record<string, number> = {};
    const urls = [
      `/remotes/mf-catalog/.incoming-${version}-1-abcd/remoteEntry.js`,
      `/remotes/mf-catalog/1.0.0/remoteEntry.js`,
      `/remotes/mf-video/${version}/remoteEntry.js`,
      `/remotes/mf-catalog/${version}/../${version}/remoteEntry.js.map`,
      // A folder is not listed (403, as for any folder of the static server).
      `/remotes/mf-catalog/${version}/`,
    ];
    for (const url of urls) answers[url] = (await get(url)).statusCode;
    expect(answers).toEqual(Object.fromEntries(urls.map((url) => [url, url.endsWith('/') ? 403 : 404])));
  });
});
