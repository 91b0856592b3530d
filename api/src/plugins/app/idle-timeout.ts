import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The idle time-out (HttpTimeouts.idleMs, no bytes either way for that long) is there for clients that hold a
 * connection without sending or reading. It guards the connection while the server waits for the client:
 * before a request, while its headers and body arrive, and while the reply is being written. While our own
 * handler works (a release gate that fetches another host, sign-ins queued behind password hashes under load)
 * the silence is ours, and closing the connection would drop an answer the client is waiting for.
 *
 * So the socket's timer is suspended once the whole request has arrived (preValidation runs after the body is
 * read) and set again when the reply starts (onSend), with onResponse and onRequestAbort as backstops. The
 * header and whole-request deadlines (headersMs, requestMs) are Node's own and only run until the request has
 * arrived, so they are untouched.
 */
export default fp(
  async function idleTimeoutPlugin(app) {
    const idleMs = app.config.httpTimeouts.idleMs;

    // inject()'s sockets are stand-ins without timers; only real sockets are touched.
    const socketOf = (request: FastifyRequest): Socket | undefined => {
      const socket: Partial<Socket> | undefined = request.raw.socket;
      return typeof socket?.setTimeout === 'function' && !socket.destroyed ? (socket as Socket) : undefined;
    };

    app.addHook('preValidation', async (request) => {
      socketOf(request)?.setTimeout(0);
    });

    /**
     * Sets the idle timer again, unless something set it meanwhile: once a reply has finished, Node sets the
     * keep-alive time-out (keepAliveMs) on the socket, which must not be replaced by the longer idle one.
     */
    const restore = async (request: FastifyRequest) => {
      const socket = socketOf(request);
      if (socket && socket.timeout === 0) socket.setTimeout(idleMs);
    };
    app.addHook('onSend', async (request) => {
      await restore(request);
    });
    app.addHook('onResponse', restore);
    app.addHook('onRequestAbort', restore);
  },
  { name: 'idle-timeout', dependencies: ['config'] },
);
