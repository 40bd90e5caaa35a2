import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import {
  errorStatus,
  jsonStructureProblem,
  textProblemIn,
  type Failure,
  type KnownErrorCode,
  type Language,
  type TextProblem,
} from '@site/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { AppError } from './app-error.js';
import { fieldText } from './field-messages.js';
import { messageOf } from './messages.js';
import { requestLanguage } from './request-language.js';

/**
 * The refusal of what Node's HTTP parser cannot even read (headers too large, a control
 * character in a header, a request that never arrived whole), written straight to the socket:
 * no request exists yet, so the envelope goes out in plain HTTP/1.1, in English (no Language
 * header could be read) and without a word of the input.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  refuseOnSocket(
    socket,
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'request.headers.too.large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'request.timeout'
        : error.code === 'HPE_URI_TOO_LONG'
          ? 'request.uri.too.long'
          : 'request.invalid',
  );
}

function refuseOnSocket(socket: Socket, code: KnownErrorCode) {
  const body = JSON.stringify({
    success: false,
    errorCode: code,
    message: messageOf(code, 'EN'),
  } satisfies Failure);
  const status = errorStatus[code];
  // Written, then the socket destroyed: a client that keeps sending must not keep it open.
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${statusText[status] ?? 'Bad Request'}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * A connection idle for the idle timeout is closed; one whose request body stalled half-sent is
 * answered 408 first, as a trickling one is, so the client learns why. (Node closes idle
 * sockets itself only while the server has no listener of its own for this.)
 */
export function answerStalledBodies(server: Server) {
  server.on('timeout', (socket: Socket) => {
    // Node's own link from a socket to the answer it is serving, if any (no public one).
    const response = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (response && !response.headersSent && !response.req.complete) {
      refuseOnSocket(socket, 'request.timeout');
    } else socket.destroy();
  });
}

const statusText: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/**
 * At most `max` open connections per peer address: one client opening thousands of sockets
 * (each a file descriptor) cannot exhaust the process for everyone else. 0: no cap.
 */
export function limitConnectionsPerPeer(server: Server, max: number) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress ?? '';
    const count = (open.get(peer) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(peer, count);
    socket.once('close', () => {
      const left = (open.get(peer) ?? 1) - 1;
      if (left > 0) open.set(peer, left);
      else open.delete(peer);
    });
  });
}

const textFieldMessage: Record<TextProblem, keyof typeof fieldText> = {
  control: 'controlCharacters',
  'ill-formed': 'illFormedText',
  'too-deep': 'nestedTooDeep',
  'too-large': 'tooManyValues',
};

/**
 * Refuses a request whose params, query or body carries a control character or a lone
 * surrogate in any string (the contract's rule: NUL and lone surrogates cannot even be stored),
 * or nests deeper or wider than the wire ever does, naming the field and never echoing it.
 */
export function refuseBadText(parts: Record<string, unknown>, language: Language) {
  for (const [part, value] of Object.entries(parts)) {
    const found = textProblemIn(value);
    if (found !== null) {
      throw new AppError('request.invalid', {
        fields: {
          [[part, found.path].filter(Boolean).join('.')]:
            fieldText[textFieldMessage[found.problem]][language],
        },
      });
    }
  }
}

/**
 * The preValidation hook of every route: the same rule for routes that are not contract calls.
 * Not async: a hook's promise costs every request a few ticks, and most have nothing to check.
 */
export function textGuard(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  const { params, query, body } = request;
  // Uploads and other raw bodies are not text fields.
  const text = typeof body === 'object' && body !== null && !Buffer.isBuffer(body);
  if (isEmpty(params) && isEmpty(query) && !text) {
    done();
    return;
  }
  try {
    refuseBadText({ params, query, body: text ? body : undefined }, requestLanguage(request));
  } catch (error) {
    done(error as Error);
    return;
  }
  done();
}

/**
 * JSON bodies are measured before they are parsed: one pass over the text refuses a body that
 * nests deeper or holds more values than the wire ever does, so no later walk over it (the
 * text guard, zod) can be made slow or overflow the stack. The rest is fastify's own parser,
 * which refuses __proto__ keys.
 */
export function measuredJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    const body = String(raw);
    const problem = jsonStructureProblem(body);
    if (problem !== null) {
      const message = fieldText[textFieldMessage[problem]][requestLanguage(request)];
      done(new AppError('request.invalid', { fields: { body: message } }), undefined);
      return;
    }
    parse(request, body, done);
  });
}

/** No own enumerable key (fastify's params and query are plain or null-prototype objects). */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  for (const key in value as object) if (Object.hasOwn(value as object, key)) return false;
  return true;
}
