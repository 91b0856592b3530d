import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';
import { REMOTES } from '../../src/lib/remotes';

// The shell's remote contract as its build writes it (remote-contract.json), read the way the build reads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build script without type declarations
const plugin = require(path.join(REPO_ROOT, 'build-tools', 'remote-contract-plugin.cjs')) as {
  readRemoteContract: (file?: string) => Record<string, string[]>;
  CONTRACT_SOURCE: string;
};

/** The modules a remote's webpack configuration exposes (its `exposes` keys, "./Name"). */
function exposedBy(remote: string): string[] {
  const config = fs.readFileSync(path.join(REPO_ROOT, remote, 'webpack.config.cjs'), 'utf8');
  return [...config.matchAll(/'\.\/(\w+)':/g)].map((match) => match[1] as string);
}

describe("the shell's remote contract", () => {
  const contract = plugin.readRemoteContract();

  it('names every remote by its folder name', () => {
    expect(Object.keys(contract).sort()).toEqual(REMOTES.map((remote) => remote.dir).sort());
  });

  it("lists only modules that each remote's build exposes, so today's builds pass the gate", () => {
    for (const [remote, modules] of Object.entries(contract)) {
      expect({ remote, missing: modules.filter((module) => !exposedBy(remote).includes(module)) }).toEqual({ remote, missing: [] });
    }
  });

  it('refuses a contract file that imports values, and a remote it does not know', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
    try {
      const importing = path.join(dir, 'importing.ts');
      fs.writeFileSync(importing, "import { paths } from '@ferrolink/shared';\nexport const REMOTE_CONTRACT = { mf_catalog: [paths.index] };\n");
      expect(() => plugin.readRemoteContract(importing)).toThrow('imports "@ferrolink/shared" at run time');
      const unknown = path.join(dir, 'unknown.ts');
      fs.writeFileSync(unknown, "export const REMOTE_CONTRACT = { mf_video: ['Player'] } as const;\n");
      expect(() => plugin.readRemoteContract(unknown)).toThrow('"mf_video" is not a remote of build-tools/apps.cjs');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
