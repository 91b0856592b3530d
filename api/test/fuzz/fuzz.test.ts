// A schema-driven fuzz run over every route the app registers. In `npm test` it is short and has a fixed seed;
// `npm run fuzz` runs this same file with FUZZ_REQUESTS, FUZZ_SEED and FUZZ_ONLY set (see launch.mjs).
import type { FuzzRequest } from './generator';
import { describeFindings, problemsWith, runFuzz, startFuzzTarget, stillAnswers, type FuzzReport, type FuzzTarget, type Reply } from './run-fuzz';

function numberFromEnvironment(name: string, fallback: number | undefined): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return number;
}

const SEED = numberFromEnvironment('FUZZ_SEED', 20_240_611) as number;
const REQUESTS = numberFromEnvironment('FUZZ_REQUESTS', 2_000) as number;
const ONLY = numberFromEnvironment('FUZZ_ONLY', undefined);
const PROGRESS = process.env.FUZZ_PROGRESS === '1';
// The whole run happens in beforeAll; its bound grows with the number of requests, leaving a loaded machine room.
const RUN_TIMEOUT_MS = 90_000 + REQUESTS * 30;

describe(`fuzzing every route (seed ${SEED}, ${REQUESTS} requests${ONLY === undefined ? '' : `, only #${ONLY}`})`, () => {
  let target: FuzzTarget | undefined;
  let report: FuzzReport | undefined;

  beforeAll(async () => {
    target = await startFuzzTarget();
    report = await runFuzz(target, {
      seed: SEED,
      requests: REQUESTS,
      only: ONLY,
      progressEvery: 5_000,
      onProgress: PROGRESS
        ? (sent, findings) => process.stderr.write(`fuzz: ${sent} of ${REQUESTS} requests sent, ${findings} bad replies\n`)
        : undefined,
    });
  }, RUN_TIMEOUT_MS);

  afterAll(async () => {
    await target?.close();
  });

  const current = (): { target: FuzzTarget; report: FuzzReport } => {
    if (!target || !report) throw new Error('The fuzz run did not complete in beforeAll.');
    return { target, report };
  };

  it('fuzzes a route table with API, page and static-file routes', () => {
    const { target, report } = current();
    const kinds = new Set(target.routes.map((route) => route.kind));
    expect(target.routes.filter((route) => route.kind === 'api').length).toBeGreaterThan(0);
    expect([...kinds].sort()).toEqual(['api', 'page', 'static']);
    expect(target.routes.some((route) => route.method === 'POST')).toBe(true);
    expect(report.generated).toBe(REQUESTS);
    expect(report.sent).toBe(ONLY === undefined ? REQUESTS : 1);
  });

  it('reaches every /api route, and gets past validation into each one', () => {
    const { target, report } = current();
    // A replay sends one request, so only its route can be expected to have been reached.
    const expected = target.routes
      .filter((route) => route.kind === 'api')
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => ONLY === undefined || report.aimedAt.has(key));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.filter((key) => !target.matched.get(key))).toEqual([]);
    if (ONLY === undefined) expect(expected.filter((key) => !target.validated.get(key))).toEqual([]);
  });

  it('gets no 5xx, no hang, and no reply that shows a stack, a path, SQL or a file from outside the public folders', () => {
    const { target, report } = current();
    if (report.bad > 0) throw new Error(describeFindings(target, report));
  });

  it('gets nothing it sent counted by the rollout guard: it holds no ticket of a page load it made', async () => {
    const { target } = current();
    // The run posts hundreds of report bodies (forged tickets, forged records, every release); none may count.
    expect(target.matched.get('POST /api/rollout/reports') ?? 0).toBeGreaterThan(0);
    expect(await target.app.db.selectFrom('load_counts').selectAll().execute()).toEqual([]);
    expect(await target.app.db.selectFrom('guard_counts').selectAll().execute()).toEqual([]);
  });

  it('leaves the server answering', async () => {
    const { target } = current();
    const alive = await stillAnswers(target);
    expect(alive).toEqual({ ok: true, detail: expect.stringMatching(/^status 200/) });
  });
});

describe('the reply judge', () => {
  const request = (target: string, body?: string): FuzzRequest => ({
    index: 0,
    route: { method: 'GET', url: '/api/x', kind: 'api' },
    strategy: 'judge',
    method: 'GET',
    target,
    headers: {},
    body: body === undefined ? undefined : Buffer.from(body),
    transport: 'inject',
    withSession: false,
  });
  const reply = (status: number, body: string, contentType = 'application/json; charset=utf-8', matchedUrl = '/api/x'): Reply => ({
    status,
    headers: { 'content-type': contentType },
    body: Buffer.from(body),
    matchedUrl,
  });
  const envelope = (message: string) => JSON.stringify({ code: 400, success: false, message, response: null });

  it('passes a 4xx envelope', () => {
    expect(problemsWith(request('/api/x?page=abc'), {}, reply(400, envelope('page must be a whole number (query).')))).toEqual([]);
  });

  it('flags a 5xx, a missing reply, a stack trace, a path and SQL error text', () => {
    expect(problemsWith(request('/api/x'), {}, reply(500, envelope('Something went wrong.')))).toEqual(['status 500']);
    expect(problemsWith(request('/api/x'), {}, { headers: {}, body: Buffer.alloc(0), error: 'no reply within 15 s' })).toEqual([
      'no reply within 15 s',
    ]);
    const stack = 'TypeError: boom\n    at handler (/work/main/api/src/routes/x.ts:12:3)';
    expect(problemsWith(request('/api/x'), {}, reply(400, envelope(stack)))).toEqual([
      'the reply contains a stack trace',
      'the reply contains an error with its stack',
      'the reply contains a file-system path',
      'the reply contains a source line reference',
    ]);
    expect(problemsWith(request('/api/x'), {}, reply(400, envelope('SQLITE_ERROR: near "OR": syntax error')))).toEqual([
      'the reply contains a SQL error',
    ]);
  });

  it('lets a reply quote the request back, as the address or a field', () => {
    expect(problemsWith(request('/media/..%2f..%2fapi/src/app.ts'), {}, reply(404, envelope('There is no GET /api/src/app.ts here.')))).toEqual([]);
    expect(problemsWith(request('/x\\..\\api\\src\\app.ts'), {}, reply(404, envelope('There is no GET /api/src/app.ts here.')))).toEqual([]);
    expect(problemsWith(request('/api/x', '{"key":"near \\"x"}'), {}, reply(400, envelope('No results for near "x.')))).toEqual([]);
  });

  it('holds a public file only to staying inside its folder', () => {
    const sourceMap = '{"sources":["webpack://shell/../node_modules/react/index.js"]}';
    expect(problemsWith(request('/main.js.map'), {}, reply(200, sourceMap, 'application/json', '/*'))).toEqual([]);
    expect(problemsWith(request('/media/../../etc/passwd'), {}, reply(200, 'root:x:0:0:root:/root:/bin/sh', 'text/plain', '/media/*'))).toEqual([
      'the reply contains the content of /etc/passwd',
    ]);
  });

  it('flags markup from the request unescaped in an HTML page', () => {
    const html = '<p>No results for </script><img src=x onerror=alert(1)></p>';
    expect(problemsWith(request('/searchList?key=x'), {}, reply(404, html, 'text/html; charset=utf-8', '/searchList'))).toEqual([
      'the reply contains markup from the request, unescaped in an HTML page',
    ]);
  });
});
