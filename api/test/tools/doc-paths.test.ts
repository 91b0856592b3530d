import fs from 'node:fs';
import path from 'node:path';

// Every repository path the documentation writes in backticks exists: a file moved or renamed without its docs
// fails here, with the document, the line and the path.
//
// What counts as a repository path. Each word of an inline code span (`...`, outside fenced code blocks) is read:
// - a word that starts with a top-level folder of the repository (api/, shell/, shared/, mf-catalog/, e2e/, .ci/...)
//   is a path from the repository's root;
// - a word of two or more names whose first name is a folder directly inside a workspace's src folder (api/src,
//   shell/src, shared/src, testing/src, mf-*/src), such as services/pages/pages.ts or remotes/contract.ts, is written
//   relative to that src folder, as the docs do inside a section about it: it must exist under one of the src folders
//   that have that first folder;
// - a word with a `*` is a glob, of names inside one folder each: it must match at least one path;
// - a word with a placeholder (`<name>`, `...`) is checked up to the folder before the first placeholder;
// - build output and local state are not in the repository (a `dist` folder, var/, node_modules/) and are not checked;
//   nor are addresses (a word with `:`, `?`, `=`, `@`, or starting with `/`), and a lone folder name (`pages/`, as a
//   tree of a feature lists it).
// A root file (package.json, jest.config.cjs) written alone is not a path of more than one name, so it is not checked.

const root = path.resolve(__dirname, '../../..');

const DOCUMENTS = [
  'README.md',
  ...fs
    .readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Folders of the repository's root that hold its files (not build output or installed packages). */
const TOP_LEVEL_FOLDERS = new Set(
  fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['node_modules', 'var', '.git'].includes(entry.name))
    .map((entry) => entry.name),
);

/** The src folders that docs write paths relative to. */
const SOURCE_ROOTS = [...TOP_LEVEL_FOLDERS].map((folder) => path.join(root, folder, 'src')).filter((dir) => fs.existsSync(dir));

const NOT_IN_REPOSITORY = new Set(['dist', 'var', 'node_modules']);

interface DocPath {
  document: string;
  line: number;
  path: string;
}

/** The words of each inline code span of a Markdown document, with their line, outside fenced code blocks. */
function codeWords(document: string): DocPath[] {
  const words: DocPath[] = [];
  let fenced = false;
  fs.readFileSync(path.join(root, document), 'utf8')
    .split('\n')
    .forEach((text, index) => {
      if (/^\s*(```|~~~)/.test(text)) {
        fenced = !fenced;
        return;
      }
      if (fenced) return;
      for (const span of text.matchAll(/(`+)([^`]+?)\1(?!`)/g)) {
        for (const word of (span[2] ?? '').split(/\s+/)) {
          // A path ends a sentence or sits in a list inside the span; its punctuation is not part of it.
          const cleaned = word.replace(/^[("']+|[)"',;.]+$/g, '');
          if (cleaned !== '') words.push({ document, line: index + 1, path: cleaned });
        }
      }
    });
  return words;
}

/** The folders a word's path is checked under, or none when the word is not a repository path. */
function baseFolders(word: string): string[] {
  if (/[:?=@]/.test(word) || word.startsWith('/') || word.startsWith('-')) return [];
  const names = word.split('/').filter((name) => name !== '');
  const first = names[0];
  if (first === undefined || !word.includes('/')) return [];
  if (names.some((name) => NOT_IN_REPOSITORY.has(name))) return [];
  if (TOP_LEVEL_FOLDERS.has(first) || /^mf-[*<]/.test(first)) return [root];
  if (names.length < 2) return [];
  return SOURCE_ROOTS.filter((dir) => {
    const folder = path.join(dir, first);
    return fs.existsSync(folder) && fs.statSync(folder).isDirectory();
  });
}

/** The names of `pattern` matched inside `dir` (a `*` stands for any run of characters inside one name). */
function matchingNames(dir: string, pattern: string): string[] {
  if (!pattern.includes('*')) return fs.existsSync(path.join(dir, pattern)) ? [pattern] : [];
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return [];
  const expression = new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*')}$`,
  );
  return fs.readdirSync(dir).filter((name) => expression.test(name));
}

/** True when the path (a glob or with placeholders, as above) names something under `base`. */
function existsUnder(base: string, word: string): boolean {
  const names = word.split('/').filter((name) => name !== '');
  const placeholder = names.findIndex((name) => name.includes('<') || name.includes('...'));
  const checked = placeholder === -1 ? names : names.slice(0, placeholder);
  let dirs = [base];
  for (const name of checked) {
    dirs = dirs.flatMap((dir) => matchingNames(dir, name).map((match) => path.join(dir, match)));
    if (dirs.length === 0) return false;
  }
  return true;
}

/** The paths the documents write that name nothing in the repository. */
function missingPaths(documents: readonly string[]): DocPath[] {
  return documents.flatMap(codeWords).filter((word) => {
    const bases = baseFolders(word.path);
    return bases.length > 0 && !bases.some((base) => existsUnder(base, word.path));
  });
}

describe('the repository paths the documentation writes', () => {
  it('reads README.md and every docs/*.md', () => {
    expect(DOCUMENTS).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/performance.md']));
  });

  it('exist', () => {
    expect(missingPaths(DOCUMENTS).map((word) => `${word.document}:${word.line} ${word.path}`)).toEqual([]);
  });

  describe('the rule', () => {
    const checked = (word: string) => baseFolders(word).length > 0;
    const exists = (word: string) => baseFolders(word).some((base) => existsUnder(base, word));

    it('reads paths from the root, paths relative to a src folder, globs and placeholders', () => {
      expect(exists('api/src/app.ts')).toBe(true);
      expect(exists('api/src/no-such-file.ts')).toBe(false);
      expect(exists('services/pages/pages.ts')).toBe(true);
      expect(exists('services/no-such-folder/pages.ts')).toBe(false);
      expect(exists('remotes/contract.ts')).toBe(true);
      expect(exists('mf-*/webpack.config.cjs')).toBe(true);
      expect(exists('mf-*/no-such-file.cjs')).toBe(false);
      expect(exists('api/src/routes/api/<Resource>/')).toBe(true);
      expect(exists('api/src/no-such-folder/<Resource>/')).toBe(false);
    });

    it('leaves out addresses, build output, local state and names that are no path', () => {
      for (const word of [
        '/api/Product/GetPage',
        'About/GetProfile',
        'api/dist/server.js',
        'var/mail/',
        'react-dom/client',
        'pages/',
        'http://localhost',
      ]) {
        expect([word, checked(word)]).toEqual([word, false]);
      }
    });
  });
});
