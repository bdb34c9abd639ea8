/**
 * OpenTelemetry traces, exported over OTLP/HTTP to a fake collector on 127.0.0.1 (a small HTTP server
 * keeping what it receives): a request gives a SERVER span named by its route pattern, continuing the
 * caller's `traceparent`, with the database statements it ran as CLIENT spans inside it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../src/observability/log';
import { activeTracing, startTracing, type Tracing, tracesUrl } from '../src/observability/tracing';
import { startServer } from '../src/server';
import { engines, type Harness, startHarness } from './support/harness';

/** A span as OTLP/JSON carries it. */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

const SERVER = 2;
const CLIENT = 3;

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue !== undefined ? Number(value.intValue) : undefined);
};

describe('traces', () => {
  let collector: Server;
  let tracing: Tracing | null = null;
  const received: OtlpSpan[] = [];
  const requests: { path: string; type: string }[] = [];

  beforeAll(async () => {
    collector = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => {
        text += chunk;
      });
      req.on('end', () => {
        requests.push({ path: req.url ?? '', type: req.headers['content-type'] ?? '' });
        const body = JSON.parse(text) as {
          resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const resource of body.resourceSpans) {
          for (const scope of resource.scopeSpans) received.push(...scope.spans);
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
      });
    });
    await new Promise<void>((done) => collector.listen(0, '127.0.0.1', done));
    const port = (collector.address() as AddressInfo).port;
    tracing = await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}/` });
  });
  afterAll(async () => {
    await tracing?.shutdown();
    await new Promise((done) => collector?.close(done));
  });

  it('loads nothing and exports nothing without an endpoint', async () => {
    expect(tracesUrl({})).toBeNull();
    expect(tracesUrl({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(
      'http://collector:4318/v1/traces',
    );
    expect(tracesUrl({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/traces' })).toBe(
      'http://c:4318/traces',
    );
  });

  describe.each(engines)('on %s', (engine) => {
    let harness: Harness;
    beforeAll(async () => {
      harness = await startHarness(engine);
    });
    afterAll(async () => {
      await harness?.close();
    });

    it('exports a server span for a request, continuing the caller’s trace, with its database spans inside', async () => {
      expect(activeTracing()).toBe(tracing);
      const { token } = await harness.family('traced');
      const traceId = [...crypto.getRandomValues(new Uint8Array(16))]
        .map((byte) => byte.toString(16).padStart(2, '0'))
        .join('');
      const callerSpan = 'a1b2c3d4e5f60718';
      const log = memoryLogger();
      const logged = await startServer({
        db: harness.server.ctx.db,
        logger: log,
        requestLog: true,
        seed: false,
      });
      try {
        const response = await fetch(`${logged.url}/v1/patients`, {
          headers: { 'x-user-token': token, traceparent: `00-${traceId}-${callerSpan}-01` },
        });
        expect(response.status).toBe(200);
      } finally {
        await logged.close();
      }
      // The server span ends when the answer has gone out, which on a loaded machine can come after the
      // client has read it: flush until the request's server span has reached the collector.
      await expect
        .poll(
          async () => {
            await tracing?.flush();
            return received.some((span) => span.traceId === traceId && span.kind === SERVER);
          },
          { timeout: 30_000, interval: 100 },
        )
        .toBe(true);

      expect(requests.at(-1)).toEqual({ path: '/v1/traces', type: 'application/json' });
      const inTrace = received.filter((span) => span.traceId === traceId);
      const server = inTrace.find((span) => span.kind === SERVER);
      expect(server?.name).toBe('GET /v1/patients');
      expect(server?.parentSpanId).toBe(callerSpan);
      expect(server && attribute(server, 'http.route')).toBe('/v1/patients');
      expect(server && attribute(server, 'http.response.status_code')).toBe(200);

      const database = inTrace.filter((span) => span.kind === CLIENT);
      expect(database.length).toBeGreaterThanOrEqual(1);
      const byId = new Map(inTrace.map((span) => [span.spanId, span]));
      for (const span of database) {
        expect(attribute(span, 'db.system.name')).toBe('postgresql');
        // Each statement's span sits under the request's.
        let parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
        while (parent && parent.kind !== SERVER)
          parent = parent.parentSpanId ? byId.get(parent.parentSpanId) : undefined;
        expect(parent?.spanId).toBe(server?.spanId);
      }
      expect(database.map((span) => span.name)).toContain('SELECT');
      // The statements' values stay out: no token in any span.
      expect(JSON.stringify(inTrace)).not.toContain(token);

      // The request's log line names its trace.
      const line = log
        .records()
        .find((record) => record.msg === 'request' && record.route === '/v1/patients');
      expect(line?.trace_id).toBe(traceId);
    });
  });
});
