import {
  csvCell,
  decodePartsListBytes,
  matchKey,
  MAX_PARTS_LIST_LINES,
  parsePartsList,
  partsListCsv,
  type PartsListResult,
} from '../../src/contracts/parts-list';
import { boundedEditDistance } from '../../src/services/parts-list/edit-distance';

const linesOf = (text: string) => {
  const parsed = parsePartsList(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.lines.map((line) => [line.line, line.part, line.firmware]);
};

describe('parts list parsing', () => {
  it('reads one part a line from pasted text, dropping blank lines and keeping the line numbers', () => {
    expect(linesOf('FL-MS5008G\n\n  FL-US1005  \r\nFL-MC110')).toEqual([
      [1, 'FL-MS5008G', ''],
      [3, 'FL-US1005', ''],
      [4, 'FL-MC110', ''],
    ]);
  });

  it('reads cells copied out of a spreadsheet (tabs) with the firmware in the second cell', () => {
    expect(linesOf('FL-MS5008G\t3.2.1\nFL-US1005\tCabinet 4')).toEqual([
      [1, 'FL-MS5008G', '3.2.1'],
      [2, 'FL-US1005', ''],
    ]);
  });

  it('reads semicolons, quoted cells with separators, doubled quotes and line breaks, and a header naming the columns', () => {
    const csv = '\uFEFFQty;"Order code";"FW"\r\n2;"FL-MS5008G; spare";"3.0"\r\n1;"say ""hi""\nthere";\r\n';
    expect(linesOf(csv)).toEqual([
      [2, 'FL-MS5008G; spare', '3.0'],
      [3, 'say "hi"\nthere', ''],
    ]);
  });

  it('takes a header in any spelling of its words, and without one takes the first line as data', () => {
    expect(linesOf('Part No.,Firmware Version\nFL-MS5008G,3.1')).toEqual([[2, 'FL-MS5008G', '3.1']]);
    expect(linesOf('FL-MS5008G,3.1\nFL-US1005,2')).toEqual([
      [1, 'FL-MS5008G', '3.1'],
      [2, 'FL-US1005', '2'],
    ]);
  });

  it('refuses an empty list, an unclosed quote and more than the line limit', () => {
    expect(parsePartsList(' \n\n')).toMatchObject({ ok: false, status: 400 });
    expect(parsePartsList('FL-MS5008G\n"FL-US1005\nFL-MC110')).toEqual({
      ok: false,
      status: 400,
      message: 'Line 2 opens a quoted field that is never closed. Check the quotes of that line.',
    });
    const lines = (count: number) => Array.from({ length: count }, (_, index) => `FL-${index}`).join('\n');
    expect(parsePartsList(`Model\n${lines(MAX_PARTS_LIST_LINES)}\n\n`)).toMatchObject({ ok: true, hasHeader: true });
    expect(parsePartsList(lines(MAX_PARTS_LIST_LINES + 1))).toMatchObject({ ok: false, status: 413 });
  });

  it('reads a list of 500 lines with quotes in linear time', () => {
    const text = Array.from({ length: 500 }, () => `"${'"'.repeat(200)}FL-MS5008G",3.2.1`).join('\n');
    const started = process.hrtime.bigint();
    expect(parsePartsList(text).ok).toBe(true);
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(500);
  });
});

describe('match key and edit distance', () => {
  it('makes case, spaces, dashes, underscores and dots one spelling', () => {
    const key = matchKey('FL-MS5008G-T');
    for (const spelling of ['fl ms5008g t', 'FL_MS5008G_T', 'fl.ms5008g.t', 'FL\u2013MS5008G\u2011T', ' flms5008gt '])
      expect(matchKey(spelling)).toBe(key);
    expect(matchKey('FL-MS5008G')).not.toBe(key);
  });

  it('counts edits and stops above its limit', () => {
    expect(boundedEditDistance('FLMS5080G', 'FLMS5008G', 3)).toBe(2);
    expect(boundedEditDistance('MS5008G', 'FLMS5008G', 3)).toBe(2);
    expect(boundedEditDistance('KITTEN', 'SITTING', 5)).toBe(3);
    expect(boundedEditDistance('ABCDEFGH', 'ZYXWVUTS', 2)).toBe(3);
    expect(boundedEditDistance('A', 'ABCDEFG', 3)).toBe(4);
  });

  it('gives what the whole table gives, up to its limit, for any two strings', () => {
    const fullDistance = (a: string, b: string): number => {
      let row = Array.from({ length: b.length + 1 }, (_, index) => index);
      for (let i = 1; i <= a.length; i++) {
        const next = [i];
        for (let j = 1; j <= b.length; j++) {
          next[j] = Math.min((row[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1), (row[j] as number) + 1, (next[j - 1] as number) + 1);
        }
        row = next;
      }
      return row[b.length] as number;
    };
    // A fixed pseudo-random sequence: the same strings on every run.
    let seed = 12345;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    const word = () => Array.from({ length: random(14) }, () => 'AB12Ä-'[random(6)]).join('');
    for (let round = 0; round < 3000; round++) {
      const [a, b, limit] = [word(), word(), random(6)];
      expect({ a, b, limit, distance: boundedEditDistance(a, b, limit) }).toEqual({ a, b, limit, distance: Math.min(fullDistance(a, b), limit + 1) });
    }
  });
});

describe('file bytes', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);
  it('reads UTF-8 with or without its byte order mark, UTF-16 with one, and Windows-1252', () => {
    expect(decodePartsListBytes(new TextEncoder().encode('\uFEFFFL-MS5008G;Schrank Ä'))).toEqual({ ok: true, text: 'FL-MS5008G;Schrank Ä' });
    expect(decodePartsListBytes(bytes(0xff, 0xfe, 0x46, 0x00, 0x4c, 0x00))).toEqual({ ok: true, text: 'FL' });
    expect(decodePartsListBytes(bytes(0x46, 0x4c, 0x3b, 0xc4))).toEqual({ ok: true, text: 'FL;Ä' });
  });

  it('names a PNG, a workbook and a PDF, and refuses other binary bytes', () => {
    const message = (result: ReturnType<typeof decodePartsListBytes>) => (result.ok ? 'text' : result.message);
    expect(message(decodePartsListBytes(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a)))).toMatch(/^The file is an image/);
    expect(message(decodePartsListBytes(bytes(0x50, 0x4b, 0x03, 0x04, 0x14)))).toMatch(/^The file is an Excel or OpenDocument workbook/);
    expect(message(decodePartsListBytes(new TextEncoder().encode('%PDF-1.7')))).toMatch(/^The file is a PDF document/);
    expect(message(decodePartsListBytes(bytes(0x46, 0x00, 0x4c)))).toMatch(/^The file is not a CSV or text file/);
  });
});

describe('the CSV download', () => {
  it('keeps a cell starting with = + - @ as text and quotes separators, quotes and line breaks', () => {
    expect(['=1+1', '+SUM(A1)', '-2', '@cmd', '\tx', 'FL-MS5008G', 3].map(csvCell)).toEqual([
      "'=1+1",
      "'+SUM(A1)",
      "'-2",
      "'@cmd",
      "'\tx",
      'FL-MS5008G',
      '3',
    ]);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });

  it('writes a header and one row per result, with lifecycle, severity and advisories', () => {
    const result: PartsListResult = {
      Line: 2,
      Input: 'fl-us1005',
      Firmware: '2.1',
      FirmwareRecognised: true,
      Match: 'similar-spelling',
      Product: { Id: 601, Name: 'FL-US1005', ShortName: '5-Port Switch' },
      PartNumber: '',
      PartDescription: '',
      Nearest: [],
      Lifecycle: { State: 'discontinued', Date: '2025-06-30', Successor: { Id: 602, Name: 'FL-US1008G', ShortName: '8-Port' } },
      AdvisoryScope: 'firmware',
      Advisories: [{ Id: 'FL-SA-2026-001', Title: 'T', Severity: 'Medium', CvssScore: 6.5, AffectedFrom: '2.0', FixedIn: '' }],
      HighestSeverity: 'Medium',
    };
    const notFound: PartsListResult = {
      ...result,
      Line: 3,
      Input: '@evil',
      Firmware: '',
      FirmwareRecognised: false,
      Match: 'not-found',
      Product: null,
      Lifecycle: null,
      AdvisoryScope: 'product',
      Advisories: [],
      HighestSeverity: null,
      Nearest: [
        { Id: 1, Name: 'A-1', ShortName: '' },
        { Id: 2, Name: 'B-2', ShortName: '' },
      ],
    };
    expect(partsListCsv([result, notFound]).split('\r\n')).toEqual([
      '\uFEFFLine,Input,Firmware,Status,Product,Description,Part number,Part description,Nearest names,Lifecycle,Lifecycle date,Successor,Highest severity,Advisories',
      '2,fl-us1005,2.1,Similar spelling,FL-US1005,5-Port Switch,,,,Discontinued,2025-06-30,FL-US1008G,Medium,"FL-SA-2026-001 (Medium 6.5; 2.0 and later; no fix yet, see mitigations)"',
      "3,'@evil,,Not found,,,,,A-1 | B-2,,,,,",
      '',
    ]);
  });
});
