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
