import fs from 'node:fs';
import path from 'node:path';
import { hashBuildFolder } from '../../src/services/releases/content-hash';
import { releaseVersion } from '../../src/services/releases/version';
import { tempDir, writeRemoteBuild } from './fixtures';

describe('the content hash of a build', () => {
  const dirs: string[] = [];
  const build = (options: Parameters<typeof writeRemoteBuild>[1] = {}) => {
    const dir = tempDir('hash');
    dirs.push(dir);
    return writeRemoteBuild(dir, options);
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('is the same for the same files, wherever they are and in whatever order they were written', async () => {
    const first = await hashBuildFolder(build());
    const second = build();
    // Written again in another order: the hash follows the sorted paths, not the directory order.
    const manifest = fs.readFileSync(path.join(second, 'mf-manifest.json'));
    fs.rmSync(path.join(second, 'mf-manifest.json'));
    fs.writeFileSync(path.join(second, 'mf-manifest.json'), manifest);
    expect(await hashBuildFolder(second)).toEqual(first);
    expect(first.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(first.files).toBe(4);
  });

  it('changes with one byte of a file, a renamed file, or a file more', async () => {
    const base = (await hashBuildFolder(build())).sha256;
    expect((await hashBuildFolder(build({ chunk: 'console.log("chunk!");\n' }))).sha256).not.toBe(base);

    const renamed = build();
    fs.renameSync(path.join(renamed, 'assets', 'logo.0a1b2c3d.svg'), path.join(renamed, 'assets', 'logo.0a1b2c3e.svg'));
    expect((await hashBuildFolder(renamed)).sha256).not.toBe(base);

    const more = build();
    fs.writeFileSync(path.join(more, 'extra.js'), '');
    expect((await hashBuildFolder(more)).sha256).not.toBe(base);

    // A file's bytes moved into its name (or the reverse) is another build, not the same stream.
    const a = tempDir('hash');
    const b = tempDir('hash');
    dirs.push(a, b);
    fs.writeFileSync(path.join(a, 'x'), 'yz');
    fs.writeFileSync(path.join(b, 'xy'), 'z');
    expect((await hashBuildFolder(a)).sha256).not.toBe((await hashBuildFolder(b)).sha256);
  });

  it('leaves out source maps and precompressed files', async () => {
    const dir = build();
    const before = await hashBuildFolder(dir);
    fs.writeFileSync(path.join(dir, '971.338d4204.js.map'), '{}');
    fs.writeFileSync(path.join(dir, '971.338d4204.js.br'), 'other');
    fs.writeFileSync(path.join(dir, 'remoteEntry.js.gz'), 'new');
    expect(await hashBuildFolder(dir)).toEqual(before);
  });

  it('names a version: the package version, "+", its first 8 hex digits', () => {
    expect(releaseVersion('1.0.0', '3f9a0c12deadbeef')).toBe('1.0.0+3f9a0c12');
    expect(() => releaseVersion('1.0.0/../x', '3f9a0c12')).toThrow('is not a release version');
  });
});
