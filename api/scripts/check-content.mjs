// Checks the committed content for contradictions (content-checks.mjs): prints each and exits 1 when there are any.
// Run: node api/scripts/check-content.mjs [--content <dir>] [--json]
import { CONTENT_DIR, contentContradictions } from './content-checks.mjs';

const args = process.argv.slice(2);
const contentIndex = args.indexOf('--content');
const contentDir = contentIndex >= 0 ? args[contentIndex + 1] : CONTENT_DIR;
if (contentIndex >= 0 && !contentDir) {
  console.error('--content needs a folder: the content folder to check (default api/content)');
  process.exit(2);
}
const problems = contentContradictions(contentDir);
if (args.includes('--json')) console.log(JSON.stringify(problems));
else if (problems.length === 0) console.log('content is consistent: no contradiction found');
else console.error(`${problems.length} contradiction(s) in the content:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
process.exitCode = problems.length === 0 ? 0 : 1;
