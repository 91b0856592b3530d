import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The API's layers flow one way (lib -> db -> services -> plugins -> routes), and the lint configuration is what
// holds them there. These tests lint small files that exist only in memory, each given a path inside a layer, with
// the repository's own eslint.config.mjs, and check that an import going up is an error and one going down is not.

const REPO_ROOT = path.resolve(__dirname, '../../..');

interface Probe {
  /** Where the file would sit, relative to the repository. */
  at: string;
  code: string;
}

interface LintMessage {
  ruleId: string | null;
  message: string;
}

// ESLint loads its flat config with a dynamic import(), which jest's module runtime refuses; so the Node API runs
// in a plain Node process beside the test and hands the messages back as JSON.
const LINT_SCRIPT = `
import { ESLint } from 'eslint';
const probes = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const probe of probes) {
  const [result] = await eslint.lintText(probe.code, { filePath: probe.at });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
`;

function lint(probes: Probe[]): LintMessage[][] {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_SCRIPT, JSON.stringify(probes)], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(output) as LintMessage[][];
}

const importing = (specifier: string, typeOnly = false): string =>
  typeOnly
    ? `import type { Thing } from '${specifier}';\nexport type Same = Thing;\n`
    : `import { thing } from '${specifier}';\nexport const same = thing;\n`;

describe('the API layer zones in the lint configuration', () => {
  // One ESLint start for every case: loading the configuration takes a few seconds.
  const cases: { name: string; probe: Probe; refused: boolean }[] = [
    {
      name: 'a service importing a plugin',
      probe: { at: 'api/src/services/accounts/probe.ts', code: importing('../../plugins/app/mailer') },
      refused: true,
    },
    {
      name: 'a service importing a seeder',
      probe: { at: 'api/src/services/releases/probe.ts', code: importing('../../seed/run-seed') },
      refused: true,
    },
    {
      name: 'a service importing lib, db and another service',
      probe: {
        at: 'api/src/services/accounts/probe.ts',
        code: `${importing('../../lib/crypto')}import { other } from '../../db/connect';\nimport { third } from '../releases/version';\nexport const more = [other, third];\n`,
      },
      refused: false,
    },
    { name: 'lib importing a service', probe: { at: 'api/src/lib/probe.ts', code: importing('../services/releases/version') }, refused: true },
    { name: 'lib importing db code', probe: { at: 'api/src/lib/probe.ts', code: importing('../db/connect') }, refused: true },
    { name: "lib importing db's table types", probe: { at: 'api/src/lib/probe.ts', code: importing('../db/schema', true) }, refused: false },
    {
      name: 'db importing a service',
      probe: { at: 'api/src/db/migrations/probe.ts', code: importing('../../services/releases/version') },
      refused: true,
    },
    { name: 'a plugin importing a route', probe: { at: 'api/src/plugins/app/probe.ts', code: importing('../../routes/api/rollout') }, refused: true },
    {
      name: 'a route importing a plugin and a service',
      probe: {
        at: 'api/src/routes/api/rollout/probe.ts',
        code: `${importing('../../../plugins/app/rollout')}import { other } from '../../../services/releases';\nexport const more = other;\n`,
      },
      refused: false,
    },
    {
      name: 'the configuration importing a service',
      probe: { at: 'api/src/config.ts', code: importing('./services/releases/version') },
      refused: true,
    },
    { name: 'the CLI importing a plugin', probe: { at: 'api/src/cli/probe.ts', code: importing('../plugins/app/database') }, refused: true },
  ];
  let results: LintMessage[][] = [];

  beforeAll(() => {
    results = lint(cases.map(({ probe }) => probe));
  }, 60_000);

  it.each(cases.map((entry, index) => [entry.name, entry.refused, index] as const))('%s: refused = %s', (_name, refused, index) => {
    const messages = results[index] ?? [];
    if (refused) {
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ ruleId: 'no-restricted-imports' });
    } else {
      expect(messages).toEqual([]);
    }
  });
});
