// A release built from a changed copy of the source: how the rollout tests and `npm run bench:rollout` make a
// canary that a team might ship by mistake (slower, or jumping), without any switch for it in the real source.
// The copy is the repository's committed source (`git archive HEAD`), with the checkout's dependencies and the
// shell's build linked in (so the release shares the shell's singletons, as any release must), and a copy of the
// built API, whose release command builds the repository its own files are in: the copy.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Makes the copy of the checkout at `root` in a new temporary folder, lets `edit(copy)` change it, and returns the
 * folder; `removeSourceCopy` deletes it. Needs `api/dist` and `shell/dist` in the checkout.
 */
export function makeSourceCopy(root, edit) {
  for (const built of [path.join('api', 'dist'), path.join('shell', 'dist')]) {
    if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} is missing: build the site first (node build-tools/build-all.mjs)`);
  }
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrolink-source-copy-'));
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', 'HEAD'], { cwd: root, maxBuffer: 512 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', copy], { input: archive });
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
      const modules = path.join(root, entry.name, 'node_modules');
      if (entry.isDirectory() && fs.existsSync(modules) && fs.existsSync(path.join(copy, entry.name))) {
        fs.symlinkSync(modules, path.join(copy, entry.name, 'node_modules'), 'dir');
      }
    }
    fs.symlinkSync(path.join(root, 'shell', 'dist'), path.join(copy, 'shell', 'dist'), 'dir');
    fs.cpSync(path.join(root, 'api', 'dist'), path.join(copy, 'api', 'dist'), { recursive: true });
    edit(copy);
    return copy;
  } catch (error) {
    removeSourceCopy(copy);
    throw error;
  }
}

export function removeSourceCopy(copy) {
  fs.rmSync(copy, { recursive: true, force: true });
}

/** The block the shifting change adds above the news page, and the delay after which it arrives. */
export const LATE_NOTICE = { testId: 'late-notice', heightPx: 480, afterMs: 1000 };

/**
 * The change of a shifting canary, in a copy: mf-news's news page gets a notice that arrives a second after the
 * page is shown and pushes everything below it down (a layout shift of about 0.3 to 0.6 on a desktop or a phone).
 * An empty block (no text, no picture), so it moves the page without becoming its largest paint.
 */
export function addLateNotice(copy) {
  const file = path.join(copy, 'mf-news', 'src', 'features', 'articles', 'NewsOverview.tsx');
  const source = fs.readFileSync(file, 'utf8');
  const anchor = '      <NewsBanner heading="News" />\n';
  if (!source.includes(anchor)) throw new Error(`${file} no longer has the line the shifting change goes before: ${anchor.trim()}`);
  const notice = [
    "import { useEffect as useLateEffect, useState as useLateState } from 'react';",
    'function LateNotice() {',
    '  const [shown, setShown] = useLateState(false);',
    '  useLateEffect(() => {',
    `    const timer = window.setTimeout(() => setShown(true), ${LATE_NOTICE.afterMs});`,
    '    return () => window.clearTimeout(timer);',
    '  }, []);',
    `  return shown ? <div data-testid="${LATE_NOTICE.testId}" style={{ height: ${LATE_NOTICE.heightPx}, background: '#e8eef6' }} /> : null;`,
    '}',
  ].join('\n');
  fs.writeFileSync(file, `${source.replace(anchor, `      <LateNotice />\n${anchor}`)}\n${notice}\n`);
}
