// The parts-list check, as the page and the API both read it: how a pasted list or a spreadsheet's CSV export becomes
// lines (a part and an optional firmware version each), the key two spellings of one part number share, the limits,
// the reply, and the CSV the page offers for download. One copy, so the page refuses what the API would refuse and
// the downloaded file says what the table says.
// Pure: it imports only the firmware-version and product-lifecycle contracts (themselves pure) and types, so the
// browser bundles it as it is.

import { describeAffectedRange, normaliseFirmwareVersion } from './firmware-versions';
import { lifecycleBadgeText, successorText, type ProductLifecycleState } from './product-lifecycle';
import type { Severity } from './security-advisories';

/** The page's name and what it does, as its head, its heading and its structured data say them. */
export const PARTS_LIST_PAGE = {
  title: 'Parts-List Check',
  description:
    'Check a whole parts list at once: paste part numbers or upload a CSV and see each product, its lifecycle, its successor and the advisories for its firmware.',
} as const;

/** A parts list has at most 500 lines, not counting blank lines and a header row: a plant's whole inventory, not a dump. */
export const MAX_PARTS_LIST_LINES = 500;
/** At most 128 KB: 500 lines of a few columns each with room to spare; anything larger is not a parts list. */
export const MAX_PARTS_LIST_BYTES = 128 * 1024;
/** A cell longer than this names no part (the longest part number is under 30 characters); it is cut before matching. */
export const MAX_PART_TEXT_LENGTH = 100;
/** An unknown line lists at most 3 products whose names are nearest to what it says. */
export const MAX_NEAREST_NAMES = 3;
/** What the API takes as the body: the text of the list, pasted or read from a .csv or .txt file. */
export const PARTS_LIST_MEDIA_TYPES = ['text/plain', 'text/csv'] as const;

export const PARTS_LIST_MESSAGES = {
  empty: 'The parts list is empty: paste part numbers or model names, one a line, or choose a CSV file.',
  tooManyLines: `The parts list has more than ${MAX_PARTS_LIST_LINES} lines. Split it into lists of at most ${MAX_PARTS_LIST_LINES} lines and check each.`,
  tooLarge: `The parts list is larger than ${MAX_PARTS_LIST_BYTES / 1024} KB. Send only the part and firmware columns, or split the list.`,
  notText: 'The file is not a CSV or text file. Save the spreadsheet as CSV (comma or semicolon separated) and choose that file.',
  workbook: 'The file is an Excel or OpenDocument workbook, not a CSV file. Save it as CSV (comma or semicolon separated) and choose that file.',
  pdf: 'The file is a PDF document, not a CSV file. Export the parts list from its spreadsheet as CSV and choose that file.',
  image: 'The file is an image, not a CSV file. Choose a CSV or text file with one part a line.',
  unclosedQuote: (line: number) => `Line ${line} opens a quoted field that is never closed. Check the quotes of that line.`,
} as const;

/** One line of the list to check: where it was, the part as written and the firmware version if the line gives one. */
export interface PartsListLine {
  /** The line's number in the text as sent (1 is the first line, the header row included), so a person can find it. */
  line: number;
  /** The part number or model name, trimmed (and cut to MAX_PART_TEXT_LENGTH). */
  part: string;
  /** The firmware version as written on the line, trimmed; '' when the line gives none. */
  firmware: string;
}

export type PartsListParse = { ok: true; lines: PartsListLine[]; hasHeader: boolean } | { ok: false; status: 400 | 413; message: string };

/** Header cells that name the column of the part (compared by matchKey, so "Part No." and "part-no" are one). */
const PART_HEADERS = [
  'part',
  'partno',
  'partnumber',
  'parts',
  'model',
  'modelname',
  'modelnumber',
  'product',
  'productname',
  'item',
  'itemnumber',
  'article',
  'articlenumber',
  'ordercode',
  'orderingcode',
  'ordernumber',
  'sku',
  'type',
  'device',
].map((header) => header.toUpperCase());
/** Header cells that name the column of the firmware version. */
const FIRMWARE_HEADERS = ['firmware', 'firmwareversion', 'fw', 'fwversion', 'version', 'softwareversion', 'sw', 'swversion', 'release'].map(
  (header) => header.toUpperCase(),
);

/** The separators a line may use: a tab (cells copied out of a spreadsheet), a semicolon (CSV where a comma is the decimal mark), a comma. */
const SEPARATORS = ['\t', ';', ','] as const;
type Separator = (typeof SEPARATORS)[number];

/**
 * The key under which two spellings of a part are one: upper case, without spaces, dashes (also the typographic ones a
 * word processor puts in), underscores, dots and slashes. "fl ms5008g-t", "FL_MS5008G_T" and "FL-MS5008G-T" share it.
 */
export function matchKey(written: string): string {
  return written.toUpperCase().replace(/[\s\-_./\u2010-\u2015\u2212]+/g, '');
}

/** Splits the text into records of cells, one record a line; a quoted cell may hold separators, quotes ("" for one) and line breaks. */
function splitRecords(text: string, separator: Separator): { records: { line: number; cells: string[] }[] } | { unclosedAt: number } {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteOpenedAt = 0;
  let index = 0;
  // One pass over the characters, no recursion and no backtracking: the cost is linear in the text's length.
  while (index < text.length) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          cell += '"';
          index += 2;
          continue;
        }
        quoted = false;
      } else {
        if (char === '\n') line++;
        cell += char;
      }
      index++;
      continue;
    }
    if (char === '"' && cell.trim() === '') {
      // A quote opens a quoted cell only at the start of a cell (spaces before it are dropped, as spreadsheets do).
      quoted = true;
      quoteOpenedAt = line;
      cell = '';
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      cells.push(cell);
      records.push({ line: recordLine, cells });
      cells = [];
      cell = '';
      if (char === '\r' && text[index + 1] === '\n') index++;
      line++;
      recordLine = line;
    } else {
      cell += char;
    }
    index++;
  }
  if (quoted) return { unclosedAt: quoteOpenedAt };
  cells.push(cell);
  records.push({ line: recordLine, cells });
  return { records };
}

/** The separator of the text: the one its first non-blank line uses most outside quotes; none (one column) when it uses none. */
function detectSeparator(text: string): Separator {
  const firstLine = text.split(/\r?\n|\r/).find((line) => line.trim() !== '') ?? '';
  const unquoted = firstLine.replace(/"(?:[^"]|"")*"/g, '');
  let best: Separator = ',';
  let bestCount = 0;
  for (const separator of SEPARATORS) {
    const count = unquoted.split(separator).length - 1;
    if (count > bestCount) {
      best = separator;
      bestCount = count;
    }
  }
  return best;
}

/** The columns a header row names: the part's (required for a header) and the firmware's, or null when the row is data. */
function headerColumns(cells: string[]): { part: number; firmware: number } | null {
  const keys = cells.map((cell) => matchKey(cell));
  const part = keys.findIndex((key) => PART_HEADERS.includes(key));
  const firmware = keys.findIndex((key) => FIRMWARE_HEADERS.includes(key));
  if (part < 0) return null;
  return { part, firmware };
}

/**
 * The lines of a parts list: pasted text (one part a line, optionally a firmware version after a tab, semicolon or
 * comma) or a CSV export (comma or semicolon separated, quoted cells with "" for a quote, an optional header row naming
 * the part and firmware columns). Blank lines are dropped. Without a header, the part is the first cell and the second
 * is the firmware when it reads as a version.
 */
export function parsePartsList(text: string): PartsListParse {
  const withoutBom = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const split = splitRecords(withoutBom, detectSeparator(withoutBom));
  if ('unclosedAt' in split) return { ok: false, status: 400, message: PARTS_LIST_MESSAGES.unclosedQuote(split.unclosedAt) };
  const records = split.records.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  if (records.length === 0) return { ok: false, status: 400, message: PARTS_LIST_MESSAGES.empty };

  const header = headerColumns((records[0] as { cells: string[] }).cells);
  const dataRecords = header ? records.slice(1) : records;
  if (dataRecords.length > MAX_PARTS_LIST_LINES) return { ok: false, status: 413, message: PARTS_LIST_MESSAGES.tooManyLines };

  const lines: PartsListLine[] = [];
  for (const record of dataRecords) {
    const cells = record.cells.map((cell) => cell.trim());
    let part: string;
    let firmware: string;
    if (header) {
      part = cells[header.part] ?? '';
      firmware = header.firmware >= 0 ? (cells[header.firmware] ?? '') : '';
    } else {
      part = cells[0] ?? '';
      const second = cells[1] ?? '';
      firmware = normaliseFirmwareVersion(second) !== null ? second : '';
    }
    // A line whose part cell is empty (a spreadsheet's total row, a note in another column) names nothing to check.
    if (part === '') continue;
    lines.push({ line: record.line, part: part.slice(0, MAX_PART_TEXT_LENGTH), firmware: firmware.slice(0, MAX_PART_TEXT_LENGTH) });
  }
  if (lines.length === 0) return { ok: false, status: 400, message: PARTS_LIST_MESSAGES.empty };
  return { ok: true, lines, hasHeader: header !== null };
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * The text of a file's bytes, or why it is not a text file. UTF-8 (with or without its byte order mark), UTF-16 with
 * its byte order mark (Excel's "Unicode Text"), else Windows-1252 (older Excel's CSV). Bytes no text file holds (NUL,
 * other control characters) or the signature of a workbook, PDF or image make it not text.
 */
export function decodePartsListBytes(bytes: Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
    return { ok: false, message: PARTS_LIST_MESSAGES.workbook };
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return { ok: false, message: PARTS_LIST_MESSAGES.pdf };
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) ||
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) ||
    (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes.subarray(8), [0x57, 0x45, 0x42, 0x50]))
  ) {
    return { ok: false, message: PARTS_LIST_MESSAGES.image };
  }

  let text: string;
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) {
    text = new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(bytes.subarray(2));
  } else {
    try {
      text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch {
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  // Tab, line feed, form feed and carriage return are text; any other control character is a binary file's.
  // eslint-disable-next-line no-control-regex -- finding control characters is what tells a binary file from text
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return { ok: false, message: PARTS_LIST_MESSAGES.notText };
  return { ok: true, text };
}

/** How a line found its product. */
export type PartsListMatchKind = 'model' | 'part-number' | 'similar-spelling' | 'not-found';

/** A product as a result line names it. */
export interface PartsListProduct {
  Id: number;
  Name: string;
  ShortName: string;
}

/** Where the product found stands: its lifecycle state, that state's date ('' for active) and its successor. */
export interface PartsListLifecycle {
  State: ProductLifecycleState;
  Date: string;
  Successor: PartsListProduct | null;
}

/** An advisory that applies to a line: to the firmware it gives, or to its product when it gives none. */
export interface PartsListAdvisory {
  Id: string;
  Title: string;
  Severity: Severity;
  CvssScore: number;
  /** The product's affected range: from this version ('' for every version before the fix) to before `FixedIn`. */
  AffectedFrom: string;
  /** The first version without the vulnerability; '' when no fixed version exists yet (mitigations only). */
  FixedIn: string;
}

/** What the advisories of a line were chosen for: the firmware it gives, or (none given or unreadable) the product. */
export type PartsListAdvisoryScope = 'firmware' | 'product';

/** The answer to one line, in the order of the list. */
export interface PartsListResult {
  Line: number;
  /** The part as the line wrote it. */
  Input: string;
  /** The firmware version as the line wrote it ('' when it gave none). */
  Firmware: string;
  /** Whether `Firmware` reads as a version ("3.2.1", "v3.2"); false when it is '' or something else. */
  FirmwareRecognised: boolean;
  Match: PartsListMatchKind;
  /** The product found; null when none. */
  Product: PartsListProduct | null;
  /** The ordering part number the line names (a variant such as FL-MS5008G-T), or '' when it names the model itself or nothing. */
  PartNumber: string;
  /** That part number's description in the ordering table ('' without one). */
  PartDescription: string;
  /** For a line not found: the products whose names or part numbers are nearest to what it says, nearest first. */
  Nearest: PartsListProduct[];
  /** The product's lifecycle; null when no product was found. */
  Lifecycle: PartsListLifecycle | null;
  AdvisoryScope: PartsListAdvisoryScope;
  /** The advisories that apply, most severe first. */
  Advisories: PartsListAdvisory[];
  /** The severity of the most severe of them; null when none applies. */
  HighestSeverity: Severity | null;
}

/** The reply of POST /api/Product/CheckPartsList. */
export interface PartsListReply {
  Results: PartsListResult[];
  /** How many lines found a product and how many did not. */
  Found: number;
  NotFound: number;
}

/** The words the page and the CSV use for a lifecycle state. */
export const LIFECYCLE_LABELS: Readonly<Record<ProductLifecycleState, string>> = {
  active: 'Active',
  'phase-out': 'Phase-out',
  discontinued: 'Discontinued',
};

/**
 * A line's lifecycle as the page writes it, in the catalogue's words: the state with its date ("Discontinued
 * 2025-06-30", "Phase-out: last order 2027-03-31", "Active") and the successor's sentence ("Replaced by FL-US1008G").
 */
export function lifecycleWords(lifecycle: PartsListLifecycle): { state: string; successor: string | null } {
  return {
    state: lifecycleBadgeText(lifecycle) ?? LIFECYCLE_LABELS[lifecycle.State],
    successor: lifecycle.Successor ? successorText(lifecycle.Successor.Name) : null,
  };
}

/** One advisory in a sentence, as the page and the CSV write it: "FL-SA-2025-004 (Medium 5.4; fixed in 3.1.4)". */
export function advisoryText(advisory: PartsListAdvisory): string {
  const fix = advisory.FixedIn === '' ? 'no fix yet, see mitigations' : `fixed in ${advisory.FixedIn}`;
  return `${advisory.Id} (${advisory.Severity} ${advisory.CvssScore.toFixed(1)}; ${describeAffectedRange({ affectedFrom: advisory.AffectedFrom, fixedIn: advisory.FixedIn })}; ${fix})`;
}

/** The words the page and the CSV use for how a line was matched. */
export const MATCH_LABELS: Readonly<Record<PartsListMatchKind, string>> = {
  model: 'Model name',
  'part-number': 'Ordering part number',
  'similar-spelling': 'Similar spelling',
  'not-found': 'Not found',
};

/** The columns of the downloaded CSV, in order. */
export const PARTS_LIST_CSV_COLUMNS = [
  'Line',
  'Input',
  'Firmware',
  'Status',
  'Product',
  'Description',
  'Part number',
  'Part description',
  'Nearest names',
  'Lifecycle',
  'Lifecycle date',
  'Successor',
  'Highest severity',
  'Advisories',
] as const;

/**
 * A cell as a spreadsheet must read it: text starting with = + - @ (or a tab or carriage return) is taken by Excel and
 * LibreOffice for a formula, which a crafted part number could use to run a command or leak data when the file is
 * opened, so it gets a leading apostrophe and stays text. Cells with a separator, a quote or a line break are quoted,
 * a quote doubled.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The answer as a CSV file: a header row and one row per line, CRLF line ends, a byte order mark so Excel reads it as UTF-8. */
export function partsListCsv(results: readonly PartsListResult[]): string {
  const rows: (string | number)[][] = [[...PARTS_LIST_CSV_COLUMNS]];
  for (const result of results) {
    rows.push([
      result.Line,
      result.Input,
      result.Firmware,
      MATCH_LABELS[result.Match],
      result.Product?.Name ?? '',
      result.Product?.ShortName ?? '',
      result.PartNumber,
      result.PartDescription,
      result.Nearest.map((product) => product.Name).join(' | '),
      result.Lifecycle ? LIFECYCLE_LABELS[result.Lifecycle.State] : '',
      result.Lifecycle?.Date ?? '',
      result.Lifecycle?.Successor?.Name ?? '',
      result.HighestSeverity ?? '',
      result.Advisories.map(advisoryText).join(' | '),
    ]);
  }
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
