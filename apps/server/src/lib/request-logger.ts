// The logger of each request (Fastify's childLoggerFactory), made only when the request writes a line. Fastify makes
// a pino child with the request id for every request, and our logger's redaction (lib/log-redaction.ts: wildcard
// paths) makes that child cost: its bindings pass through the redaction's serialiser, ~2 KB of garbage per request
// (ADR 069). Most requests write nothing at the production level; at `info`, Fastify's own request lines make the
// child at once, as before. A line of any level carries the request id as before: the child is the same pino child,
// made the first time a level that is enabled is written to.
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level } from 'pino';

type Parent = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
type Args = [unknown, ...unknown[]];

export class RequestLogger {
  readonly #parent: Parent;
  readonly #bindings: Bindings;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: Parent, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  /** The request's pino child (its bindings: the request id), made on first use. */
  logger(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings);
    return this.#child;
  }

  /** Whether the request logger was made (a line was written, a child asked for, the level set). */
  get made(): boolean {
    return this.#child !== undefined;
  }

  get level(): string {
    return this.#child ? this.#child.level : this.#parent.level;
  }

  set level(level: string) {
    this.logger().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return this.#child ? (this.#child as Parent).isLevelEnabled(level) : this.#parent.isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  fatal(...args: Args): void {
    this.#write('fatal', args);
  }
  error(...args: Args): void {
    this.#write('error', args);
  }
  warn(...args: Args): void {
    this.#write('warn', args);
  }
  info(...args: Args): void {
    this.#write('info', args);
  }
  debug(...args: Args): void {
    this.#write('debug', args);
  }
  trace(...args: Args): void {
    this.#write('trace', args);
  }
  silent(): void {}

  #write(level: Level, args: Args): void {
    // The level is the parent's until the child exists (the child inherits it, and may have been given its own).
    if (!this.isLevelEnabled(level)) return;
    (this.logger()[level] as (...a: unknown[]) => void)(...args);
  }
}

/**
 * Fastify's childLoggerFactory: a RequestLogger, or the real child at once when a route asks for its own level or
 * serialisers (none does today; such a child is Fastify's own), or when the logger is not pino (an app built
 * without a logger: its null logger is its own child).
 */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (
    options.level !== undefined ||
    options.serializers !== undefined ||
    typeof (logger as Partial<Parent>).isLevelEnabled !== 'function'
  )
    return logger.child(bindings, options);
  return new RequestLogger(logger as Parent, bindings) as unknown as FastifyBaseLogger;
}
