/**
 * The server's log: one JSON object per line (pino), on standard output. A line written while a request
 * is answered carries that request's id (`request_id`), and its trace's id (`trace_id`) when traces are
 * exported. What may be logged is the caller's business: a message and a few plain fields (method, route
 * pattern, status, durations, counts), never a token, password, cookie, body, email or child's data; as a
 * second guard, fields under those names are replaced by `[redacted]`.
 *
 * `LOG_LEVEL` (`info` by default; `debug`, `warn`, `error`, `silent` ...) chooses what is written;
 * `LOG_FORMAT=pretty` writes a short human-readable line instead of JSON (development).
 *
 * Standard output is written in batches ({@link batchedDestination}): lines are gathered in memory and
 * written together, at most {@link LOG_BATCH_DELAY_MS} after the first of them, and all of them,
 * synchronously, when the process exits (a graceful stop's `process.exit`, an uncaught error), so no
 * line is lost; one write per line cost a busy server more than answering a call from memory.
 */
import { Writable } from 'node:stream';
import pino, { type DestinationStream, type Logger as Pino } from 'pino';
import type { LogFields, Logger, RequestLine } from '../ports';
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
  /** Where lines go (default: standard output, written asynchronously in batches: {@link batchedDestination}). */
  readonly destination?: DestinationStream;
}

/** How many characters of lines are gathered before they are written at once (about 80 request lines). */
export const LOG_BATCH_CHARS = 16_384;

/** The longest a line waits in memory before it is written, in milliseconds. */
export const LOG_BATCH_DELAY_MS = 50;

/**
 * Where a batch of lines goes: pino's asynchronous destination (sonic-boom), which writes it to its file
 * descriptor without blocking, and at exit writes what it still holds synchronously (`flushSync`).
 */
export interface LineSink {
  write(text: string): unknown;
  flushSync?(): void;
}

/** A destination gathering lines in memory ({@link batchedDestination}). */
export interface BatchedDestination extends DestinationStream {
  /** Hands the lines gathered so far to the sink, now. */
  flush(): void;
  /** {@link BatchedDestination.flush}, then has the sink write everything it holds before returning. */
  flushSync(): void;
}

/** The batched destinations of this process, each written out synchronously when the process exits. */
const batched = new Set<BatchedDestination>();

/**
 * A destination that gathers lines and hands them to `sink` together: once {@link LOG_BATCH_CHARS} are
 * gathered, else {@link LOG_BATCH_DELAY_MS} after the first line waiting (a quiet server's lines still
 * come out at once to a reader), and at the process's exit, synchronously: a graceful stop ends with
 * `process.exit`, and an uncaught error exits the same way, so every line written before is in the
 * output. Only a process killed outright (SIGKILL) loses the last batch.
 */
export function batchedDestination(
  sink: LineSink,
  options: { readonly chars?: number; readonly delayMs?: number } = {},
): BatchedDestination {
  const chars = options.chars ?? LOG_BATCH_CHARS;
  const delayMs = options.delayMs ?? LOG_BATCH_DELAY_MS;
  let pending = '';
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    if (timer !== null) {
      clearTimeout(timer);
      timer = null;
    }
    if (pending === '') return;
    // Joined once here, not at every line (the sink measures and copies what it is given).
    const batch = pending;
    pending = '';
    sink.write(batch);
  };
  const destination: BatchedDestination = {
    write(line: string) {
      pending += line;
      if (pending.length >= chars) flush();
      else if (timer === null) {
        timer = setTimeout(flush, delayMs);
        // A pending line never keeps the process alive: the exit writes it.
        timer.unref();
      }
      return true;
    },
    flush,
    flushSync() {
      flush();
      sink.flushSync?.();
    },
  };
  if (batched.size === 0) process.once('exit', flushAllAtExit);
  batched.add(destination);
  return destination;
}

function flushAllAtExit(): void {
  for (const destination of batched) {
    try {
      destination.flushSync();
    } catch {
      // A closed or broken output: nothing more can be written.
    }
  }
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
  // Standard output is written in batches (asynchronously), all of it when the process exits.
  const destination =
    format === 'pretty'
      ? prettyStream((options.destination as NodeJS.WritableStream | undefined) ?? process.stdout)
      : (options.destination ?? batchedDestination(pino.destination({ dest: 1, sync: false })));
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

/** A {@link Logger} writing through pino (see {@link createPino}), the request log's line included. */
export function createLogger(options: LogOptions = {}): Logger {
  const log = createPino(options);
  return { ...pinoLogger(log), request: requestLineWriter(log) };
}

/** The level the request log's line is written at (`info`). */
const INFO = pino.levels.values.info ?? 30;

/**
 * The request log's line, written to a {@link createPino} instance's own destination as that instance
 * writes `info(line, 'request')`: the same JSON object (`level`, `time`, `pid`, the line's fields, `msg`;
 * a test holds the two equal), at the same level, in the same batches, without pino's general work on
 * every field of every line (the mixin's merge, the redaction's checks, each value's type), which cost the
 * busiest call a tenth of its time. None of the line's fields is one the redaction covers, and its texts
 * (method, route pattern, request id) are JSON-encoded as pino encodes them.
 */
function requestLineWriter(log: Pino): (line: RequestLine) => void {
  const destination = (log as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym];
  const head = `{"level":${INFO},"time":`;
  const pid = `,"pid":${process.pid}`;
  return (line) => {
    if (!destination || log.levelVal > INFO) return;
    const trace = line.trace_id === undefined ? '' : `,"trace_id":${jsonText(line.trace_id)}`;
    destination.write(
      `${head}${Date.now()}${pid},"method":${jsonText(line.method)},"route":${jsonText(line.route)},"status":${line.status},"ms":${line.ms},"request_id":${jsonText(line.request_id)}${trace},"msg":"request"}\n`,
    );
  };
}

/** Printable ASCII but the quote and the backslash: text JSON writes as it is, between quotes. */
const PLAIN_JSON_TEXT = /^[ !#-[\]-~]*$/;

/**
 * `JSON.stringify(text)`, quicker for the texts of a request line (a method, a route pattern, a request id
 * of letters, digits and `-_.:`), which JSON writes as they are.
 */
function jsonText(text: string): string {
  return PLAIN_JSON_TEXT.test(text) ? `"${text}"` : JSON.stringify(text);
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
