import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { RequestLog } from '../src/http/request-log.js';
import { requestLogger } from '../src/http/request-logger.js';

type PinoLike = FastifyBaseLogger & { child: FastifyBaseLogger['child'] };

/** A pino logger at `level` whose lines land in `lines`. */
function logTo(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  // Fastify's own pino, as the platform's (no direct dependency on pino).
  return { logger: Fastify({ logger: { level, stream } }).log as PinoLike, lines };
}

describe("a request's logger", () => {
  it('makes no child while nothing is written at its level, and binds the request id once it is', () => {
    const { logger, lines } = logTo('warn');
    const child = vi.spyOn(logger, 'child');
    const log = requestLogger.call(
      undefined as never,
      logger,
      { reqId: 'req-7' },
      {},
      undefined as never,
    );
    log.info({ done: true }, 'request completed');
    log.debug('detail');
    expect(child).not.toHaveBeenCalled();
    expect(log.level).toBe('warn');

    log.warn({ why: 'slow' }, 'took %d ms', 12);
    log.error(new Error('broken'), 'request errored');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 40, reqId: 'req-7', why: 'slow', msg: 'took 12 ms' });
    expect(lines[1]).toMatchObject({ level: 50, reqId: 'req-7', msg: 'request errored' });
    expect((lines[1]!.err as { message: string }).message).toBe('broken');
  });

  it("follows its own level once set, and a route's own level makes pino's child at once", () => {
    const { logger, lines } = logTo('warn');
    const log = requestLogger.call(
      undefined as never,
      logger,
      { reqId: 'a' },
      {},
      undefined as never,
    );
    log.level = 'info';
    log.info('now written');
    expect(lines).toMatchObject([{ level: 30, reqId: 'a', msg: 'now written' }]);
    expect(logger.level).toBe('warn');

    const child = vi.spyOn(logger, 'child');
    const routeLog = requestLogger.call(
      undefined as never,
      logger,
      { reqId: 'b' },
      { level: 'debug' },
      undefined as never,
    );
    expect(child).toHaveBeenCalledWith({ reqId: 'b' }, { level: 'debug' });
    expect(routeLog.level).toBe('debug');
  });

  it('still logs a failed request with its id and error, and a good one not at warn', async () => {
    const { logger, lines } = logTo('warn');
    const app = Fastify({
      loggerInstance: logger,
      logController: new RequestLog(),
      childLoggerFactory: requestLogger,
    });
    app.get('/good', () => ({ ok: true }));
    app.get('/bad', () => {
      throw new Error('kaput');
    });
    expect((await app.inject('/good')).statusCode).toBe(200);
    expect(lines).toHaveLength(0);
    expect((await app.inject('/bad')).statusCode).toBe(500);
    // Fastify's error handler writes it, through the request's logger.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, reqId: expect.stringMatching(/^req-/) });
    expect((lines[0]!.err as { message: string }).message).toBe('kaput');
    await app.close();
  });
});
