import { describe, expect, it } from 'vitest';
import { memoryLogger, prettyLine } from './log';
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
