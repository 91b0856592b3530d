import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/**
 * helmet's headers, computed once. @fastify/helmet rebuilds the helmet middleware
 * (and re-parses the Content-Security-Policy) on every request; profiling the
 * catalogue reads under load put that at about 6% of the server's CPU. The
 * headers only depend on the options, so we let @fastify/helmet produce them
 * once, on a throwaway instance, and send the same set with every reply.
 */
export async function computeSecurityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', async () => 'probe');
  const reply = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const ignored = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.headers)) {
    if (!ignored.has(name) && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/**
 * Sends helmet's headers with every reply. They depend on the origins the remotes manifest names (a canary
 * on another origin must be allowed to serve scripts), so they are computed once per set of origins and
 * looked up by it; the set changes only when a staged rollout edits the rollout file.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  currentOrigins: () => string[],
  optionsFor: (origins: string[]) => FastifyHelmetOptions,
): void {
  const readyHeaders = new Map<string, Record<string, string>>();
  const pendingHeaders = new Map<string, Promise<Record<string, string>>>();
  app.addHook('onRequest', (_request, reply, done) => {
    const origins = currentOrigins();
    const key = origins.join(' ');
    const ready = readyHeaders.get(key);
    if (ready) {
      reply.headers(ready);
      done();
      return;
    }
    let pending = pendingHeaders.get(key);
    if (!pending) {
      pending = computeSecurityHeaders(optionsFor(origins)).then((headers) => {
        readyHeaders.set(key, headers);
        pendingHeaders.delete(key);
        return headers;
      });
      pendingHeaders.set(key, pending);
    }
    pending.then(
      (headers) => {
        reply.headers(headers);
        done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  });
}
