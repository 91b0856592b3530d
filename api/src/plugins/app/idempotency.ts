import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteOptions, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { sha256 } from '../../lib/crypto';
import { HttpError } from '../../lib/envelope';
import { CLAIM_ABANDONED_MS, CLAIM_HEARTBEAT_MS, IdempotencyStore } from '../../services/idempotency/idempotency-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route stores or mails, and a retry of it must not do so twice: it accepts an Idempotency-Key header
     * (plugins/app/idempotency.ts). Without the header it behaves as it always did.
     */
    idempotent?: boolean;
  }
}

/** The header, as Node gives header names: lower case. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer given again under a key, so a client or an operator can tell a replay from the first answer. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
/** A key: long enough not to collide by chance (a UUID is 36), short enough to bound the work, and safe in any log. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;
const MALFORMED_KEY = 'The Idempotency-Key header must be 8 to 200 characters of letters, digits, "-" and "_".';
const OTHER_REQUEST = 'This Idempotency-Key was already used for a different request. Send a new Idempotency-Key with each new request.';
const STILL_RUNNING = 'A request with this Idempotency-Key is still being processed. Please try again in a moment.';

/**
 * How long a request whose key another request is working on waits for that one's answer. The second request
 * waits rather than being refused at once: it is nearly always the same submission sent again (a double click, a
 * browser's or the proxy's retry), and the client wants the first answer, not an error it must handle. The wait is
 * a little longer than it takes to declare a silent claim abandoned, so the retry the proxy sends when a process
 * dies mid-request does the work itself instead of failing; after it, a 409 says to try again.
 */
const WAIT_FOR_FIRST_MS = CLAIM_ABANDONED_MS + 5_000;
const POLL_MS = 100;

/** JSON with object keys sorted at every depth: the same body sent as JSON or as a form, in any order, hashes alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The key the request carries: undefined without the header; a 400 envelope naming the header when malformed. */
function readKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) throw new HttpError(400, MALFORMED_KEY);
  return raw;
}

/** The key's request as one hash: the key, the method and route, the query and the body, as validated. */
function fingerprintOf(key: string, request: FastifyRequest): string {
  // The key is hashed in and never stored (the row holds its own hash): without the key, the stored fingerprint
  // cannot be checked against guessed bodies, so it gives away nothing of a body, its password included.
  return sha256([key, request.method, request.routeOptions.url ?? '', canonicalJson(request.query), canonicalJson(request.body)].join('\n'));
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A claim this process holds while its request is answered. */
interface HeldClaim {
  keyHash: string;
  claimedAt: string;
  heartbeat: NodeJS.Timeout;
}

function asArray<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Writes that may be retried (docs/architecture.md, "Writes that may be retried"). A route opts in with
 * `config: { idempotent: true }`. A request with an Idempotency-Key header claims the key (a unique row) before the
 * route's work and keeps the answer under it; the same request again gets that answer, with no new work:
 * - the same key with another route or body: 422;
 * - while the first is still at work: the second waits for its answer (409 after WAIT_FOR_FIRST_MS);
 * - a 2xx answer is kept for 24 hours. Every other answer (a refusal, a 429, a 5xx) releases the key: it did not
 *   store or mail, so doing the same request again does nothing twice, and a retry may succeed (after the wait a
 *   429 asked for, once the mail server or database is back). A refused attempt thus never poisons its key.
 *
 * Limits keep their order: the per-client rate limit runs first (onRequest), then the route's own counting of
 * limited attempts, in the handler. A request whose key is already known skips the rate limit (it will be
 * answered again, or wait for the first, which was counted), and a replay never reaches the handler, so neither
 * counts twice; every new key is counted as a new request. A known key can at most make the exact same request
 * run again after its first attempt was refused, which gives the same refusal.
 */
export default fp(
  async function idempotencyPlugin(app) {
    const store = new IdempotencyStore(app.db, app.clock);
    const held = new WeakMap<FastifyRequest, HeldClaim>();

    const claimKey: preHandlerAsyncHookHandler = async function claimKey(request: FastifyRequest, reply: FastifyReply) {
      const key = readKey(request);
      if (key === undefined) return;
      const keyHash = sha256(key);
      const fingerprint = fingerprintOf(key, request);

      const deadline = Date.now() + WAIT_FOR_FIRST_MS;
      let claim = await store.claim(keyHash, fingerprint);
      while (claim.kind === 'running' && Date.now() < deadline) {
        await delay(POLL_MS);
        claim = await store.claim(keyHash, fingerprint);
      }

      switch (claim.kind) {
        case 'done':
          return reply
            .code(claim.reply.statusCode)
            .header('content-type', 'application/json; charset=utf-8')
            .header(IDEMPOTENT_REPLAY_HEADER, 'true')
            .send(claim.reply.body);
        case 'mismatch':
          throw new HttpError(422, OTHER_REQUEST);
        case 'running':
          void reply.header('retry-after', '1');
          throw new HttpError(409, STILL_RUNNING);
        case 'claimed': {
          const holding: HeldClaim = {
            keyHash,
            claimedAt: claim.claimedAt,
            // While the work runs, the claim is renewed, so that only a dead process's claim ever looks abandoned.
            heartbeat: setInterval(() => {
              store.heartbeat(keyHash, holding.claimedAt).then(
                (stamp) => (holding.claimedAt = stamp),
                (error: unknown) => request.log.error({ err: error }, 'an idempotency claim could not be renewed'),
              );
            }, CLAIM_HEARTBEAT_MS).unref(),
          };
          held.set(request, holding);
        }
      }
    };

    /** Keeps a 2xx answer under the key, or releases the key; the client gets the answer only after that is stored. */
    async function settle(request: FastifyRequest, statusCode: number, payload: unknown): Promise<void> {
      const holding = held.get(request);
      if (!holding) return;
      held.delete(request);
      clearInterval(holding.heartbeat);
      try {
        // Replies here are small JSON envelopes, sent as text (compression starts above 2 KB); anything else is
        // not kept rather than kept wrong.
        if (statusCode >= 200 && statusCode < 300 && typeof payload === 'string') {
          await store.complete(holding.keyHash, { statusCode, body: payload });
        } else {
          await store.release(holding.keyHash, holding.claimedAt);
        }
      } catch (error) {
        // The answer still goes out. The claim stops being renewed, so after CLAIM_ABANDONED_MS a retry may run
        // the request again: rarer, and better, than a client that never learns its enquiry arrived.
        request.log.error({ err: error }, 'the answer to an idempotent request could not be kept');
      }
    }

    const keepAnswer: onSendHookHandler = async (request, reply, payload) => {
      await settle(request, reply.statusCode, payload);
      return payload;
    };

    app.addHook('onRoute', (route: RouteOptions) => {
      if (route.config?.idempotent !== true) return;
      // This hook runs before the rate limiter's own onRoute (the plugin is registered first), so the limiter
      // sees the allow list below. A new object: route configs share their limit objects.
      const limit = route.config.rateLimit;
      if (limit) {
        route.config = {
          ...route.config,
          rateLimit: {
            ...limit,
            allowList: async (request: FastifyRequest) => {
              const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
              return typeof raw === 'string' && KEY_PATTERN.test(raw) && (await store.isKnown(sha256(raw)));
            },
          },
        };
      }
      // First among the route's own preHandlers, after body validation: the fingerprint hashes the validated body.
      route.preHandler = [claimKey, ...asArray(route.preHandler)];
      route.onSend = [...asArray(route.onSend), keepAnswer];
      // Should a reply end without reaching this onSend (an earlier onSend hook failed), its key is given up here.
      route.onResponse = [...asArray(route.onResponse), async (request: FastifyRequest) => settle(request, 500, undefined)];
    });
  },
  { name: 'idempotency', dependencies: ['config', 'database'] },
);
