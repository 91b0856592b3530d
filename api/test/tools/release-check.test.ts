import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.resolve(__dirname, '../../../build-tools/release-check.mjs');

function manifest(versions: Record<string, string>, singleton = true) {
  return { shared: Object.entries(versions).map(([name, version]) => ({ name, version, requiredVersion: version, singleton })) };
}

const shellVersions = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  zustand: '5.1.0',
  axios: '1.21.1',
  '@tanstack/react-query': '5.108.0',
  '@ferrolink/shared': '1.0.0',
};

function check(remote: object): { status: number | null; output: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-check-'));
  const shellFile = path.join(dir, 'shell.json');
  const remoteFile = path.join(dir, 'remote.json');
  fs.writeFileSync(shellFile, JSON.stringify(manifest(shellVersions)));
  fs.writeFileSync(remoteFile, JSON.stringify(remote));
  const result = spawnSync(process.execPath, [script, `--shell=${shellFile}`, remoteFile], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('release check', () => {
  it('accepts a remote built against the same singletons as the shell', () => {
    const result = check(manifest(shellVersions));
    expect(result.status).toBe(0);
    expect(result.output).toMatch(/^ok /m);
  });

  it('refuses a remote that would upgrade a singleton for the whole page', () => {
    const result = check(manifest({ ...shellVersions, '@ferrolink/shared': '1.1.0' }));
    expect(result.status).toBe(1);
    expect(result.output).toContain('@ferrolink/shared: remote offers 1.1.0, the shell runs 1.0.0');
  });

  it('refuses a remote that does not share a singleton or shares it as a normal package', () => {
    const { react: _react, ...withoutReact } = shellVersions;
    expect(check(manifest(withoutReact)).output).toContain('react: the remote does not share it');
    expect(check(manifest(shellVersions, false)).output).toContain('not declared as a singleton');
  });
});

describe('release check of a server build', () => {
  const serverShared = {
    react: '19.3.1',
    'react-dom': '19.3.1',
    zustand: '5.1.0',
    axios: '1.21.1',
    '@tanstack/react-query': '5.108.0',
    '@ferrolink/shared': '1.0.0',
  };
  const contract = { 'mf-catalog': ['ProductCenterPage', 'FeaturedProducts'] };

  /** Runs the check on a server build laid out as a remote's build leaves it: mf-catalog/dist/1.0.0/server/. */
  function checkServer(server: { entry?: string; exposes?: string[]; shared?: Record<string, string> }, writeEntry = true) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-check-server-'));
    const shellFile = path.join(dir, 'shell', 'mf-manifest.json');
    const serverDir = path.join(dir, 'mf-catalog', 'dist', '1.0.0', 'server');
    fs.mkdirSync(path.dirname(shellFile), { recursive: true });
    fs.mkdirSync(serverDir, { recursive: true });
    fs.writeFileSync(shellFile, JSON.stringify(manifest(shellVersions)));
    fs.writeFileSync(path.join(dir, 'shell', 'remote-contract.json'), JSON.stringify(contract));
    const entry = server.entry ?? 'remote-server.js';
    if (writeEntry) fs.writeFileSync(path.join(serverDir, entry), 'module.exports = { exposes: {} };\n');
    const serverManifest = path.join(serverDir, 'server-manifest.json');
    fs.writeFileSync(
      serverManifest,
      JSON.stringify({ entry, exposes: server.exposes ?? contract['mf-catalog'], shared: server.shared ?? serverShared }),
    );
    const result = spawnSync(process.execPath, [script, `--shell=${shellFile}`, serverManifest], { encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    return { status: result.status, output: result.stdout + result.stderr };
  }

  it('accepts a server build that exposes what the shell mounts and leaves the singletons to the host', () => {
    const result = checkServer({});
    expect(result.output).toMatch(/^ok .*server-manifest\.json$/m);
    expect(result.status).toBe(0);
  });

  it('refuses a server build that misses a module the shell mounts, or its entry', () => {
    const missing = checkServer({ exposes: ['ProductCenterPage'] });
    expect(missing.status).toBe(1);
    expect(missing.output).toContain('does not expose FeaturedProducts, which the shell mounts (it exposes ProductCenterPage)');
    const noEntry = checkServer({}, false);
    expect(noEntry.status).toBe(1);
    expect(noEntry.output).toContain('its entry remote-server.js is missing');
  });

  it('refuses a server build compiled against another react, or one that bundles its own zustand', () => {
    const other = checkServer({ shared: { ...serverShared, react: '19.4.0' } });
    expect(other.status).toBe(1);
    expect(other.output).toContain('react: compiled against 19.4.0, the shell runs 19.3.1');
    const { zustand: _zustand, ...withoutZustand } = serverShared;
    expect(checkServer({ shared: withoutZustand }).output).toContain('zustand: not left to the host');
  });
});
