import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from '../../lib/envelope';
import { canonicalSpaRoute } from '../../lib/spa-routes';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

const LOCATION: Record<string, string> = { querystring: 'query', body: 'body', params: 'path', headers: 'header' };

/** Turns the first schema error into a sentence a person can act on: "page must be a whole number". */
export function describeValidationError(issue: ValidationIssue, context: string | undefined): string {
  const missing = typeof issue.params.missingProperty === 'string' ? issue.params.missingProperty : undefined;
  const field = missing ?? (issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'the request');
  const where = context ? ` (${LOCATION[context] ?? context})` : '';
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return `${field} is required${where}.`;
    case 'type':
      return `${field} must be ${p.type === 'integer' ? 'a whole number' : `${/^[aeiou]/.test(String(p.type)) ? 'an' : 'a'} ${String(p.type)}`}${where}.`;
    case 'minimum':
      return `${field} must be at least ${String(p.limit)}${where}.`;
    case 'maximum':
      return `${field} must be at most ${String(p.limit)}${where}.`;
    case 'exclusiveMinimum':
      return `${field} must be greater than ${String(p.limit)}${where}.`;
    case 'minLength':
      return Number(p.limit) <= 1 ? `${field} must not be empty${where}.` : `${field} must be at least ${String(p.limit)} characters${where}.`;
    case 'maxLength':
      return `${field} must be at most ${String(p.limit)} characters${where}.`;
    case 'minItems':
      return `${field} must hold at least ${String(p.limit)} ${Number(p.limit) === 1 ? 'entry' : 'entries'}${where}.`;
    case 'maxItems':
      return `${field} may hold at most ${String(p.limit)} entries${where}.`;
    case 'enum':
      return `${field} must be one of ${(p.allowedValues as unknown[]).join(', ')}${where}.`;
    case 'format':
      return p.format === 'email' ? `${field} must be a valid email address${where}.` : `${field} is not a valid ${String(p.format)}${where}.`;
    case 'pattern':
      return `${field} has an invalid format${where}.`;
    case 'additionalProperties':
      return `${String(p.additionalProperty)} is not an accepted field${where}.`;
    default:
      return `${field} ${issue.message ?? 'is invalid'}${where}.`;
  }
}

/** Answers a page address with the shell's "Page not found" and a 404; false when the shell is not built (or not served). */
function sendShellNotFound(app: FastifyInstance, reply: FastifyReply): boolean {
  const html = app.hasDecorator('shellPage') ? app.shellPage() : null;
  if (!html) return false;
  void reply.code(404).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  return true;
}

/**
 * Fastify's `frameworkErrors`: a path that is not valid percent-encoding (/%ZZ) never reaches a route or the error
 * handler. Answered like every other bad address: a 400 envelope under /api, the shell's "Page not found" elsewhere
 * (a 404 envelope before the shell is built, as the not-found handler answers).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const isApi = request.url.startsWith('/api/');
  if (!isApi && sendShellNotFound(request.server, reply)) return;
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid: it has a broken %-escape.' : 'The request is not valid.';
  const status = isApi ? 400 : 404;
  void reply.code(status).send(failure(status, message));
}

/** What a connection whose bytes are not HTTP gets: the site's envelope, then the connection closes. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
};

/**
 * Fastify's `clientErrorHandler`: Node's parser refused the bytes (not HTTP, a bad header, a time-out), so
 * no route or error handler runs. Answered with an envelope like every other failure, not Fastify's own
 * body; the connection is closed since the parser cannot find the next request in it.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, message: 'The request is not valid HTTP.' };
  const body = JSON.stringify(failure(status, message));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** One error handler for the whole app: envelopes for every failure, 4xx messages kept, 5xx messages and stacks never sent. */
export default fp(
  async function errorsPlugin(app) {
    app.setErrorHandler((error: FastifyError & { validationContext?: string }, request, reply) => {
      if (error.validation && error.validation.length > 0) {
        const message = describeValidationError(error.validation[0] as ValidationIssue, error.validationContext);
        return reply.code(400).send(failure(400, message));
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        const message =
          error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request is too large.'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Send the request as JSON or as a form.'
              : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
                ? 'The request body is not valid JSON.'
                : error.message;
        return reply.code(status).send(failure(status, message));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(failure(500, 'Something went wrong on our side. Please try again in a moment.'));
    });

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      // A person who follows a dead link gets the shell's own 404 page; API clients get an envelope.
      const isPageRequest = request.method === 'GET' && !pathname.startsWith('/api/') && !/\.[a-z0-9]{2,5}$/i.test(pathname);
      if (isPageRequest) {
        const route = canonicalSpaRoute(pathname);
        if (route) return reply.redirect(route + request.url.slice(pathname.length), 301);
      }
      if (isPageRequest && sendShellNotFound(app, reply)) return reply;
      return reply.code(404).send(failure(404, `There is no ${request.method} ${pathname} here.`));
    });
  },
  { name: 'errors' },
);
