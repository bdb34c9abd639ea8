import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { batchedDestination, memoryLogger, prettyLine } from './log';
import { fileRequestScope, inRequest, loggerOf, requestIdOf } from './request-context';

describe('the JSON log', () => {
  it('names the request on every line written while it is answered, however deep', async () => {
    const log = memoryLogger();
    log.info('before');
    await inRequest({ requestId: 'req-1' }, async () => {
      await Promise.resolve();
      log.error('sleep import: the device provider failed (timeout); answering the stored nights');
      await new Promise((done) => setTimeout(done, 1));
      log.info('mail queued', { count: 1 });
    });
    log.info('after');
    const records = log.records();
    expect(records.map((record) => [record.msg, record.request_id])).toEqual([
      ['before', undefined],
      ['sleep import: the device provider failed (timeout); answering the stored nights', 'req-1'],
      ['mail queued', 'req-1'],
      ['after', undefined],
    ]);
    expect(records[1]?.level).toBe(50);
    expect(records[2]).toMatchObject({ level: 30, count: 1 });
  });

  it("names the request on every line a service writes through the call's logger, without carrying it through promises", async () => {
    const log = memoryLogger();
    // What the outer middleware files on Hono's context, and the router hands the services as `ctx.logger`.
    const call = {};
    fileRequestScope(call, { requestId: 'req-2' });
    const callLogger = loggerOf(call, log);
    await Promise.resolve();
    callLogger.error('native push failed: APNs answered 410');
    await new Promise((done) => setTimeout(done, 1));
    callLogger.info('mail queued', { count: 2 });
    // Outside a call, the app's own logger: no request named.
    loggerOf({}, log).info('job ran');
    expect(log.records().map((record) => [record.msg, record.request_id])).toEqual([
      ['native push failed: APNs answered 410', 'req-2'],
      ['mail queued', 'req-2'],
      ['job ran', undefined],
    ]);
    expect(log.records()[1]).toMatchObject({ level: 30, count: 2 });
  });

  it('never writes a field named as a secret or a person’s data, whatever is passed', () => {
    const log = memoryLogger();
    log.info('oops', {
      token: 'tok-secret',
      password: 'pw-secret',
      email: 'a@b.test',
      cookie: 'c',
      route: '/v1/x',
    });
    expect(log.lines.join('')).not.toMatch(/tok-secret|pw-secret|a@b\.test/);
    expect(log.records()[0]).toMatchObject({ token: '[redacted]', route: '/v1/x' });
  });

  it("writes the request log's line as pino writes the same fields at info", () => {
    const log = memoryLogger();
    const line = { method: 'GET', route: '/v1/users/me', status: 200, ms: 0.4, request_id: 'edge-7f3a.42' };
    const traced = {
      ...line,
      route: '/v1/patients/:id',
      status: 404,
      trace_id: '4bf92f3577b34da6a3ce929d0e0e4736',
    };
    // Texts JSON must escape are escaped as pino escapes them.
    const odd = { ...line, method: 'GET', route: '/v1/"quoted"\\path\n', request_id: 'id\u0001' };
    for (const fields of [line, traced, odd]) {
      log.request?.(fields);
      log.info('request', fields);
    }
    const [fast, byPino, fastTraced, byPinoTraced, fastOdd, byPinoOdd] = log.records();
    const withoutTime = (record: Record<string, unknown> | undefined) => ({ ...record, time: 0 });
    expect(withoutTime(fast)).toEqual(withoutTime(byPino));
    expect(withoutTime(fastTraced)).toEqual(withoutTime(byPinoTraced));
    expect(withoutTime(fastOdd)).toEqual(withoutTime(byPinoOdd));
    expect(fastOdd?.route).toBe('/v1/"quoted"\\path\n');
    expect(fast).toMatchObject({ level: 30, msg: 'request', request_id: 'edge-7f3a.42', pid: process.pid });
    expect(fast?.time).toBeTypeOf('number');
    expect(fastTraced?.trace_id).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    // Below its level, the line is not written.
    const quiet = memoryLogger({ level: 'warn' });
    quiet.request?.(line);
    expect(quiet.lines).toEqual([]);
  });

  it('honours the level: nothing below it is written', () => {
    const log = memoryLogger({ level: 'error' });
    log.info('quiet');
    log.error('loud');
    expect(log.records().map((record) => record.msg)).toEqual(['loud']);
  });

  it('reads as one short line in the pretty format', () => {
    const line = prettyLine(
      JSON.stringify({
        level: 30,
        time: Date.UTC(2026, 2, 2, 9, 30, 1, 5),
        pid: 1,
        msg: 'request',
        request_id: 'abcdef123456',
        method: 'GET',
        status: 200,
      }),
    );
    expect(line).toBe('09:30:01.005 INFO  [abcdef12] request method=GET status=200\n');
  });
});

describe('standard output, written in batches', () => {
  /** A sink recording what it is handed, as pino's destination would write it. */
  const recordingSink = () => {
    const writes: string[] = [];
    let syncFlushes = 0;
    return {
      writes,
      flushes: () => syncFlushes,
      write: (text: string) => writes.push(text),
      flushSync: () => {
        syncFlushes += 1;
      },
    };
  };

  it('hands lines over together: at once past the batch size, else shortly after the first', async () => {
    const sink = recordingSink();
    const destination = batchedDestination(sink, { chars: 30, delayMs: 20 });
    destination.write('{"n":1}\n');
    destination.write('{"n":2}\n');
    expect(sink.writes).toEqual([]);
    // A quiet server's lines still come out, without waiting for more.
    await vi.waitFor(() => expect(sink.writes).toEqual(['{"n":1}\n{"n":2}\n']));
    // Past the batch size, at once.
    destination.write('{"n":3}\n');
    destination.write('{"n":4}\n');
    destination.write('{"n":5}\n');
    destination.write('{"n":6}\n');
    expect(sink.writes).toEqual(['{"n":1}\n{"n":2}\n', '{"n":3}\n{"n":4}\n{"n":5}\n{"n":6}\n']);
    // flushSync hands over what waits and has the sink write it before returning.
    destination.write('{"n":7}\n');
    destination.flushSync();
    expect(sink.writes.at(-1)).toBe('{"n":7}\n');
    expect(sink.flushes()).toBe(1);
  });

  /** Runs `code` in a Node process of its own with the server's default logger; its output and status. */
  const runLogging = (code: string) => {
    const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    const script = `const { createLogger } = await import('./src/observability/log.ts');\nconst log = createLogger();\n${code}`;
    const run = spawnSync(
      process.execPath,
      ['--conditions=@attune/source', '--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: packageDir, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'info', LOG_FORMAT: 'json' } },
    );
    const numbers = run.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { n: number }).n);
    return { numbers, status: run.status, stderr: run.stderr };
  };
  const all = Array.from({ length: 2000 }, (_, n) => n);

  it('writes every line written before a graceful stop (process.exit), in order', () => {
    // No turn of the event loop between the lines and the exit: only the exit's flush can write them.
    const { numbers, status } = runLogging(
      "for (let n = 0; n < 2000; n += 1) log.info('line', { n });\nprocess.exit(0);",
    );
    expect(status).toBe(0);
    expect(numbers).toEqual(all);
  });

  it('writes every line written before an uncaught error stops the process', () => {
    const { numbers, status, stderr } = runLogging(
      "for (let n = 0; n < 2000; n += 1) log.info('line', { n });\nsetImmediate(() => { throw new Error('fatal: the database vanished'); });",
    );
    expect(status).not.toBe(0);
    expect(stderr).toContain('fatal: the database vanished');
    expect(numbers).toEqual(all);
  });
});

describe('request ids', () => {
  it('takes a well-formed caller id and makes a UUID for anything else', () => {
    expect(requestIdOf('edge-7f3a.42:1')).toBe('edge-7f3a.42:1');
    for (const bad of [undefined, null, '', 'has space', 'quote"', 'line\nbreak', 'x'.repeat(129)]) {
      expect(requestIdOf(bad)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    }
  });
});
