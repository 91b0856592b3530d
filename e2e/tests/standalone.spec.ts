import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../support/test';
import { freePort } from '../../scripts/lib/free-port.mjs';

// A section team runs its remote alone in development (README "Working on one
// section"): `npm run dev -w mf-solutions` compiles it
// in development mode and serves its pages in a bare harness, against the API of
// this suite's server. In production a remote borrows the shell's federation
// runtime; this proves the development build brings its own and boots without a shell.

const root = process.env.E2E_ROOT ?? path.resolve(__dirname, '..', '..');

/** Starts the dev server of `app`, resolving with its URL once it has compiled and listens. */
async function startDevServer(app: string, apiPort: string): Promise<{ url: string; process: ChildProcess }> {
  const devPort = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'build-tools', 'dev-server.cjs'), app], {
    cwd: root,
    env: { ...process.env, PORT: apiPort, DEV_PORT: String(devPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`${app} standalone:`)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the dev server of ${app} exited with ${code}:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${devPort}`, process: child };
}

test.describe('a remote standalone in development', () => {
  // One dev server, one compile: once is enough, on the desktop project.
  test.skip(({ isMobile }) => isMobile, 'the harness is a development tool; the desktop run covers it');
  test.setTimeout(180_000);

  let devServer: { url: string; process: ChildProcess } | undefined;
  test.afterAll(() => {
    devServer?.process.kill('SIGTERM');
  });

  test('mf-solutions serves its own pages with data from the API, without the shell', async ({ page, baseURL }) => {
    const apiPort = new URL(baseURL ?? 'http://127.0.0.1:8080').port;
    devServer = await startDevServer('mf-solutions', apiPort);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(devServer.url);
    const harness = page.getByRole('navigation', { name: 'Standalone harness' });
    await expect(harness).toContainText('mf-solutions (standalone)');
    await expect(page.getByText("Pick one of mf-solutions's pages in the bar above.")).toBeVisible();

    await harness.getByRole('link', { name: 'Solutions' }).click();
    await expect(page.getByTestId('sector-1').getByRole('heading', { level: 2 })).toHaveText('Intelligent Transportation');
    await expect(page.getByTestId('sector-1').getByRole('link')).toHaveCount(3);

    await page.goto(`${devServer.url}/no-such-page`);
    await expect(page.getByText('mf-solutions has no page at this path; its pages are in the bar above.')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
