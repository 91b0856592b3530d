/** The path of Debian's Chromium (CHROMIUM_PATH overrides it). */
export declare const chromiumPath: string;
/** The command-line flags every test and benchmark starts it with. */
export declare const chromiumFlags: readonly string[];
