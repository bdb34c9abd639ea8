/**
 * The server's log: one JSON object per line (pino), on standard output. A line written while a request
 * is answered carries that request's id (`request_id`), and its trace's id (`trace_id`) when traces are
 * exported. What may be logged is the caller's business: a message and a few plain fields (method, route
 * pattern, status, durations, counts), never a token, password, cookie, body, email or child's data; as a
 * second guard, fields under those names are replaced by `[redacted]`.
 *
 * `LOG_LEVEL` (`info` by default; `debug`, `warn`, `error`, `silent` ...) chooses what is written;
 * `LOG_FORMAT=pretty` writes a short human-readable line instead of JSON (development).
 */
import { Writable } from 'node:stream';
import pino, { type DestinationStream, type Logger as Pino } from 'pino';
import type { LogFields, Logger } from '../ports';
import { currentRequest } from './request-context';
import { currentTraceId } from './tracing';

/** Plain values a log line may carry beside its message, and the logger (stated in ports.ts). */
export type { LogFields, Logger };

/** Field names that are never written, whatever a caller passes by mistake. */
export const REDACTED_FIELDS = [
  'password',
  'token',
  'cookie',
  'authorization',
  'email',
  'name',
  'body',
  'headers',
  'x-user-token',
] as const;

/** What {@link createLogger} takes. */
export interface LogOptions {
  /** `LOG_LEVEL` by default, else `info`. */
  readonly level?: string;
  /** `pretty`: a human-readable line (development); `json` (default, or `LOG_FORMAT`). */
  readonly format?: 'json' | 'pretty';
  /** Where lines go (default: standard output, written asynchronously in batches). */
  readonly destination?: DestinationStream;
}

/** A short human-readable line from one JSON line: `12:30:01.123 INFO  [request id] message key=value`. */
export function prettyLine(json: string): string {
  const record = JSON.parse(json) as Record<string, unknown>;
  const { level, time, msg, request_id, trace_id, pid: _pid, hostname: _host, ...rest } = record;
  const label = pino.levels.labels[Number(level)]?.toUpperCase() ?? String(level);
  const clock = new Date(Number(time)).toISOString().slice(11, 23);
  const fields = Object.entries(rest)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  const id = request_id ? ` [${String(request_id).slice(0, 8)}]` : '';
  const trace = trace_id ? ` trace=${String(trace_id)}` : '';
  return `${clock} ${label.padEnd(5)}${id} ${String(msg ?? '')}${fields ? ` ${fields}` : ''}${trace}\n`;
}

function prettyStream(out: NodeJS.WritableStream): DestinationStream {
  return new Writable({
    write(chunk, _encoding, done) {
      const text = String(chunk);
      for (const line of text.split('\n')) if (line) out.write(prettyLine(line));
      done();
    },
  });
}

/** The pino instance behind a logger: the fields every line gets, the redaction, the level. */
export function createPino(options: LogOptions = {}): Pino {
  const format = options.format ?? (process.env.LOG_FORMAT === 'pretty' ? 'pretty' : 'json');
  // Standard output is written in batches (asynchronously), flushed when the process exits.
  const destination =
    format === 'pretty'
      ? prettyStream((options.destination as NodeJS.WritableStream | undefined) ?? process.stdout)
      : (options.destination ?? pino.destination({ dest: 1, sync: false }));
  return pino(
    {
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.epochTime,
      redact: { paths: [...REDACTED_FIELDS], censor: '[redacted]' },
      mixin() {
        const request = currentRequest();
        const traceId = currentTraceId();
        if (!request && !traceId) return {};
        return {
          ...(request ? { request_id: request.requestId } : {}),
          ...(traceId ? { trace_id: traceId } : {}),
        };
      },
    },
    destination,
  );
}

/** A {@link Logger} writing through pino (see {@link createPino}). */
export function createLogger(options: LogOptions = {}): Logger {
  return pinoLogger(createPino(options));
}

/** A {@link Logger} over a pino instance. */
export function pinoLogger(log: Pino): Logger {
  return {
    info: (message, fields) => (fields ? log.info(fields, message) : log.info(message)),
    error: (message, fields) => (fields ? log.error(fields, message) : log.error(message)),
  };
}

/**
 * A logger keeping its JSON lines in memory (tests): `lines` are the written lines, `records` the same
 * parsed.
 */
export function memoryLogger(options: Omit<LogOptions, 'destination'> = {}): Logger & {
  readonly lines: string[];
  records(): Record<string, unknown>[];
} {
  const lines: string[] = [];
  const destination = {
    write(text: string) {
      for (const line of text.split('\n')) if (line) lines.push(line);
    },
  };
  const logger = createLogger({ ...options, format: 'json', destination });
  return {
    ...logger,
    lines,
    records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

let processLogger: Logger | null = null;

/** The process's log on standard output (made on first use, one per process). */
export function defaultLogger(): Logger {
  processLogger ??= createLogger();
  return processLogger;
}
