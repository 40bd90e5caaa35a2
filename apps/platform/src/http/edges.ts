import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import {
  controlCharacterPath,
  errorStatus,
  type Failure,
  type KnownErrorCode,
} from '@site/contract';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from './app-error.js';
import { messageOf } from './messages.js';

/**
 * The refusal of what Node's HTTP parser cannot even read (headers too large, a control
 * character in a header, a request that never arrived whole), written straight to the socket:
 * no request exists yet, so the envelope goes out in plain HTTP/1.1, in English (no Language
 * header could be read) and without a word of the input.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: KnownErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'request.headers.too.large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'request.timeout'
        : error.code === 'HPE_URI_TOO_LONG'
          ? 'request.uri.too.long'
          : 'request.invalid';
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

/**
 * Refuses a request whose params, query or body carries a control character in any string
 * (the contract's rule: NUL cannot even be stored), naming the field and never echoing it.
 */
export function refuseControlCharacters(parts: Record<string, unknown>) {
  for (const [part, value] of Object.entries(parts)) {
    const path = controlCharacterPath(value);
    if (path !== null) {
      throw new AppError('request.invalid', {
        fields: { [[part, path].filter(Boolean).join('.')]: 'Control characters are not allowed.' },
      });
    }
  }
}

/**
 * The preValidation hook of every route: the same rule for routes that are not contract calls.
 * Not async: a hook's promise costs every request a few ticks, and most have nothing to check.
 */
export function controlCharacterGuard(
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
    refuseControlCharacters({ params, query, body: text ? body : undefined });
  } catch (error) {
    done(error as Error);
    return;
  }
  done();
}

/** No own enumerable key (fastify's params and query are plain or null-prototype objects). */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  for (const key in value as object) if (Object.hasOwn(value as object, key)) return false;
  return true;
}
