import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilent, Logger } from 'pino';

/**
 * Fastify makes a child logger (bound to the request id) for every request; most requests never log
 * a line, so the child is made on the first line instead. Error logs keep their request id.
 * A class, not an object of closures: nothing is allocated per request beyond the instance itself.
 */
class LazyChildLogger {
  private real: Logger | undefined;
  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  private get made(): Logger {
    this.real ??= this.parent.child(this.bindings);
    return this.real;
  }
  get level(): LevelWithSilent | string {
    return (this.real ?? this.parent).level;
  }
  set level(level: LevelWithSilent | string) {
    this.made.level = level;
  }
  isLevelEnabled(level: Level | string): boolean {
    return (this.real ?? this.parent).isLevelEnabled(level);
  }
  fatal(...args: Parameters<Logger['fatal']>) {
    this.made.fatal(...args);
  }
  error(...args: Parameters<Logger['error']>) {
    this.made.error(...args);
  }
  warn(...args: Parameters<Logger['warn']>) {
    this.made.warn(...args);
  }
  info(...args: Parameters<Logger['info']>) {
    this.made.info(...args);
  }
  debug(...args: Parameters<Logger['debug']>) {
    this.made.debug(...args);
  }
  trace(...args: Parameters<Logger['trace']>) {
    this.made.trace(...args);
  }
  silent(...args: Parameters<Logger['silent']>) {
    this.made.silent(...args);
  }
  child(bindings: Bindings, opts?: ChildLoggerOptions) {
    return this.made.child(bindings, opts);
  }
}

export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  opts: ChildLoggerOptions,
): FastifyBaseLogger {
  // A route with its own log level needs its own child from the start for isLevelEnabled to be right.
  if (opts.level) return parent.child(bindings, opts);
  return new LazyChildLogger(parent as unknown as Logger, bindings) as unknown as FastifyBaseLogger;
}
