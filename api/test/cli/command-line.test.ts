import { formatColumns, formatTable, jsonOrText, optionsOrExitCode, optionValue } from '../../src/cli/command-line';
import { parseArgs as parseEnquiriesArgs } from '../../src/cli/enquiries';

// The pieces the operator commands share: option values, help and refusals, and the table they print.

describe('optionValue', () => {
  it('reads --name value and --name=value, and says which argument it used last', () => {
    expect(optionValue(['--limit', '5', '--json'], 0, 'limit')).toEqual({ value: '5', lastIndex: 1 });
    expect(optionValue(['--json', '--limit=7'], 1, 'limit')).toEqual({ value: '7', lastIndex: 1 });
    expect(optionValue(['--limit'], 0, 'limit')).toEqual({ value: undefined, lastIndex: 1 });
  });

  it('leaves other arguments alone', () => {
    expect(optionValue(['--json'], 0, 'limit')).toBeUndefined();
    expect(optionValue(['--limits=3'], 0, 'limit')).toBeUndefined();
  });
});

describe('optionsOrExitCode', () => {
  afterEach(() => jest.restoreAllMocks());

  it('prints the usage for help (0), the refusal and the usage for an error (2), and passes options through', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(optionsOrExitCode('help', 'Usage: x')).toBe(0);
    expect(log).toHaveBeenCalledWith('Usage: x');
    expect(optionsOrExitCode({ error: 'unknown option "--y"' }, 'Usage: x', '\n\n')).toBe(2);
    expect(error).toHaveBeenCalledWith('unknown option "--y"\n\nUsage: x');
    expect(optionsOrExitCode({ days: 3 }, 'Usage: x')).toEqual({ days: 3 });
  });
});

describe('formatTable and formatColumns', () => {
  it('pads each column to its widest cell and trims the line ends', () => {
    expect(
      formatTable([
        { remote: 'mf-news', step: 5, reason: null },
        { remote: 'mf-account', step: 25, reason: 'slow' },
      ]),
    ).toBe(['remote      step  reason', 'mf-news     5', 'mf-account  25    slow'].join('\n'));
    expect(formatTable([])).toBe('(none)');
  });

  it('shows the chosen fields under their headers, in the order given', () => {
    expect(formatColumns([{ createdAt: '2026-11-01', version: '1.0.0' }], { version: 'version', created: 'createdAt' })).toBe(
      ['version  created', '1.0.0    2026-11-01'].join('\n'),
    );
  });

  it('prints JSON with --json', () => {
    expect(jsonOrText([{ a: 1 }], true, () => 'table')).toBe('[\n  {\n    "a": 1\n  }\n]');
    expect(jsonOrText([{ a: 1 }], false, () => 'table')).toBe('table');
  });
});

describe('npm run enquiries options', () => {
  it('takes a whole --limit, 0 for all, and refuses an empty or other value instead of listing everything', () => {
    expect(parseEnquiriesArgs(['--limit=5'])).toEqual({ limit: 5, json: false });
    expect(parseEnquiriesArgs(['--limit', '0', '--json'])).toEqual({ limit: 0, json: true });
    for (const argv of [['--limit='], ['--limit'], ['--limit=-1'], ['--limit=2.5'], ['--limit= 3']]) {
      expect({ argv, parsed: parseEnquiriesArgs(argv) }).toEqual({
        argv,
        parsed: { error: expect.stringContaining('--limit needs a whole number') },
      });
    }
  });
});
