import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/config';

const SHELL_INDEX = path.join(REPO_ROOT, 'shell', 'dist', 'index.html');

/** Shaped like the build's page: its head with one deferred script, and the root element. */
const PLAIN_STAND_IN =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Ferrolink</title><script defer src=/main.0123abcd.js></script></head>' +
  '<body><div id=root></div></body></html>';

/**
 * The page tests serve the shell's index.html, which a fresh clone builds only after the unit tests run. Writes a
 * stand-in (`page`) where the build's own page is missing (never over it) and returns what removes the stand-in again.
 */
export function standInForShellPage(page: string = PLAIN_STAND_IN): () => void {
  fs.mkdirSync(path.dirname(SHELL_INDEX), { recursive: true });
  try {
    fs.writeFileSync(SHELL_INDEX, page, { flag: 'wx' });
  } catch {
    // The build's own page is there.
    return () => undefined;
  }
  return () => fs.rmSync(SHELL_INDEX, { force: true });
}
