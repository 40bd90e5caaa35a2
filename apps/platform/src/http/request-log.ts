import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The house page's address carries the launch token (`/house/play/?t=…`): a credential for
 * two minutes, so the request log keeps the address with its value blanked.
 */
const launchToken = /([?&]t=)[^&#]*/g;

/** A request's URL as the log keeps it: credentials in the query blanked. */
export function loggedUrl(url: string): string {
  return url.startsWith('/house/') ? url.replace(launchToken, '$1[redacted]') : url;
}

/** What the log reads of a request (a FastifyRequest). */
export interface LoggedRequest {
  method: string;
  url: string;
  headers?: Record<string, string | string[] | undefined>;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined };
}

/** Fastify's own request serializer, with the URL as loggedUrl keeps it. */
export function requestForLog(request: LoggedRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: loggedUrl(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * One log line per request, when it is answered, with the request and the answer: fastify's
 * default writes a second line as each request arrives, and the two cost a cached read more
 * than everything else it does but the socket write.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
