import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { HttpTimeouts } from '../../src/config';
import { ok } from '../../src/lib/envelope';
import { createTestDatabase } from '../helpers/test-app';

// The idle time-out drops clients that hold a connection in silence; it must not drop the client's answer while
// our own handler works (a release gate fetching another host, sign-ins queued behind password hashes). Real
// sockets on a real port: inject() has no time-outs.

// The keep-alive time-out is longer than the idle one here, so that the last test tells which one closed.
const timeouts: HttpTimeouts = { idleMs: 500, headersMs: 500, requestMs: 3_000, keepAliveMs: 1_000 };
/** Longer than the idle time-out: a handler's work that the client waits for in silence. */
const WORK_MS = 1_200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the idle time-out', () => {
  let app: FastifyInstance;
  let varDir: string;
  let drop: () => Promise<void>;
  let port = 0;

  beforeAll(async () => {
    varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrolink-idle-'));
    const database = await createTestDatabase(varDir);
    drop = database.drop;
    app = await buildApp({
      logger: false,
      config: { varDir, databaseUrl: database.databaseUrl, serveStatic: false, sessionSecret: 'test-secret', httpTimeouts: timeouts },
    });
    // A route of the test's own whose work takes longer than the idle time-out, after its body has arrived.
    app.post('/test/slow-work', async () => {
      await sleep(WORK_MS);
      return ok('done');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await drop();
    fs.rmSync(varDir, { recursive: true, force: true });
  });

  /** Opens a socket, lets `act` use it, and resolves with what it received and when the server closed it. */
  const untilClosed = (act: (socket: net.Socket) => void) =>
    new Promise<{ received: string; afterMs: number }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      const started = Date.now();
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve({ received, afterMs: Date.now() - started }));
      socket.on('error', reject);
      socket.on('connect', () => act(socket));
    });

  it('does not run while a handler works: a reply that takes longer than it is sent', async () => {
    const reply = await fetch(`http://127.0.0.1:${port}/test/slow-work`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ code: 200, response: 'done' });
  });

  it('still runs while a body is awaited: a client that stops sending its body is dropped', async () => {
    const { received, afterMs } = await untilClosed((socket) =>
      socket.write('POST /test/slow-work HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":'),
    );
    expect(received).not.toContain('200 OK');
    // The idle time-out closed it, not the longer whole-request one.
    expect(afterMs).toBeLessThan(timeouts.requestMs);
  });

  it('gives way to the keep-alive time-out once a reply is sent', async () => {
    const { received, afterMs } = await untilClosed((socket) => socket.write('GET /api/WebSite/CopyRight HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(received).toContain('HTTP/1.1 200 OK');
    // Node sets the keep-alive time-out on the socket after a reply (plus a second's grace); setting the idle
    // one again afterwards would have closed the connection at idleMs.
    expect(afterMs).toBeGreaterThanOrEqual(timeouts.keepAliveMs);
  });
});
