// What the operator commands (enquiries, visits, rollout) share: reading an option's value, answering
// --help and a bad option, and printing rows as JSON or as a readable table. One place, so the commands
// read their arguments and print their lists the same way.

/** What a command's parseArgs returns: its options, a refusal to print before the usage, or a request for help. */
export type Parsed<Options> = Options | { error: string } | 'help';

/**
 * The value of the option `--name` at argv[index], given as `--name value` or `--name=value`; undefined
 * when argv[index] is another argument. `lastIndex` is the last argument the option used, so the caller's
 * loop goes on after it. A missing value (`--name` last) is an undefined `value`, for the caller to refuse.
 */
export function optionValue(argv: readonly string[], index: number, name: string): { value: string | undefined; lastIndex: number } | undefined {
  const arg = argv[index];
  if (arg === `--${name}`) return { value: argv[index + 1], lastIndex: index + 1 };
  if (arg?.startsWith(`--${name}=`)) return { value: arg.slice(`--${name}=`.length), lastIndex: index };
  return undefined;
}

/**
 * Answers 'help' (the usage; exit code 0) and a refusal (the message, then the usage; exit code 2) and
 * returns that exit code, or returns the options to run. `gap` stands between a refusal and the usage.
 */
export function optionsOrExitCode<Options extends object>(parsed: Parsed<Options>, usage: string, gap = '\n'): Options | number {
  if (parsed === 'help') {
    console.log(usage);
    return 0;
  }
  if ('error' in parsed) {
    console.error(`${parsed.error}${gap}${usage}`);
    return 2;
  }
  return parsed;
}

/** Rows as a table: a header of the first row's keys, columns padded to their widest cell; "(none)" for no rows. */
export function formatTable(rows: readonly Record<string, unknown>[]): string {
  if (rows.length === 0) return '(none)';
  const columns = Object.keys(rows[0] as object);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index] as number))
      .join('  ')
      .trimEnd();
  return [line(columns), ...rows.map((row) => line(columns.map((column) => String(row[column] ?? ''))))].join('\n');
}

/** Rows as a table of some of their fields: `columns` maps each header, in order, to the field it shows. */
export function formatColumns<Row>(rows: readonly Row[], columns: Record<string, keyof Row>): string {
  const headers = Object.entries(columns);
  return formatTable(rows.map((row) => Object.fromEntries(headers.map(([header, field]) => [header, row[field]]))));
}

/** What a list command prints: the rows as indented JSON with --json, else their readable form. */
export function jsonOrText<Row>(rows: Row[], json: boolean, readable: (rows: Row[]) => string): string {
  return json ? JSON.stringify(rows, null, 2) : readable(rows);
}
