import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type GracefulStopTimes } from '../../src/config';
import { createGracefulStop, type GracefulStop } from '../../src/lib/graceful-stop';
import { ok } from '../../src/lib/envelope';
import { createTestDatabase } from '../helpers/test-app';

// What the server does on SIGTERM, driven through the same module the server's signal handlers call, on a real
// listening server (inject has no sockets, no listener to close and no keep-alive).

/** Far longer than any test: a connection that closes did not close by its time-out. */
const KEEP_ALIVE_MS = 60_000;

interface Started {
  app: FastifyInstance;
  port: number;
  stop: GracefulStop;
  exits: number[];
  /** Resolves when a request has reached the slow route's handler. */
  slowStarted: Promise<void>;
  /** Lets the slow route's handler answer. */
  finishSlow: () => void;
}

let cleanups: (() => Promise<void>)[] = [];

/** A listening app with a route whose handler waits for the test, and the graceful stop the server would use. */
async function start(times: GracefulStopTimes): Promise<Started> {
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrolink-stop-'));
  fs.mkdirSync(path.join(varDir, 'releases'));
  const database = await createTestDatabase(varDir);
  const app = await buildApp({
    logger: false,
    config: {
      varDir,
      databaseUrl: database.databaseUrl,
      serveStatic: false,
      sessionSecret: 'test-secret',
      httpTimeouts: { idleMs: KEEP_ALIVE_MS, headersMs: 10_000, requestMs: KEEP_ALIVE_MS, keepAliveMs: KEEP_ALIVE_MS },
    },
  });
  let markStarted: () => void = () => undefined;
  const slowStarted = new Promise<void>((resolve) => (markStarted = resolve));
  let finishSlow: () => void = () => undefined;
  const slowMayFinish = new Promise<void>((resolve) => (finishSlow = resolve));
  app.get('/test/slow', async () => {
    markStarted();
    await slowMayFinish;
    return ok('done');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  const exits: number[] = [];
  const stop = createGracefulStop({ app, ...times, exit: (code) => exits.push(code) });
  cleanups.push(async () => {
    finishSlow();
    await app.close();
    await database.drop();
    fs.rmSync(varDir, { recursive: true, force: true });
  });
  return { app, port, stop, exits, slowStarted, finishSlow };
}

afterEach(async () => {
  for (const cleanup of cleanups) await cleanup();
  cleanups = [];
});

/** One GET on a connection of its own (no agent pooling), with the status and the Connection header it got. */
function get(port: number, url: string): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
    });
    request.on('error', reject);
  });
}

/** A keep-alive connection that has had one answer and now sits idle; resolves when the server closes it. */
async function idleKeepAliveConnection(port: number): Promise<{ closed: Promise<number> }> {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  const answered = new Promise<void>((resolve, reject) => {
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (received.includes('"alive"')) resolve();
    });
    socket.on('error', reject);
  });
  socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
  await answered;
  expect(received).toMatch(/^HTTP\/1\.1 200/);
  expect(received.toLowerCase()).toContain('connection: keep-alive');
  const closed = new Promise<number>((resolve) => {
    socket.on('close', () => resolve(Date.now()));
  });
  return { closed };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the graceful stop', () => {
  it('turns unready at once and keeps serving through the drain delay, then finishes the request in flight and exits 0', async () => {
    const { port, stop, exits, slowStarted, finishSlow } = await start({ drainDelayMs: 600, shutdownTimeoutMs: 10_000 });
    expect((await get(port, '/readyz')).status).toBe(200);

    const inFlight = get(port, '/test/slow');
    await slowStarted;
    stop.onSignal('SIGTERM');

    // The listener still answers during the drain delay: readiness is 503 so the proxy takes the process out...
    const during = await get(port, '/readyz');
    expect(during.status).toBe(503);
    expect(JSON.parse(during.body)).toMatchObject({ ready: false, checks: { process: 'draining' } });
    // ...and whatever still arrives is served, on a connection that then closes.
    const served = await get(port, '/healthz');
    expect(served).toMatchObject({ status: 200, connection: 'close' });

    // The request that was in flight when the stop began completes; only then does the process exit, with 0.
    await sleep(800);
    expect(exits).toEqual([]);
    finishSlow();
    expect(await inFlight).toMatchObject({ status: 200, body: expect.stringContaining('done') });
    await stop.finished;
    expect(exits).toEqual([0]);

    // A new request after the close is refused (the proxy tries another process).
    await expect(get(port, '/healthz')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('refuses or answers 503 to a new request once closing began, while a request in flight still completes', async () => {
    const { port, stop, exits, slowStarted, finishSlow } = await start({ drainDelayMs: 0, shutdownTimeoutMs: 10_000 });
    const inFlight = get(port, '/test/slow');
    await slowStarted;
    stop.onSignal('SIGTERM');
    await sleep(100);

    const late = await get(port, '/healthz').then(
      (reply) => reply.status,
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect([503, 'ECONNREFUSED', 'ECONNRESET']).toContain(late);

    finishSlow();
    expect((await inFlight).status).toBe(200);
    await stop.finished;
    expect(exits).toEqual([0]);
  });

  it('closes idle keep-alive connections when it closes, not at their time-out', async () => {
    const { port, stop, exits } = await start({ drainDelayMs: 0, shutdownTimeoutMs: 10_000 });
    const idle = await idleKeepAliveConnection(port);
    const began = Date.now();
    stop.onSignal('SIGTERM');
    const closedAt = await idle.closed;
    expect(closedAt - began).toBeLessThan(2_000);
    await stop.finished;
    expect(exits).toEqual([0]);
  });

  it('exits 1 once SHUTDOWN_TIMEOUT_MS has passed with a request still in flight', async () => {
    const { port, stop, exits, slowStarted } = await start({ drainDelayMs: 0, shutdownTimeoutMs: 300 });
    void get(port, '/test/slow').catch(() => undefined);
    await slowStarted;
    const began = Date.now();
    stop.onSignal('SIGTERM');
    await stop.finished;
    expect(exits).toEqual([1]);
    expect(Date.now() - began).toBeGreaterThanOrEqual(290);
  });

  it('exits 1 at once on a second signal', async () => {
    const { port, stop, exits, slowStarted } = await start({ drainDelayMs: 5_000, shutdownTimeoutMs: 10_000 });
    void get(port, '/test/slow').catch(() => undefined);
    await slowStarted;
    stop.onSignal('SIGTERM');
    expect(exits).toEqual([]);
    stop.onSignal('SIGINT');
    expect(exits).toEqual([1]);
    await stop.finished;
  });
});

describe('DRAIN_DELAY_MS and SHUTDOWN_TIMEOUT_MS', () => {
  const times = (env: NodeJS.ProcessEnv) => loadConfig({ varDir: os.tmpdir(), sessionSecret: 'test-secret' }, env).gracefulStop;

  it('wait 5 s for a proxy to notice when there is one (TRUST_PROXY), none without, and give requests 10 s', () => {
    expect(times({})).toEqual({ drainDelayMs: 0, shutdownTimeoutMs: 10_000 });
    expect(times({ TRUST_PROXY: '1' })).toEqual({ drainDelayMs: 5_000, shutdownTimeoutMs: 10_000 });
    expect(times({ TRUST_PROXY: 'loopback', DRAIN_DELAY_MS: '0', SHUTDOWN_TIMEOUT_MS: '2500' })).toEqual({
      drainDelayMs: 0,
      shutdownTimeoutMs: 2_500,
    });
  });

  it('refuse what is not a whole number of milliseconds up to 10 minutes, naming the variable', () => {
    expect(() => times({ DRAIN_DELAY_MS: '5s' })).toThrow('DRAIN_DELAY_MS must be a whole number from 0 to 600000, got "5s"');
    expect(() => times({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow('SHUTDOWN_TIMEOUT_MS must be a whole number from 0 to 600000, got "-1"');
    expect(() => times({ SHUTDOWN_TIMEOUT_MS: '1.5' })).toThrow('SHUTDOWN_TIMEOUT_MS must be a whole number');
  });
});
