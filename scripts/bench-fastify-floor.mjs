// node scripts/bench-fastify-floor.mjs
// What does Fastify itself cost per request on this machine? Serves the same 4 KB
// JSON string (the size of a catalogue reply) from a bare Fastify instance and from
// instances with one of the API's per-request plugins each, 50 connections, 5 s each.
// It bounds what any /api read can reach against the bare node:http hello server.
import Fastify from 'fastify';
import autocannon from 'autocannon';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';

const body = JSON.stringify({ code: 200, success: true, message: 'OK', response: { text: 'x'.repeat(4000) } });

async function variant(name, setup, logger = false) {
  const app = Fastify({ logger: logger ? { level: 'warn' } : false });
  await setup(app);
  app.get('/reply', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  const result = await autocannon({ url: `http://127.0.0.1:${port}/reply`, connections: 50, duration: 5 });
  console.log(`${name.padEnd(30)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p99 ${result.latency.p99} ms`);
  await app.close();
}

await variant('warm-up (discarded)', async () => {});
await variant('Fastify, no plugins', async () => {});
await variant('+ pino logger (warn)', async () => {}, true);
await variant('+ @fastify/cookie', async (app) => app.register(cookie, { secret: 'bench' }));
await variant('+ @fastify/compress', async (app) => app.register(compress, { global: true, threshold: 2048 }));
await variant('+ 12 security headers', async (app) => {
  const headers = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`x-header-${index}`, 'v'.repeat(40)]));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
