/**
 * The floors the benchmark compares Attune with, in a process of its own: a bare Hono JSON route
 * (`GET /health` answering `{"ok":true}`) and, at each benchmarked path, the exact bytes Attune answered
 * there, served from memory by Hono on @hono/node-server (the same stack Attune runs on), both as bare
 * bytes (`/v1/...`) and as Attune's whole answer, the bytes with the headers Attune sent them with
 * (`/same-answer/v1/...`: the security headers, ETag, caching), to tell the cost of those headers from the
 * cost of the server's own work.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/health', (c) => c.json({ ok: true }));

process.once(
  'message',
  (message: { bodies: Record<string, string>; headers: Record<string, Record<string, string>> }) => {
    for (const [path, body] of Object.entries(message.bodies)) {
      const bytes = new Uint8Array(Buffer.from(body, 'base64'));
      app.get(path, (c) => c.body(bytes, 200, { 'content-type': 'application/json' }));
      // The whole answer: the same bytes with the headers Attune sent them with (security headers, ETag...).
      const headers = message.headers[path] ?? { 'content-type': 'application/json' };
      app.get(`/same-answer${path}`, (c) => c.body(bytes, 200, headers));
    }
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      process.send?.({ url: `http://127.0.0.1:${info.port}` });
    });
    process.on('message', (next) => {
      // The process's CPU time so far (the benchmark's CPU per request).
      if (next === 'cpu') process.send?.({ cpu: process.cpuUsage() });
      if (next === 'stop') server.close(() => process.exit(0));
    });
  },
);
process.send?.({ ready: true });
