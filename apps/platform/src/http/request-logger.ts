import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type ChildLoggerOptions = Parameters<ChildLoggerFactory>[2];

/** The parent: pino's logger, which can tell whether a level is written. */
type Parent = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger (`request.log`) that becomes pino's child, with the request id bound, at
 * its first line at a level that is written. Fastify makes a child per request, and at the
 * usual levels most requests write no line (only one that fails does): the child cost a
 * cached read about a microsecond, and its garbage.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Parent,
    private readonly bound: Bindings,
  ) {}

  /** Pino's child, made the first time a line is written. */
  get made(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bound));
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.made.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return this.#child
      ? (this.#child as Parent).isLevelEnabled(level)
      : this.parent.isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }

  fatal(...line: unknown[]) {
    this.write('fatal', line);
  }
  error(...line: unknown[]) {
    this.write('error', line);
  }
  warn(...line: unknown[]) {
    this.write('warn', line);
  }
  info(...line: unknown[]) {
    this.write('info', line);
  }
  debug(...line: unknown[]) {
    this.write('debug', line);
  }
  trace(...line: unknown[]) {
    this.write('trace', line);
  }
  silent() {}

  private write(level: Level, line: unknown[]) {
    if (!this.isLevelEnabled(level)) return;
    const made = this.made;
    (made[level] as (...args: unknown[]) => void).apply(made, line);
  }
}

/**
 * Fastify's `childLoggerFactory`: the lazy logger above, or pino's child at once when the
 * route asks for its own level or serializers (none does today).
 */
export const requestLogger: ChildLoggerFactory = function (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
) {
  if (options.level || options.serializers || !('isLevelEnabled' in logger)) {
    return logger.child(bindings, options);
  }
  return new RequestLogger(logger as Parent, bindings) as unknown as FastifyBaseLogger;
};
